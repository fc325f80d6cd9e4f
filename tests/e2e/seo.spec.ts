import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE_PORT } from '../../playwright.config.ts';
import { expect, test, uncached } from './fixtures.ts';

// Issue 14, deliverables 2–4 (decision 017): hreflang and the language selector, JSON-LD
// structured data, and the RSS feeds of list pages.

const ORIGIN = `http://localhost:${SITE_PORT}`;

/** The page's JSON-LD objects, parsed as a crawler would. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const bodies = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

const hreflangs = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const),
    );

test.describe('hreflang and the language selector', () => {
  test('a page with content.alternates names itself in every language, plus x-default', async ({
    page,
  }) => {
    expect((await page.goto('/en/contact/'))?.status()).toBe(200);
    expect(await hreflangs(page)).toEqual([
      ['en', `${ORIGIN}/en/contact/`],
      ['da', `${ORIGIN}/kontakt/`],
      ['de', `${ORIGIN}/de/kontakt/`],
      ['x-default', `${ORIGIN}/kontakt/`],
    ]);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(2);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  });

  test('without alternates only the front pages carry hreflang, from site.cultures', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await hreflangs(page)).toEqual([
      ['da', `${ORIGIN}/`],
      ['en', `${ORIGIN}/en/`],
      ['de', `${ORIGIN}/de/`],
      ['x-default', `${ORIGIN}/`],
    ]);
    await page.goto('/borger/');
    expect(await hreflangs(page)).toEqual([]);
    await page.goto(uncached('/findes-ikke/'));
    expect(await hreflangs(page)).toEqual([]);
  });

  test('the selector goes to the same page in the other language', async ({ page }) => {
    await page.goto('/kontakt/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const languages = page.getByRole('navigation', { name: 'Sprog' });
    await expect(languages.getByRole('link', { name: 'Dansk' })).toHaveAttribute(
      'href',
      '/kontakt/',
    );
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/kontakt/',
    );
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/en/contact/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test("without alternates it goes to each language's front page; works without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/borger/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    const languages = page.getByRole('navigation', { name: 'Sprog' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    await expect(languages.getByRole('link', { name: 'Dansk' })).toHaveAttribute(
      'href',
      '/borger/',
    );
    await page.goto('/kontakt/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/de/kontakt/`);
    await context.close();
  });
});

test.describe('structured data (JSON-LD)', () => {
  test('the front page: the organisation and the page', async ({ page }) => {
    await page.goto('/');
    const items = await jsonLd(page);
    expect(items.map((i) => i['@type'])).toEqual(['GovernmentOrganization', 'WebPage']);
    expect(items[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Eksempel Kommune',
      url: `${ORIGIN}/`,
      telephone: '+45 70 00 00 00',
      email: 'kommune@example-kommune.dk',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Torvet 1',
        addressLocality: 'Eksempelby',
      },
    });
    expect((items[0]!.sameAs as string[]).length).toBe(3);
    expect(items[0]!.logo).toMatch(/^https?:\/\/.+\/media\/logo\//);
    expect(items[1]).toMatchObject({ url: `${ORIGIN}/`, inLanguage: 'da' });
    expect(items[1]!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a content page: breadcrumb and page, as data the policy need not name', async ({
    page,
  }) => {
    const res = await page.goto(uncached('/borger/affald-og-genbrug/'));
    const items = await jsonLd(page);
    expect(items.map((i) => i['@type'])).toEqual(['BreadcrumbList', 'WebPage']);
    expect(items[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Forside', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Borger', item: `${ORIGIN}/borger/` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Affald og genbrug',
        item: `${ORIGIN}/borger/affald-og-genbrug/`,
      },
    ]);
    const html = await res!.text();
    const tags = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    // Data blocks are not run: no nonce, no hash (the policy names only scripts).
    for (const tag of tags) expect(tag).not.toContain('nonce');
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
  });

  test('job list items are JobPostings, event items Events with date-only starts as dates', async ({
    page,
  }) => {
    await page.goto('/job/');
    const jobs = (await jsonLd(page)).filter((i) => i['@type'] === 'JobPosting');
    // Six jobs, one past its deadline (issue 38): that one is offered no longer.
    expect(jobs).toHaveLength(5);
    expect(jobs.map((job) => job.title)).not.toContain('Studentermedhjælper til Digitalisering');
    for (const job of jobs) {
      expect(job).toMatchObject({
        hiringOrganization: { '@type': 'GovernmentOrganization', name: 'Eksempel Kommune' },
      });
      expect(job.title).toBeTruthy();
      expect(job.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    await page.goto('/borger/alle-blokke/');
    // The event list's events; the page's Kultunaut map adds its own, with coordinates.
    const events = (await jsonLd(page)).filter(
      (i) => i['@type'] === 'Event' && !(i.location as { geo?: unknown } | undefined)?.geo,
    );
    expect(events.map((e) => e.startDate)).toEqual([
      '2026-12-05',
      '2026-12-06T17:00:00+01:00',
      '2026-12-31T13:00:00+01:00',
      // A date picker's day (midnight UTC) is a date, as the page shows it.
      '2027-02-15',
    ]);
    expect(events[0]).toMatchObject({
      name: 'Julemarked i Den Gamle Købstad',
      endDate: '2026-12-06',
    });
  });
});

test.describe('feeds of list pages', () => {
  test('the list page links its feed from the head and visibly; the feed has its items', async ({
    page,
    request,
  }) => {
    await page.goto('/nyheder/');
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveAttribute('href', `${ORIGIN}/nyheder/feed.xml`);
    await expect(link).toHaveAttribute('title', 'Nyheder – RSS-feed');
    await expect(page.getByRole('link', { name: 'Følg listen med RSS' })).toHaveAttribute(
      'href',
      '/nyheder/feed.xml',
    );

    const res = await request.get('/nyheder/feed.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=10/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const items = xml.match(/<item>/g) ?? [];
    expect(items).toHaveLength(30);
    expect(xml).toContain(
      `<link>${ORIGIN}/nyheder/ny-genbrugsstation-aabner-i-eksempelby-nord/</link>`,
    );
    expect(xml).toContain('<![CDATA[Ny genbrugsstation åbner i Eksempelby Nord]]>');
    expect(xml).toContain(`<atom:link href="${ORIGIN}/nyheder/feed.xml" rel="self"`);

    // Compressed and revalidated like the pages (step 3): the same items give the same ETag.
    const etag = res.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/nyheder/feed.xml', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    const gzip = await request.get('/nyheder/feed.xml', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const head = await request.head('/nyheder/feed.xml');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toContain('application/rss+xml');
  });

  test('the content.list form has a feed too; content pages have neither feed nor link', async ({
    page,
    request,
  }) => {
    const res = await request.get('/nyheder/arkiv/feed.xml');
    expect(res.status()).toBe(200);
    expect((await res.text()).match(/<item>/g)).toHaveLength(12);
    await page.goto('/borger/');
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Følg listen med RSS' })).toHaveCount(0);
  });

  test('a page that is not a list has no feed: 404 with the error page', async ({ page }) => {
    const res = await page.goto('/borger/feed.xml');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fejlkode 404');
    expect((await page.request.get('/findes-ikke/feed.xml')).status()).toBe(404);
  });

  test('other methods are refused with 405 and Allow', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await request.fetch('/nyheder/feed.xml', { method, data: 'x' });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow']).toBe('GET, HEAD');
    }
  });

  test('forwarded headers from an untrusted client choose no origin', async ({ request }) => {
    const res = await request.get(uncached('/nyheder/feed.xml'), {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain('evil.example');
  });

  test('odd encodings: canonical letters redirect, encoded slashes and long paths are refused', async ({
    request,
  }) => {
    const lower = await request.get('/%6Eyheder/feed.xml', { maxRedirects: 0 });
    expect(lower.status()).toBe(301);
    expect(lower.headers()['location']).toBe('/nyheder/feed.xml');
    expect((await request.get('/nyheder%2Ffeed.xml', { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get(`/${'a'.repeat(2100)}/feed.xml`)).status()).toBe(414);
    const query = await request.get('/nyheder/feed.xml?x=%3Cscript%3E&page=2');
    expect(query.status()).toBe(200);
    expect(await query.text()).not.toContain('<script');
  });

  test('a backend outage answers 503 with the error page, never a stack trace', async ({
    request,
    backendFault,
  }) => {
    await backendFault('down');
    // A list no earlier request asked for, so no stale answer can stand in.
    const res = await request.get(`/aldrig-set-${Date.now()}/feed.xml`);
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBe('30');
    expect(res.headers()['cache-control']).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('Der opstod en teknisk fejl – fejlkode 503');
    expect(body).not.toMatch(/BackendError|at \w+ \(/);
  });

  test('axe finds nothing on a list page with its feed link', async ({ page }) => {
    await page.goto('/nyheder/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
