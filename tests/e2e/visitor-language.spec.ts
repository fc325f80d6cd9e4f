import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// English and German visitors are told what is Danish (regressions: header and footer links led
// to Danish pages without a word; the Danish breadcrumb sat unmarked inside <main lang="en-US">;
// an English search without hits said only "0 results"; English dates read "September 15, 2026").

test.describe('say what is Danish', () => {
  test('on English and German pages, links to Danish pages carry hreflang and say so', async ({
    page,
  }) => {
    for (const [path, note] of [
      ['/en/', '(in Danish)'],
      ['/de/', '(auf Dänisch)'],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(200);
      const footer = page.getByRole('contentinfo');
      const toDanish = footer.locator('a[href="/borger/affald-og-genbrug/"]').first();
      await expect(toDanish).toHaveAttribute('hreflang', 'da');
      await expect(toDanish).toContainText(note);
      // A link to a page of the visitor's own language says nothing.
      const own = page.locator(`footer a[href^="${path}"]`).first();
      await expect(own).not.toHaveAttribute('hreflang', /./);
      await expect(own).not.toContainText(note);
      // Words that already say it are not repeated.
      expect(await page.content()).not.toContain('(in Danish) (in Danish)');
      await expectNoAxeViolations(page);
    }
    // The Danish site says nothing of the kind.
    await page.goto('/');
    await expect(page.locator('[data-language-note]')).toHaveCount(0);
  });

  test('the Danish breadcrumb inside an English <main> says it is Danish', async ({ page }) => {
    await page.goto('/information-in-english/');
    await expect(page.locator('main')).toHaveAttribute('lang', 'en-US');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.count()).toBeGreaterThan(0);
    for (const crumb of await crumbs.all()) await expect(crumb).toHaveAttribute('lang', 'da');
  });

  test('English dates read day, month, year', async ({ page }) => {
    await page.goto('/information-in-english/');
    await expect(page.getByRole('main').getByText(/Last updated/)).toHaveText(
      /Last updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
  });

  test('a search without hits says what to try, in the visitor’s language', async ({ page }) => {
    await page.goto('/en/search/?cludoquery=no-page-is-called-this');
    await expect(page.getByRole('main')).toContainText('0 results');
    await expect(page.getByRole('main')).toContainText(
      'Try other or fewer words, or check the spelling.',
    );
    await page.goto('/da/soegning/?cludoquery=ingen-side-hedder-sådan');
    await expect(page.getByRole('main')).toContainText(
      'Prøv med andre eller færre ord, eller kontrollér stavningen.',
    );
  });
});
