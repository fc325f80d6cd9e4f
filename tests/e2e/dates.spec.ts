import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uncached } from './fixtures.ts';

/** Issue 14, deliverables 5 and 7: calendar dates, plurals, the cookie-policy link, print. */

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

test.describe('dates', () => {
  test('an event list shows date-only events as days, with no clock time', async ({ page }) => {
    expect((await page.goto('/borger/alle-blokke/'))?.status()).toBe(200);
    const list = page.getByRole('region', { name: 'Kommende arrangementer' });
    const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });

    // `2027-02-15T00:00:00Z` (a date picker's day) was "15. februar 2027 kl. 01.00".
    const winter = item('Vinterferie i Kulturhuset');
    await expect(winter.locator('dd').first()).toHaveText('15. februar 2027 – 19. februar 2027');
    await expect(winter.locator('time').first()).toHaveAttribute('datetime', '2027-02-15');
    await expect(winter).not.toContainText('kl.');

    const market = item('Julemarked i Den Gamle Købstad');
    await expect(market.locator('time').first()).toHaveAttribute('datetime', '2026-12-05');
    await expect(market).toContainText('5. december 2026');
    await expect(market).not.toContainText('kl.');

    // A date-time keeps its Copenhagen clock time and offset.
    const concert = item('Julekoncert med Eksempelby Kammerkor');
    await expect(concert.locator('dd').first()).toHaveText('6. december 2026 kl. 17.00 – 18.30');
    await expect(concert.locator('time').first()).toHaveAttribute(
      'datetime',
      '2026-12-06T17:00:00+01:00',
    );
    await axe(page);
  });
});

test.describe('plurals', () => {
  for (const [query, text] of [
    ['erhverv', '1 resultat'],
    ['parkering', '2 resultater'],
    ['ingen-side-hedder-sådan', '0 resultater'],
  ] as const) {
    test(`a list of ${query} says "${text}"`, async ({ page }) => {
      const res = await page.goto(`/da/soegning/?cludoquery=${encodeURIComponent(query)}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
    });
  }

  test('the search results page passes axe', async ({ page }) => {
    await page.goto('/da/soegning/?cludoquery=erhverv');
    await axe(page);
  });
});

test.describe('cookie-policy link', () => {
  test('without a configured cookie page, the video panel links the built-in one (decision 034)', async ({
    page,
  }) => {
    expect((await page.goto('/borger/video/'))?.status()).toBe(200);
    // No consent platform in this instance: a link to the video, no settings button.
    await expect(page.getByRole('button', { name: 'Åbn cookie-indstillinger' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Læs om cookies' })).toHaveAttribute(
      'href',
      '/cookies/',
    );
  });
});

test.describe('print', () => {
  const display = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).display);
  const after = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').content);

  test('paper keeps the content and the footer contact details, and prints link addresses', async ({
    page,
  }) => {
    await page.goto(uncached('/erhverv/'));
    // A consent banner as Cookie Information draws it.
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.id = 'coiOverlay';
      banner.textContent = 'Cookies';
      document.body.append(banner);
    });
    const external = 'main a[href="https://virk.dk/"]';
    const internal = 'main a[href="/borger/affald-og-genbrug/"]';

    // On screen: the footer is there, and no address follows a link.
    await expect(page.locator('footer')).toBeVisible();
    expect(await after(page, external)).toBe('none');

    await page.emulateMedia({ media: 'print' });
    const footer = page.locator('footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: '+45 70 00 00 00' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'kommune@example-kommune.dk' })).toBeVisible();
    await expect(footer.getByText('Torvet 1')).toBeVisible();
    await expect(footer.getByText('Man–tors 10–15, fre 10–13')).toBeVisible();
    // The footer's link lists and social links are for the screen.
    await expect(footer.getByRole('link', { name: 'Politik og byråd' })).toBeHidden();
    expect(
      await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(255, 255, 255)');

    for (const selector of [
      'header',
      '#feedback',
      '#share',
      '[aria-label="Sidehandlinger"]',
      '#coiOverlay',
      'button',
    ]) {
      if ((await page.locator(selector).count()) > 0)
        expect(await display(page, selector), selector).toBe('none');
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Links out of the site print their address; the site's own links do not.
    expect(await after(page, external)).toBe('" (https://virk.dk/)"');
    expect(await after(page, internal)).toBe('none');

    // No image higher than 9 cm (340 px at 96 dpi).
    const tallest = await page
      .locator('main img')
      .evaluateAll((imgs) => Math.max(0, ...imgs.map((img) => img.getBoundingClientRect().height)));
    expect(tallest).toBeLessThanOrEqual(341);
  });
});
