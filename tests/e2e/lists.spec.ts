import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Lists and search as real sites have them (decision 028), on the sample backend's
// pages (mocks/fixtures/search-pages.ts): a job list at its own endpoint searched by its own
// text field, a grouped site search paged per group, and an answer in an unknown shape. What a
// citizen sees, without JavaScript.

test.describe('lists and search as real sites have them', () => {
  test('the job list shows the jobs from its own endpoint, and a search by text narrows them', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/job/ledige-stillinger/'))?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByText('14 resultater')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(12);
    // The endpoint's own order (its `sort` field): the nearest deadline first.
    await expect(main.getByRole('article').first()).toContainText(
      'Social- og sundhedsassistent til aftenvagt',
    );

    const form = page.getByRole('search', { name: 'Søg i listen' });
    await form.getByRole('searchbox', { name: 'Søg i listen' }).fill('pædagog');
    await form.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/job\/ledige-stillinger\/\?keywords=p%C3%A6dagog$/);
    await expect(main.getByText('2 resultater')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(
      main.getByRole('link', { name: 'Pædagog til Børnehuset Solsikken' }),
    ).toBeVisible();
    await expect(form.getByRole('searchbox')).toHaveValue('pædagog');
    await context.close();
  });

  test('the grouped search shows each group with its count and a next page per group, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/da/soegning-grupperet/?cludoquery=genbrug'))?.status()).toBe(200);
    const results = page.locator('#cludo-search-results');
    const group = (name: string) => results.getByRole('region', { name });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText([
      'Indhold',
      'Nyheder',
      'Ledige stillinger',
    ]);
    for (const [name, count] of [
      ['Indhold', '5 resultater'],
      ['Nyheder', '2 resultater'],
      ['Ledige stillinger', '2 resultater'],
    ]) {
      await expect(group(name!).getByText(count!, { exact: true })).toBeVisible();
    }
    await expect(group('Indhold').getByRole('article')).toHaveCount(3);
    const newsBefore = await group('Nyheder').getByRole('article').allTextContents();

    // "Next page" moves this group only: its o{id}, the text and the others kept.
    const pager = group('Indhold').getByRole('navigation', { name: 'Sider i »Indhold«' });
    await pager.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(
      /\/da\/soegning-grupperet\/\?cludoquery=genbrug&o1=3#search-group-1$/,
    );
    await expect(group('Indhold').getByRole('article')).toHaveCount(2);
    await expect(
      group('Indhold')
        .getByRole('navigation', { name: 'Sider i »Indhold«' })
        .getByRole('link', { name: 'Side 2' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await group('Nyheder').getByRole('article').allTextContents()).toEqual(newsBefore);
    // Groups of one page have no pager.
    await expect(group('Nyheder').getByRole('navigation')).toHaveCount(0);

    // Narrowed to one group, and back to all of them.
    await page.goto('/da/soegning-grupperet/?cludoquery=genbrug');
    await results.getByRole('link', { name: 'Vis kun Indhold' }).click();
    await expect(page).toHaveURL(/groups=1#search-results$/);
    await expect(results.getByRole('region')).toHaveCount(1);
    await results.getByRole('link', { name: 'Vis alle grupper' }).click();
    await expect(results.getByRole('region')).toHaveCount(3);
    await context.close();
  });

  // Regression: with JavaScript "Vis kun Nyheder" left the view at the footer, focus on <body>.
  test('with JavaScript, narrowing and widening a grouped search move focus to the results heading, in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/da/soegning-grupperet/?cludoquery=genbrug');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main a') ?? {}).some((k) => k.startsWith('__react')),
    );
    for (const name of ['Vis kun Indhold', 'Vis alle grupper']) {
      await page.getByRole('main').getByRole('link', { name }).click();
      const heading = page.locator('#search-results');
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    }
  });

  test('a list whose endpoint answers an unknown shape, or is not on the backend, says search is unavailable (200, never 0 results)', async ({
    page,
  }) => {
    for (const path of ['/kultur-og-fritid/arrangementer/', '/test-fremmed-liste/']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('status').filter({ hasText: 'Søgningen er ikke tilgængelig' }),
      ).toHaveText('Søgningen er ikke tilgængelig lige nu. Prøv igen senere.');
      // Regression: nothing else to try. Now what to do instead, and a way to the search field.
      await expect(main).toContainText('Du kan i stedet søge efter det, du leder efter');
      await expect(main.getByRole('link', { name: 'Gå til søgefeltet' })).toHaveAttribute(
        'href',
        '#site-search',
      );
      await expect(page.locator('#site-search')).toBeAttached();
      await expect(main.getByText(/0 resultater/)).toHaveCount(0);
      await expect(main.getByRole('article')).toHaveCount(0);
    }
  });

  test('the job list with its text form and the grouped search pass axe', async ({ page }) => {
    for (const path of [
      '/job/ledige-stillinger/?keywords=p%C3%A6dagog',
      '/da/soegning-grupperet/?cludoquery=genbrug&o1=3',
    ]) {
      expect((await page.goto(path))?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
        path,
      ).toEqual([]);
    }
  });
});

