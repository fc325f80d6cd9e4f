import { expect, test } from './fixtures.ts';
import { SITE_PORT } from '../../playwright.config.ts';

test.describe('content pages', () => {
  test('front page: status, language, landmarks, skip link, blocks', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    // `htmlAttrs.lang` from the page's vue-meta.
    await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK');
    await expect(page).toHaveTitle(/Eksempel Kommune/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Gå til hovedindhold' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });

  test('content page: breadcrumb, title, rich text, fact box, last updated', async ({ page }) => {
    const res = await page.goto('/borger/parkering/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parkering');
    const crumbs = page.getByRole('navigation', { name: 'Brødkrumme' });
    await expect(crumbs.getByRole('link', { name: 'Forside' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('complementary').first()).toBeVisible();
    await expect(page.getByText('Sidst opdateret')).toBeVisible();
  });

  test('head metadata: title, description, canonical, Open Graph', async ({ page }) => {
    await page.goto('/borger/');
    await expect(page).toHaveTitle('Borger | Eksempel Kommune');
    const meta = (sel: string) => page.locator(sel).first();
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', /affald/);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:${SITE_PORT}/borger/`,
    );
    // og:title as the backend's vue-meta gives it; og:image filled in from the intro image.
    await expect(meta('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Borger | Eksempel Kommune',
    );
    await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test('noIndex pages carry robots noindex', async ({ page }) => {
    const res = await page.goto('/skjult-side/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  test('a path with Danish letters', async ({ page }) => {
    const res = await page.goto('/børn-og-unge/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Børn og unge');
  });

  test('list page paginates with ?page=N, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/nyheder/'))?.status()).toBe(200);
    await expect(page.getByText('30 resultater')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Sider' });
    await expect(pager.getByRole('link', { name: 'Side 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pager.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/\/nyheder\/\?page=2#list-results$/);
    await expect(pager.getByRole('link', { name: 'Side 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The items sit below the list's heading, its count (decision 032).
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles).toHaveLength(12);
    await page.goto('/nyheder/?page=3');
    expect(await page.locator('main article h3').count()).toBe(6);
    await context.close();
  });

  test('English and German front pages set <html lang>', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    expect((await page.request.get('/de/')).headers()['content-language']).toBe('de');
    await page.goto('/borger/?overwrite-lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown template falls back to the fallback layout', async ({ page }) => {
    expect((await page.goto('/diverse/'))?.status()).toBe(200);
    await expect(page.locator('[data-layout="fallback-layout"]')).toBeVisible();
  });

  test('unknown and malformed blocks are skipped; the rest of the page renders', async ({
    page,
  }) => {
    expect((await page.goto('/test-ukendt-blok/'))?.status()).toBe(200);
    const paragraphs = await page.locator('main article p').allTextContents();
    expect(paragraphs.join(' ')).not.toContain('42');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
  });

  test('hostile rich text is neutralised', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    expect((await page.goto('/test-farlig-tekst/'))?.status()).toBe(200);
    const html = await page.locator('main').innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style="/i);
    await expect(page.getByRole('link', { name: 'tilbud til borgere' })).toHaveAttribute(
      'href',
      '/borger/',
    );
    expect(dialogs).toBe(0);
  });

  test('pages work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto('/borger/affald-og-genbrug/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
