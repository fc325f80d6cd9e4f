import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Paging as GOV.UK and DKFDS do it (issue 23, decision 032): a new page of a list is a
// navigation. It lands at the list's heading (focused, announced) with JavaScript, and by the
// pager link's fragment without; its title says which page; each page names itself as its
// canonical; an address that names no page of the list answers 404 and says so. And search
// stays in the visitor's language.

/** The list heading's distance from the top of the window, and whether the page scrolled. */
const landing = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const heading = document.querySelector(sel);
    return {
      top: heading ? Math.round(heading.getBoundingClientRect().top) : null,
      scrolled: window.scrollY > 0,
    };
  }, selector);

/** Whether the focused element is `selector`, and the outline it shows. */
const focusOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const active = document.activeElement;
    const style = active ? getComputedStyle(active) : null;
    return {
      focused: !!active && active === document.querySelector(sel),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : null,
    };
  }, selector);

test.describe('a new page of a list is a navigation', () => {
  test('with JavaScript, "Næste side" moves focus to the list heading, scrolls it up and announces "Side 2 af 3"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await page.goto('/nyheder/'))?.status()).toBe(200);
    await page.locator('[data-menu="enhanced"]').waitFor();
    // The list's polite live region, just after its heading (PagerArrival).
    const status = page.locator('#list-results + [role="status"]');
    await expect(status).toHaveText('');
    await page
      .getByRole('navigation', { name: 'Sider' })
      .getByRole('link', { name: 'Næste side' })
      .click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=2#list-results$/);
    await expect(page).toHaveTitle('Nyheder – side 2 af 3 | Eksempel Kommune');
    await expect(status).toHaveText('Side 2 af 3');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect
      .poll(() => focusOf(page, '#list-results'))
      .toEqual({ focused: true, outline: 'solid 3px' });
    const heading = page.getByRole('heading', { level: 2, name: '30 resultater' });
    await expect(heading).toBeInViewport();
    const { top } = await landing(page, '#list-results');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    await expectNoAxeViolations(page, 'page 2, its heading focused');

    // And on: page 3, told again.
    await page
      .getByRole('navigation', { name: 'Sider' })
      .getByRole('link', { name: 'Næste side' })
      .click();
    await expect(status).toHaveText('Side 3 af 3');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect.poll(() => focusOf(page, '#list-results')).toMatchObject({ focused: true });
  });

  test('by keyboard: Enter on "Næste side" focuses the heading, and Tab goes on to the first item', async ({
    page,
  }) => {
    await page.goto('/nyheder/');
    await page.locator('[data-menu="enhanced"]').waitFor();
    const next = page
      .getByRole('navigation', { name: 'Sider' })
      .getByRole('link', { name: 'Næste side' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?page=2#list-results$/);
    await expect.poll(() => focusOf(page, '#list-results')).toMatchObject({ focused: true });
    await page.keyboard.press('Tab');
    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await expect(first).toBeFocused();
  });

  test('without JavaScript, the pager links are plain links that land at the list heading', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/nyheder/');
    const next = page
      .getByRole('navigation', { name: 'Sider' })
      .getByRole('link', { name: 'Næste side' });
    await expect(next).toHaveAttribute('href', '/nyheder/?page=2#list-results');
    await next.click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=2#list-results$/);
    await expect(page.getByRole('heading', { level: 2, name: '30 resultater' })).toBeInViewport();
    const { top, scrolled } = await landing(page, '#list-results');
    expect(scrolled).toBe(true);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    await expect(page).toHaveTitle('Nyheder – side 2 af 3 | Eksempel Kommune');
    await context.close();
  });

  test('the title names the page in the visitor’s language; page 1 keeps its own', async ({
    page,
  }) => {
    await page.goto('/nyheder/');
    await expect(page).toHaveTitle('Nyheder | Eksempel Kommune');
    await page.goto('/nyheder/?page=2&overwrite-lang=en');
    await expect(page).toHaveTitle('Nyheder – page 2 of 3 | Eksempel Kommune');
    await page.goto('/nyheder/?page=3&overwrite-lang=de');
    await expect(page).toHaveTitle('Nyheder – Seite 3 von 3 | Eksempel Kommune');
  });

  test('each page names itself as its canonical, and nothing else of the address', async ({
    page,
  }) => {
    const canonical = page.locator('link[rel="canonical"]');
    await page.goto('/nyheder/?page=2&utm_source=nyhedsbrev');
    await expect(canonical).toHaveAttribute('href', /\/nyheder\/\?page=2$/);
    await expect(canonical).toHaveCount(1);
    await page.goto('/nyheder/');
    await expect(canonical).toHaveAttribute('href', /\/nyheder\/$/);
    await page.goto('/nyheder/?page=1');
    await expect(canonical).toHaveAttribute('href', /\/nyheder\/$/);
    await page.goto('/job/ledige-stillinger/?keywords=p%C3%A6dagog');
    await expect(canonical).toHaveAttribute(
      'href',
      /\/job\/ledige-stillinger\/\?keywords=p%C3%A6dagog$/,
    );
  });
});

