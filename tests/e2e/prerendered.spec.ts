import { expect, test, uncached } from './fixtures.ts';

// Decision 024: the footer, the blocks and the header's static parts are server-only subtrees whose HTML is made once per
// content and reused. What a visitor gets must not change: the same landmarks and ids, pages that
// hydrate without a mismatch (the fixture fails a test on any console error), and client-side
// navigation that shows the next page's blocks (runtime.spec.ts, "prefetch and navigation").

/**
 * A run against a build made with every speed trick off (`npm run test:e2e:plain`): no fragment
 * anywhere, and the page is the same to a visitor.
 */
const plain = process.env.PERF_TRICKS === 'off';
/** What a page made with the trick has, and one made without it has not. */
const fragment = (html: string, name: string) =>
  plain ? expect(html).not.toContain('data-prerendered') : expect(html).toContain(name);

/** Ids that occur more than once in the document. */
const duplicateIds = () =>
  Object.entries(
    [...document.querySelectorAll('[id]')].reduce<Record<string, number>>((seen, el) => {
      seen[el.id] = (seen[el.id] ?? 0) + 1;
      return seen;
    }, {}),
  )
    .filter(([, n]) => n > 1)
    .map(([id]) => id);

test.describe('prerendered fragments', () => {
  test('footer and blocks arrive prerendered; landmarks, headings and ids are as before', async ({
    page,
  }) => {
    // Twice: made on the first render, taken from the fragment cache on the second.
    for (const path of [uncached('/borger/affald-og-genbrug/'), '/borger/affald-og-genbrug/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      fragment(html, 'data-prerendered="footer"');
      fragment(html, 'data-prerendered="BlockAccordion"');
      // The header's static parts; the burger menu and the language link are rendered as usual.
      for (const part of ['header-service-links', 'header-search', 'header-main-nav'])
        fragment(html, `data-prerendered="${part}"`);
      await page.locator('[data-menu="enhanced"]').waitFor();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      // An accordion from a fragment still opens (native <details>).
      const summary = page
        .locator(plain ? 'main details > summary' : '[data-prerendered="BlockAccordion"] summary')
        .first();
      await summary.click();
      await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
      expect(await page.evaluate(duplicateIds)).toEqual([]);
    }
  });

  test('a block holding a client component (the call-to-action box’s Button) renders as usual', async ({
    page,
  }) => {
    const response = await page.goto('/borger/');
    const html = await response!.text();
    fragment(html, 'data-prerendered="BlockLinkList"');
    expect(html).not.toContain('data-prerendered="BlockCtaBox"');
    await page.locator('[data-menu="enhanced"]').waitFor();
    const box = page.getByRole('region', { name: 'Book tid i Borgerservice' });
    await expect(box).toBeVisible();
    await expect(box.getByRole('link')).toHaveAttribute('href', /\S/);
    expect(await page.evaluate(duplicateIds)).toEqual([]);
  });

  test('the header search of a search page keeps what was typed, rendered as usual', async ({
    page,
  }) => {
    const response = await page.goto('/soeg/?cludoquery=affald');
    const html = await response!.text();
    expect(html).not.toContain('data-prerendered="header-search"');
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('affald');
  });
});
