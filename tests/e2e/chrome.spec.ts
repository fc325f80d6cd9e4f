import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { SAMPLE_BACKEND_PORT } from '../../playwright.config.ts';
import { expect, test, uncached } from './fixtures.ts';

test.describe('burger menu', () => {
  test('works by keyboard: aria-expanded, focus inside, Escape returns focus', async ({ page }) => {
    await page.goto('/borger/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(menu.getByRole('link', { name: 'Affald og genbrug' })).toBeVisible();
    await page.keyboard.press('Tab');
    const focusedInside = await page.evaluate(
      () => !!document.activeElement?.closest('[data-menu="enhanced"]'),
    );
    expect(focusedInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test('opens and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/borger/');
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(menu).toBeHidden();
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Affald og genbrug' }).click();
    await expect(page).toHaveURL(/\/borger\/affald-og-genbrug\/$/);
    await context.close();
  });

  test('has the language selector from site.cultures', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const languages = page.getByRole('navigation', { name: 'Sprog' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('header and footer', () => {
  test('search submits with GET to the site search page', async ({ page }) => {
    await page.goto('/borger/');
    await page.getByRole('searchbox', { name: 'Søg på sitet' }).fill('affald');
    await page.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/da\/soegning\/\?cludoquery=affald$/);
  });

  test('footer: address links, columns, accessibility statement, tag line', async ({ page }) => {
    await page.goto('/borger/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:+45"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Tilgængelighedserklæring' })).toHaveAttribute(
      'href',
      /was\.digst\.dk/,
    );
    await expect(page.locator('[data-block="footer-tagline"]')).toHaveText(
      'Sammen om det gode liv',
    );
    await expect(footer.locator('[data-branding]')).toHaveCount(0);
    const logoWidth = await footer
      .locator('img')
      .first()
      .evaluate((img) => img.getBoundingClientRect().width);
    expect(logoWidth).toBeLessThanOrEqual(176);
  });

  test('a local favicon is linked', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await page.request.get('/favicon.svg')).status()).toBe(200);
  });
});

test.describe('content page', () => {
  test('long read: reading time and a table of contents that links to the headings', async ({
    page,
  }) => {
    await page.goto('/om-kommunen/');
    await expect(page.getByText(/Læsetid: \d+ min\./)).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Indhold på siden' });
    const first = toc.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await first.click();
    await expect(page.locator(href!)).toBeInViewport();
  });

  test('start blocks above the article, end blocks below it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-region="start"]')).toHaveCount(1);
    const order = await page.evaluate(() => {
      const start = document.querySelector('[data-region="start"]');
      const article = document.querySelector('main article');
      return (
        !!start &&
        !!article &&
        !!(start.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(order).toBe(true);
  });

  test('share and print actions', async ({ page }) => {
    await page.goto('/borger/parkering/');
    await expect(page.getByRole('button', { name: 'Udskriv' })).toBeVisible();
    await page.getByRole('link', { name: 'Del siden' }).first().click();
    await expect(page.getByRole('heading', { name: 'Del siden' })).toBeInViewport();
    await expect(page.locator('#share').getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    );
  });
});

test.describe('modules', () => {
  test('feedback with JavaScript: confirmed in place', async ({ page }) => {
    await page.goto('/borger/parkering/');
    const module = page.locator('#feedback');
    await module.getByRole('button', { name: 'Ja' }).click();
    await expect(module.getByRole('status')).toHaveText('Bekræftet. Du kan nu lukke siden.');
    await expect(page).toHaveURL(/\/borger\/parkering\/$/);
  });

  test('feedback with JavaScript: a failing backend is reported', async ({ page }) => {
    await page.goto('/borger/parkering/');
    const module = page.locator('#feedback');
    await module.getByRole('textbox').fill('fejl-test');
    await module.getByRole('button', { name: 'Nej' }).click();
    await expect(module.getByText('Der opstod en fejl. Prøv igen senere.')).toBeVisible();
  });

  test('feedback without JavaScript: post, redirect, confirmation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/borger/parkering/');
    await page.locator('#feedback').getByRole('button', { name: 'Nej' }).click();
    await expect(page).toHaveURL(/\/borger\/parkering\/\?feedback=sent#feedback$/);
    await expect(page.locator('#feedback')).toContainText('Bekræftet. Du kan nu lukke siden.');
    await context.close();
  });

  test('subscription with JavaScript: subscribed, then already subscribed', async ({ page }) => {
    await page.goto('/borger/parkering/');
    const module = page.locator('#subscription');
    await module.getByLabel('Din e-mailadresse').fill('allerede@example-kommune.dk');
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(module.getByRole('status')).toHaveText(
      'Du abonnerer allerede på siden med den e-mailadresse.',
    );
    await module.getByLabel('Din e-mailadresse').fill(`e2e-${Date.now()}@example.dk`);
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(module.getByRole('status')).toHaveText('Tak! Du abonnerer nu på siden.');
  });

  test('subscription without JavaScript, and its input errors', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/borger/parkering/');
    await page
      .locator('#subscription')
      .getByLabel('Din e-mailadresse')
      .fill(`nojs-${Date.now()}@example.dk`);
    await page.locator('#subscription').getByRole('button', { name: 'Abonnér' }).click();
    await expect(page).toHaveURL(/subscription=subscribed#subscription$/);
    await expect(page.locator('#subscription')).toContainText('Tak! Du abonnerer nu på siden.');
    // What a browser without validation would send: the server answers with the spec's message.
    await page.goto('/borger/parkering/?subscription=invalid&subscription-error=input.notAllowed');
    await expect(page.locator('#subscription')).toContainText('Værdien er ikke tilladt');
    await context.close();
  });

  test('an oversized form post gets a clear 413; a cross-site post a 403', async ({ page }) => {
    const big = await page.request.post('/api/feedback', {
      form: { siteId: '1100', pageId: '1', rating: 'yes', comment: 'x'.repeat(40_000) },
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain('Formularen er for stor');
    const cross = await page.request.post('/api/feedback', {
      form: { siteId: '1100', pageId: '1', rating: 'yes' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status()).toBe(403);
  });
});

test.describe('themes and accessibility', () => {
  const setTheme = (request: APIRequestContext, alias: string) =>
    request.post(
      `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/__sample/theme${alias ? `?alias=${alias}` : ''}`,
    );

  test.afterEach(async ({ request }) => {
    await setTheme(request, '');
  });

  test('the theme follows the site', async ({ page, request }) => {
    await page.goto('/borger/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
    await setTheme(request, 'dark');
    await page.goto(uncached('/borger/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
  });

  for (const theme of ['default', 'dark']) {
    for (const viewport of [
      { name: 'mobile', width: 375, height: 740 },
      { name: 'desktop', width: 1440, height: 900 },
    ]) {
      test(`axe finds nothing: ${theme} theme, ${viewport.name}`, async ({
        page,
        request,
        backendFault,
      }) => {
        await setTheme(request, theme === 'default' ? '' : theme);
        await page.setViewportSize(viewport);
        for (const path of [
          '/borger/affald-og-genbrug/',
          '/nyheder/',
          '/findes-ikke/',
          '/om-kommunen/',
        ]) {
          await page.goto(uncached(path));
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map(
              (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            ),
          ).toEqual([]);
        }
        await backendFault('down');
        await page.goto(uncached('/borger/'));
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `error page ${v.id}`)).toEqual([]);
      });
    }
  }
});