test.describe('an address that names no page of the list', () => {
  test('a page past the end answers 404, says so and leads to the last page', async ({ page }) => {
    const res = await page.goto('/nyheder/?page=99');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    // Kept like any page (with the webhook, until a publish: decision 036), never indexed.
    expect(res?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=3600/);
    await expect(page).toHaveTitle('Nyheder – siden findes ikke | Eksempel Kommune');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nyheder');
    await expect(main.getByRole('heading', { level: 2, name: 'Siden findes ikke' })).toBeVisible();
    await expect(
      main.getByText('Listen har ikke en side 99. Den sidste side er side 3.'),
    ).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    await expectNoAxeViolations(page, '404 past the end');
    await page.locator('[data-menu="enhanced"]').waitFor();
    await main.getByRole('link', { name: 'Gå til sidste side' }).click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=3#list-results$/);
    await expect(main.getByRole('article')).toHaveCount(6);
    // Arriving at the last page from the missing one is a page change like any other.
    await expect(page.locator('#list-results + [role="status"]')).toHaveText('Side 3 af 3');
    await expect.poll(() => focusOf(page, '#list-results')).toMatchObject({ focused: true });

    // The same from a cache: the second answer is the page cache's, with the same status.
    const again = await page.request.get('/nyheder/?page=99');
    expect(again.status()).toBe(404);
    expect(again.headers()['x-cache']).toBe('HIT');
  });

  test('a ?page= that is not a page number answers 404 and leads to the first page, in English too', async ({
    page,
  }) => {
    for (const junk of ['abc', '0', '-1', '2.5', '%3Cscript%3E']) {
      const res = await page.goto(`/nyheder/?page=${junk}`);
      expect(res?.status(), junk).toBe(404);
      await expect(page.getByText('Adressen peger ikke på en side i listen.')).toBeVisible();
    }
    await expectNoAxeViolations(page, '404 not a page');
    await page.getByRole('link', { name: 'Gå til første side' }).click();
    await expect(page).toHaveURL(/\/nyheder\/#list-results$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    const res = await page.goto('/nyheder/?page=x&overwrite-lang=en');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('The address does not point to a page of the list.')).toBeVisible();
  });

  test('a list whose endpoint failed is not taken for one that ended: 200, its message, no-store', async ({
    page,
  }) => {
    const res = await page.goto('/da/soegning/?cludoquery=fejl-test&page=99');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByText('Listen kan ikke vises lige nu. Prøv igen om lidt.')).toBeVisible();
    await expect(page.getByText('Siden findes ikke')).toHaveCount(0);
  });
});

