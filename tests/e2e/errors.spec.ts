import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uncached } from './fixtures.ts';
import { SAMPLE_BACKEND_PORT, SITE_PORT } from '../../playwright.config.ts';

// Issue 23: error pages in the visitor's language and telling the truth, a slow backend within a
// budget, an all-number path as a page unless an editor previews it, and the preview's login
// link (decision 033). Each case failed before its fix.

const main = (page: Page) => page.getByRole('main');

test.describe('error and not-found pages speak the language of the path', () => {
  // Regression: /en/does-not-exist/ showed the Danish NotFoundPage under lang="en".
  test('/en/does-not-exist/ is an English 404: lang, title and every text', async ({ page }) => {
    const res = await page.goto('/en/does-not-exist/');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Error code 404');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Error code 404');
    await expect(
      main(page).getByText('An error occurred resulting in the page not being found.'),
    ).toBeVisible();
    // Regression: the English 404 offered no way on. The search and the front page, in English.
    const search = main(page).getByRole('search', { name: 'Search for the page' });
    await expect(search.getByRole('searchbox')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to the front page' })).toHaveAttribute(
      'href',
      '/en/',
    );
    await expect(page.locator('[role="button"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    expect(await page.content()).not.toMatch(/Siden blev ikke fundet|Gå til hovedindhold/);
    await expectNoAxeViolations(page);
  });

  test('/de/… is a German 404, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const res = await page.goto('/de/gibt-es-nicht/');
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page).toHaveTitle('Fehlercode 404');
      await expect(
        page.getByText('Es ist ein Fehler aufgetreten, weshalb die Seite nicht gefunden wurde.'),
      ).toBeVisible();
      // Without JavaScript no button that cannot go back: a link that says where it goes.
      await expect(main(page).getByRole('button', { name: /Zurück/ })).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
        'href',
        '/de/',
      );
      await main(page).getByRole('searchbox', { name: 'Nach der Seite suchen' }).fill('Abfall');
      await main(page).getByRole('button', { name: 'Suchen' }).click();
      await expect(page).toHaveURL(/cludoquery=Abfall/);
    } finally {
      await context.close();
    }
  });

  // Regression: "Gå tilbage til forrige side" was `<a role="button">`: Space scrolled the page.
  test('with JavaScript the back control is a real button: Space takes the visitor back', async ({
    page,
  }) => {
    await page.goto('/en/contact/');
    await page.goto('/en/no-such-page/');
    await page.waitForFunction(() => !!document.querySelector('main button[type="button"]'));
    const back = main(page).getByRole('button', { name: 'Go back to previous page' });
    await back.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/en\/contact\/$/);
  });

  test('the Danish site keeps its own NotFoundPage', async ({ page }) => {
    expect((await page.goto('/findes-ikke/'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', /^da/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Siden blev ikke fundet',
    );
  });

  // Regression: <main> never took the content's own language.
  test('<main lang> is the content’s own language when it is not the site’s', async ({ page }) => {
    expect((await page.goto('/information-in-english/'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', /^da/);
    await expect(page.locator('main')).toHaveAttribute('lang', 'en-US');
    // The page's own interface speaks its language; the header and footer the site's.
    await expect(main(page).getByText('Last updated')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gå til hovedindhold' })).toBeAttached();
    await expectNoAxeViolations(page);
    // A page in the site's language has no lang of its own.
    await page.goto('/borger/');
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
  });
});

test.describe('a technical error says so, in the visitor’s language, with a number to call', () => {
  // Regression: an outage said "the page was not found", in Danish on /en/, with no phone number.
  test('backend down: Danish, English and German 5xx pages with the municipality’s phone', async ({
    page,
    backendFault,
  }) => {
    // Site data seen once by this process: the last good site data names who to call.
    expect((await page.goto(uncached('/borger/')))?.status()).toBe(200);
    // The English and German site data, seen once too.
    expect((await page.goto(uncached('/en/contact/')))?.status()).toBe(200);
    expect((await page.goto(uncached('/de/kontakt/')))?.status()).toBe(200);
    await backendFault('down');
    // Regression: titled "Fejlkode 500" alone, without the site's header, logo or footer.
    const cases = [
      [
        '/borger/',
        'da',
        'Der opstod en teknisk fejl – fejlkode 502',
        'Siden kan ikke vises lige nu. Prøv igen om lidt.',
      ],
      [
        '/en/contact/',
        'en',
        'A technical error occurred – error code 502',
        'The page cannot be shown right now. Please try again shortly.',
      ],
      [
        '/de/kontakt/',
        'de',
        'Es ist ein technischer Fehler aufgetreten – Fehlercode 502',
        'Die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
      ],
    ] as const;
    for (const [path, lang, title, text] of cases) {
      const res = await page.goto(uncached(path));
      expect(res?.status(), path).toBe(502);
      expect(res?.headers()['cache-control'], path).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(text)).toBeVisible();
      // The site's header (logo, search) and footer, from the last good site data.
      await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(main(page).getByText('Eksempel Kommune', { exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: '+45 70 00 00 00' })).toHaveAttribute(
        'href',
        'tel:+4570000000',
      );
      expect(await page.content(), path).not.toMatch(
        /ikke blev fundet|not being found|nicht gefunden/,
      );
    }
    await expectNoAxeViolations(page);
  });

  test('a host whose site data was never seen names the configured municipality', async ({
    page,
    backendFault,
  }) => {
    await backendFault('down');
    const res = await page.goto(`http://aldrig-set.localhost:${SITE_PORT}${uncached('/borger/')}`);
    expect(res?.status()).toBe(502);
    await expect(page.getByText('Eksempel Kommune (fra konfigurationen)')).toBeVisible();
    await expect(page.getByRole('link', { name: '+45 70 10 20 30' })).toHaveAttribute(
      'href',
      'tel:+4570102030',
    );
  });
});

test.describe('a slow backend, within the visitor’s budget (decision 033)', () => {
  // Regression: a slow backend made visitors wait 8 s for a 504.
  test('a page never seen: the error page (504) in under 3 s', async ({ page, backendFault }) => {
    await backendFault('slow'); // the sample backend answers after 5 s
    const started = Date.now();
    const res = await page.goto(uncached('/borger/'), { waitUntil: 'domcontentloaded' });
    const ms = Date.now() - started;
    expect(res?.status()).toBe(504);
    await expect(page.getByText('Siden kan ikke vises lige nu. Prøv igen om lidt.')).toBeVisible();
    expect(ms, `the error page took ${ms} ms`).toBeLessThan(3000);
  });

  test('a page seen before: the stale page in about a second', async ({ page, backendFault }) => {
    test.setTimeout(45_000);
    const path = uncached('/om-kommunen/her-bor-vi/');
    expect((await page.goto(path))?.status()).toBe(200);
    await page.waitForTimeout(10_500); // the answer is no longer fresh (10 s), only stale
    await backendFault('slow');
    const started = Date.now();
    const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
    const ms = Date.now() - started;
    expect(res?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Her bor vi');
    expect(ms, `the stale page took ${ms} ms`).toBeLessThan(2000);
  });
});

test.describe('an all-number path is a page; a preview only for an editor', () => {
  // Regression: /112/ and /2030/ answered 401 "Log ind i Umbraco…" to everyone.
  test('/2030/ is the published page for visitors, cached as any page, also without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const path = uncached('/2030/');
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toContain('public');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision 2030');
      await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toHaveCount(0);
      const again = await page.request.get(path);
      expect(again.headers()['x-cache']).toBe('HIT');
      const emergency = await page.goto('/112/');
      expect(emergency?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
      expect((await page.request.get('/1234.aspx')).status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  test('with the back-office login /2030/ is node 2030’s draft, never cached; visitors keep the page', async ({
    page,
    context,
    browser,
  }) => {
    const path = uncached('/2030/');
    await context.addCookies([
      { name: 'UMB_UCONTEXT', value: 'editor', domain: 'localhost', path: '/' },
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('no-store');
      expect(res?.headers()['x-cache']).toBeUndefined();
      await expect(page.getByRole('note', { name: 'Forhåndsvisning' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision 2030 (kladde)');
    }
    const anonymous = await browser.newContext();
    try {
      const visitor = await anonymous.newPage();
      for (let i = 0; i < 2; i++) {
        const res = await visitor.goto(path);
        expect(res?.status()).toBe(200);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Vision 2030');
        expect(await res?.text()).not.toContain('kladde');
      }
    } finally {
      await anonymous.close();
    }
  });

  // Regression: the page asking for a back-office login had no way to it.
  test('a preview without the login links to the backend’s Umbraco, whatever the Host', async ({
    page,
  }) => {
    for (const origin of ['', `http://anden-vaert.localhost:${SITE_PORT}`]) {
      const res = await page.goto(`${origin}/umbraco/preview/?id=1234`);
      expect(res?.status()).toBe(401);
      const login = page.getByRole('link', { name: 'Log ind i Umbraco' });
      await expect(login).toHaveAttribute(
        'href',
        `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/umbraco/`,
      );
    }
    await page.goto('/umbraco/preview/?id=1234');
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Log ind i Umbraco' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
