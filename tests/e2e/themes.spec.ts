import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pages } from '../../mocks/fixtures/pages.ts';
import { PROBLEM_PATH } from '../../mocks/fixtures/content-check-pages.ts';
import { themeAliases, themes, type ThemeAlias } from '../../src/styles/themes.ts';
import { expect, setSampleTheme, test, uncached } from './fixtures.ts';

/**
 * Issue 6, deliverable 7: an axe scan of every public route in every theme, with zero violations.
 * The routes come from the sample backend's fixtures, so a new sample page is scanned without
 * touching this file; the themes come from src/styles/themes.ts.
 */

type Entry =
  | { culture: string; content: { list?: unknown } }
  | { redirect: { redirect: string } }
  | { redirectGeneric: { url: string } };
const entries = Object.entries(pages as Record<string, Entry>);

const NOT_FOUND = '/findes-ikke/';
const redirecting = new Set(entries.flatMap(([path, entry]) => ('content' in entry ? [] : [path])));

/** Every fixture page that renders, each list page's second page, and the CMS's 404 page. */
const siteRoutes = [
  ...new Set([
    ...entries.flatMap(([path, entry]) =>
      'content' in entry ? [path, ...(entry.content.list ? [`${path}?page=2`] : [])] : [],
    ),
    // Redirects answer 301/307 and render nothing; their targets are scanned (once) instead.
    ...entries
      .flatMap(([, entry]) =>
        'redirect' in entry
          ? [entry.redirect.redirect]
          : 'redirectGeneric' in entry
            ? [entry.redirectGeneric.url]
            : [],
      )
      // A `/media/…` target is a file on MEDIA_BASE_URL, not a page of this site; a target that
      // redirects again (the content check's redirect ring) renders nothing either.
      .filter((target) => !target.startsWith('/media/') && !redirecting.has(target)),
    NOT_FOUND,
  ]),
  // The content check's sample of editors' mistakes (an empty heading, a skipped level, …) is
  // made to have them: the content check reports it (content-check.spec.ts), axe would too.
].filter((path) => path !== PROBLEM_PATH);

/** Pages scanned at once: the site renders one while axe checks the other (the suite has 2 cores). */
const PARALLEL = 2;

/** A query no earlier request asked for: neither cache has it, so a theme switch shows at once. */
const fresh = (path: string) => uncached(path);

/** `#0a4534` → `rgb(10, 69, 52)`, as getComputedStyle reports it. */
function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The theme is on the page: `<html data-theme>`, and the body painted in the theme's canvas colour. */
async function expectTheme(page: Page, alias: ThemeAlias, where: string) {
  await expect.soft(page.locator('html'), where).toHaveAttribute('data-theme', alias);
  expect
    .soft(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), where)
    .toBe(rgb(themes[alias].siteSettings.colors.canvas));
}

/**
 * Axe's violations (all rules axe runs by default, as in chrome.spec.ts) as one line each: where,
 * which rule, why, and the first elements. For speed, legacy mode runs axe in the page itself
 * instead of opening a blank page per scan to merge frame results (the pages have no iframes:
 * embeds wait for consent), and only violations are collected, not the passes.
 */
async function scan(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (v) =>
      `${where} ${v.id} (${v.impact}): ${v.help} – ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
  );
}

const report = (found: string[]) =>
  `axe violations:\n${found.map((line) => `  ${line}`).join('\n')}`;

test.describe('axe on every public route in every theme', () => {
  test.afterAll(async () => {
    await setSampleTheme('');
  });

  for (const alias of themeAliases) {
    test(`${alias}: ${siteRoutes.length} site routes`, async ({ page }) => {
      test.setTimeout(120_000);
      await setSampleTheme(alias);
      const byRoute = new Map<string, string[]>();
      const errors: string[] = [];
      const extra = await Promise.all(
        Array.from({ length: PARALLEL - 1 }, () => page.context().newPage()),
      );
      // The fixture watches `page` for console errors; the extra pages are watched here.
      for (const other of extra) {
        other.on('pageerror', (err) => errors.push(`page error on ${other.url()}: ${err.message}`));
        other.on('console', (msg) => {
          if (msg.type() === 'error' && !/status of 404/.test(msg.text()))
            errors.push(`console error on ${other.url()}: ${msg.text()}`);
        });
      }
      const queue = [...siteRoutes];
      await Promise.all(
        [page, ...extra].map(async (p) => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const response = await p.goto(fresh(path));
            expect.soft(response?.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
            await expectTheme(p, alias, path);
            // Scan what the visitor ends up with: the hydrated page.
            await p.locator('[data-menu="enhanced"]').waitFor();
            byRoute.set(path, await scan(p, path));
          }
        }),
      );
      expect(errors, 'console errors').toEqual([]);
      const lines = siteRoutes.flatMap((path) => byRoute.get(path) ?? []);
      expect(lines.length, report(lines)).toBe(0);
    });
  }

  /**
   * The login page always comes in the default theme, the error page of a backend that is down in
   * the theme of the last good site data. They are scanned as served, then in every other theme switched on
   * `<html data-theme>` the way the theme playground does, so their components hold in all themes.
   */
  test('generic error page and login page', async ({ page, backendFault }) => {
    test.setTimeout(60_000);
    const found: string[] = [];
    const inEveryTheme = async (where: string, served: ThemeAlias = 'default') => {
      await expectTheme(page, served, where);
      for (const alias of themeAliases) {
        await page.evaluate((a) => (document.documentElement.dataset.theme = a), alias);
        await expectTheme(page, alias, where);
        found.push(...(await scan(page, `${where} [${alias}]`)));
      }
    };
    await page.goto(fresh('/__login/'));
    await expect(page.getByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible();
    await inEveryTheme('/__login/');
    await backendFault('down');
    const response = await page.goto(fresh('/borger/'));
    expect(response?.status()).toBe(502);
    // A 5xx keeps the site's header, footer and theme from the last good site data (the theme
    // the test before this one left on the sample site).
    const lastGood = await page.locator('html').getAttribute('data-theme');
    expect(themeAliases as readonly string[]).toContain(lastGood);
    await inEveryTheme('error page', lastGood as ThemeAlias);
    expect(found.length, report(found)).toBe(0);
  });
});