test.describe('the pages of search results', () => {
  test('the results page is paged the same way: title, canonical, focus, announcement, 404 past the end', async ({
    page,
  }) => {
    await page.goto('/da/soegning/?cludoquery=kommune');
    await page.locator('[data-menu="enhanced"]').waitFor();
    const results = page.locator('#cludo-search-results');
    await results.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/\?cludoquery=kommune&page=2#search-results$/);
    // The search's text and count come first (issue 38), then where in the results the page is.
    await expect(page).toHaveTitle(
      /^Søg på eksempel-kommune\.dk: kommune – \d+ resultater – side 2 af 2 \| Eksempel Kommune$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/da\/soegning\/\?cludoquery=kommune&page=2$/,
    );
    await expect(results.getByRole('status')).toHaveText('Side 2 af 2');
    await expect.poll(() => focusOf(page, '#search-results')).toMatchObject({ focused: true });
    await expectNoAxeViolations(page, 'search results page 2, focused');
    expect((await page.goto('/da/soegning/?cludoquery=kommune&page=3'))?.status()).toBe(404);
    await expect(
      page.getByText('Listen har ikke en side 3. Den sidste side er side 2.'),
    ).toBeVisible();
  });

  test('a grouped search: a group’s next page focuses that group’s heading and names it', async ({
    page,
  }) => {
    await page.goto('/da/soegning-grupperet/?cludoquery=genbrug');
    await page.locator('[data-menu="enhanced"]').waitFor();
    const group = page.locator('#cludo-search-results').getByRole('region', { name: 'Indhold' });
    await group.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/\?cludoquery=genbrug&o1=3#search-group-1$/);
    await expect(page).toHaveTitle(/– Indhold, side 2 af 2 \| Eksempel Kommune$/);
    await expect(group.getByRole('status')).toHaveText('Indhold, side 2 af 2');
    await expect.poll(() => focusOf(page, '#search-group-1')).toMatchObject({ focused: true });
    await expectNoAxeViolations(page, 'grouped search, a group paged');

    const res = await page.goto('/da/soegning-grupperet/?cludoquery=genbrug&o1=300');
    expect(res?.status()).toBe(404);
    await expect(
      group.getByText('»Indhold« har ikke en side 101. Den sidste side er side 2.'),
    ).toBeVisible();
  });
});

test.describe('search in the visitor’s language', () => {
  test('an English page searches through the English search page and finds English pages', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/en/');
      const form = page.getByRole('banner').getByRole('search');
      await expect(form).toHaveAttribute('action', '/en/search/');
      await form.getByRole('searchbox', { name: 'Search the site' }).fill('contact');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/en\/search\/\?cludoquery=contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      await expect(
        page.getByRole('heading', { name: 'Search results for “contact”' }),
      ).toBeVisible();
      const results = page.locator('#cludo-search-results');
      await expect(results.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/en/contact/',
      );
      await expect(results.getByRole('article')).toHaveCount(1);
      if (javaScriptEnabled) await expectNoAxeViolations(page, 'English search results');
      await context.close();
    }
  });

  test('a German page, whose culture has no search page, searches in German', async ({
    browser,
    page: withScript,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/');
    const form = page.getByRole('banner').getByRole('search');
    await form.getByRole('searchbox', { name: 'Website durchsuchen' }).fill('kontakt');
    await form.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\?cludoquery=kontakt&overwrite-lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Suchergebnisse für „kontakt“' })).toBeVisible();
    const results = page.locator('#cludo-search-results');
    await expect(results.getByText('1 Ergebnis', { exact: true })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      '/de/kontakt/',
    );
    // A new search from the results page stays in German.
    const again = page.getByRole('search', { name: 'Søg på eksempel-kommune.dk' });
    await again.getByRole('searchbox').fill('kontakt');
    await again.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/overwrite-lang=de$/);
    await withScript.goto(page.url());
    await expectNoAxeViolations(withScript, 'German search results');
    await context.close();
  });
});
