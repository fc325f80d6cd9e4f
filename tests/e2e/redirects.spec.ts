import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SAMPLE_BACKEND_PORT } from '../../playwright.config.ts';
import { expect, getWithoutRedirect, test } from './fixtures.ts';

// Issue 22: what a citizen meets of the packages' real shapes — redirects to
// files and fragments, a Borger.dk article, link-picker anchors (mocks/fixtures/redirect-pages.ts).

const MEDIA = `http://127.0.0.1:${SAMPLE_BACKEND_PORT}`;
const PAGE = '/borger/boernepasning/';
const BYLINE = 'Indholdet er leveret af Børne- og Undervisningsministeriet';

/** Waits until React has hydrated the element (a click then goes to its handler). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
}

/** A same-site link added to the page, clicked: the client router's navigation. */
async function clickLinkTo(page: Page, href: string) {
  await page.evaluate((target) => {
    document.getElementById('old-address')?.remove();
    const a = document.createElement('a');
    a.href = target;
    a.textContent = 'gammel adresse';
    a.id = 'old-address';
    document.querySelector('main')?.append(a);
  }, href);
  await page.locator('#old-address').click();
}

test.describe('redirects', () => {
  test('a redirect to a file goes to the media origin, and the file is there', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/pasningsplan/?utm_source=nyhedsbrev');
    expect(res.status()).toBe(301);
    const location = res.headers().location;
    expect(location).toBe(`${MEDIA}/media/4821/pasningsplan-2026.pdf`);
    const file = await page.request.get(location!);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('pasningsplan-2026.pdf');
  });

  test('a redirect to a fragment gets the visitor query before the fragment', async ({ page }) => {
    const query = 'utm_source=nyhedsbrev&utm_medium=email';
    const res = await getWithoutRedirect(page, `/pladsanvisning/?${query}`);
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`${PAGE}?${query}#skriv-dit-barn-op`);
    // A target with a query of its own keeps it as the only one.
    const own = await getWithoutRedirect(page, `/kampagne/dagtilbud/?${query}`);
    expect(own.status()).toBe(307);
    expect(own.headers().location).toBe(`${PAGE}?utm_campaign=dagtilbud#skriv-dit-barn-op`);
    // The browser lands on the section.
    await page.goto(`/pladsanvisning/?${query}`);
    await expect(page).toHaveURL(`${PAGE}?${query}#skriv-dit-barn-op`);
    await expect(page.locator('#skriv-dit-barn-op')).toHaveText('Skriv dit barn op');
  });

  test('in client navigation too: query before fragment, and files on the media origin', async ({
    page,
  }) => {
    await page.goto('/borger/');
    await hydrated(page, 'body > *');
    // A mark on the window survives a client navigation, not a document load.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await clickLinkTo(page, '/pladsanvisning/?utm_source=nyhedsbrev');
    await expect(page).toHaveURL(`${PAGE}?utm_source=nyhedsbrev#skriv-dit-barn-op`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Børnepasning');
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    // Still the same, hydrated document: the router rendered the page.
    await clickLinkTo(page, '/pasningsplan/');
    await expect(page).toHaveURL(`${MEDIA}/media/4821/pasningsplan-2026.pdf`);
  });
});

test.describe('a Borger.dk article', () => {
  test('shows its headings in order, never kernetekst, the byline once, and passes axe', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const article = page.getByRole('region', { name: 'Dagtilbud til børn' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('Dagtilbud til børn');
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(['Selvbetjening']);
    await expect(page.getByText(/kernetekst/i)).toHaveCount(0);
    await expect(page.getByText(BYLINE)).toHaveCount(1);
    await expect(page.getByText('Skrevet af')).toHaveCount(0);

    // A micro-article opens; its sub-heading sits one level below the micro-article.
    await article.locator('summary', { hasText: 'Hvem kan få en plads?' }).click();
    await expect(article.getByRole('heading', { level: 4, name: 'Pasningsgaranti' })).toBeVisible();
    const levels = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
      );
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0)
        expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(
          levels[i - 1]! + 1,
        );
    });

    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('link-picker anchors', () => {
  test('a link carries its #fragment or ?query anchor', async ({ page }) => {
    await page.goto(PAGE);
    const links = page.getByRole('region', { name: 'Genveje' });
    await expect(
      links.getByRole('link', { name: 'Skriv dit barn op', exact: true }),
    ).toHaveAttribute('href', `${PAGE}#skriv-dit-barn-op`);
    await expect(links.getByRole('link', { name: 'Søg efter takster' })).toHaveAttribute(
      'href',
      '/da/soegning/?cludoquery=takster',
    );
    await expect(links.getByRole('link', { name: /Takster for dagtilbud 2026/ })).toHaveAttribute(
      'href',
      `${MEDIA}/media/4821/takster-dagtilbud-2026.pdf#page=2`,
    );
    await links.getByRole('link', { name: 'Skriv dit barn op', exact: true }).click();
    await expect(page).toHaveURL(`${PAGE}#skriv-dit-barn-op`);
    await expect(page.locator('#skriv-dit-barn-op')).toBeInViewport();
  });
});