// Issue 38, item 4: live deadlines. The sample's deadlines are relative to today
// (mocks/fixtures/relative-dates.ts); one job of each list has passed its deadline.
test.describe('live deadlines', () => {
  test('the job block: labelled deadlines, the nearest first, the passed one last and marked', async ({
    page,
  }) => {
    await page.goto('/job/');
    const jobs = page
      .getByRole('main')
      .locator('li')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const titles = await jobs.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles[0]).toBe('Social- og sundhedsassistent til aftenvagt');
    expect(titles.at(-1)).toBe('Studentermedhjælper til Digitalisering');
    await expect(jobs.getByText('Ansøgningsfrist', { exact: true })).toHaveCount(titles.length);
    await expect(jobs.last()).toContainText('Ansøgningsfristen er udløbet');
    await expect(page.getByText('Ansøgningsfristen er udløbet')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the job list page: the same words, the passed job last and marked', async ({ page }) => {
    await page.goto('/job/ledige-stillinger/');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    for (const card of await cards.all()) await expect(card).toContainText(/Ansøgningsfrist: \d/);
    await expect(page.getByText('Ansøgningsfristen er udløbet')).toHaveCount(0);
    await page.goto('/job/ledige-stillinger/?page=2');
    await expect(cards.last()).toContainText('Sygeplejerske til akutteamet');
    await expect(cards.last()).toContainText('Ansøgningsfristen er udløbet');
    await expect(page.getByText('Ansøgningsfristen er udløbet')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

// Issue 38, item 11: a search's title carries its text and count (plurals by the dictionary),
// and a list search is announced once the page runs.
test.describe('titles and announcements of a search', () => {
  test('search and list page titles carry the text and the count, in da, en and de', async ({
    page,
  }) => {
    await page.goto('/da/soegning/?cludoquery=affald');
    await expect(page).toHaveTitle(/^Søg[^:]*: affald – \d+ resultat(er)? \| Eksempel Kommune$/);
    await page.goto('/en/search/?cludoquery=waste');
    await expect(page).toHaveTitle(/^Search[^:]*: waste – \d+ results? \| Eksempel Kommune$/);
    await page.goto('/da/soegning/?cludoquery=affald&overwrite-lang=de');
    await expect(page).toHaveTitle(/: affald – \d+ Ergebnis(se)? \| Eksempel Kommune$/);
    // One result: the singular.
    await page.goto('/job/ledige-stillinger/?keywords=byggesag');
    await expect(page).toHaveTitle(/^Ledige stillinger: byggesag – 1 resultat( \||$)/);
    await page.goto('/job/ledige-stillinger/?keywords=p%C3%A6dagog');
    await expect(page).toHaveTitle(/^Ledige stillinger: pædagog – 2 resultater( \||$)/);
    // Not searched: the page's own title.
    await page.goto('/job/ledige-stillinger/');
    await expect(page).not.toHaveTitle(/resultat/);
  });

  test('with JavaScript, a list search is announced in a polite live region', async ({ page }) => {
    await page.goto('/job/ledige-stillinger/');
    const form = page.getByRole('search', { name: 'Søg i listen' });
    await form.getByRole('searchbox').fill('pædagog');
    await form.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/keywords=p%C3%A6dagog/);
    const region = page.locator('[data-search-arrival]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveText('2 resultater for »pædagog«');
    // The site search's page too, in the visitor's language.
    await page.goto('/en/search/');
    await page.getByRole('main').getByRole('searchbox').fill('contact');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('[data-search-arrival]')).toHaveText(/^\d+ results? for “contact”$/);
  });
});
