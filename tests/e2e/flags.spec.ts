import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { FLAGS_ON_PORT, SITE_PORT } from '../../playwright.config.ts';
import { expect, test, uncached } from './fixtures.ts';

// Decision 020: the four feature flags (on on the second instance, off on the first), the
// components overview's theme switch, widths and props, and the logins for the tools pages.

const ON = `http://localhost:${FLAGS_ON_PORT}`;
const OFF = `http://localhost:${SITE_PORT}`;
const PAGE = '/borger/parkering/';
const LONG_PAGE = '/borger/alle-blokke/';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Waits until React has hydrated the element (a click then goes to its handler). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
}

/** Stand-ins for the second instance's third-party scripts (Monsido, Cludo), as runtime.spec does. */
async function stubThirdParties(target: Page | BrowserContext) {
  await target.route('https://app-script.monsido.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await target.route('https://customer.cludo.com/**', (route) =>
    route.fulfill({
      contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
      body: route.request().url().endsWith('.css')
        ? ''
        : 'window.Cludo = function () { this.init = function () {}; };',
    }),
  );
}

test.describe('SHOW_GO_TO_TOP_BUTTON', () => {
  test('off: no link', async ({ page }) => {
    await page.goto(`${OFF}${LONG_PAGE}`);
    await expect(page.locator('a[href="#top"]')).toHaveCount(0);
  });

  test('without JavaScript: a plain link at the end of the page that leads to the top', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ON}${LONG_PAGE}`);
    const link = page.getByRole('link', { name: 'Til toppen' });
    await expect(link).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test('with JavaScript: appears after scrolling, keyboard reachable with a visible focus ring', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto(`${ON}${LONG_PAGE}`);
    await hydrated(page, 'body > *');
    await expect(page.locator('a[href="#top"]')).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    const link = page.getByRole('link', { name: 'Til toppen' });
    await expect(link).toBeVisible();
    await link.focus();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
    // English and German labels.
    await page.goto(`${ON}${LONG_PAGE}?overwrite-lang=en`);
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('link', { name: 'Back to top' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('CLIMATE_BUTTON', () => {
  test('off: no button, the endpoint is 404 and a cookie changes nothing', async ({ request }) => {
    const html = await (await request.get(`${OFF}${PAGE}`)).text();
    expect(html).not.toContain('action="/api/theme"');
    const res = await request.post(`${OFF}/api/theme`, {
      form: { climate: 'on', returnTo: PAGE },
      headers: { origin: OFF },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(404);
    const withCookie = await request.get(`${OFF}${uncached(PAGE)}`, {
      headers: { cookie: 'kommune_theme=energy-saver' },
    });
    expect(await withCookie.text()).not.toContain('data-theme="energy-saver"');
  });

  test('with JavaScript: switches at once, and the server remembers it without a flash', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: ON });
    await stubThirdParties(context);
    const page = await context.newPage();
    await page.goto(PAGE);
    const button = page.getByRole('button', { name: 'Klimavenlig visning' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await hydrated(page, 'form[action="/api/theme"] button');
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'energy-saver');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Klimavenlig visning er slået til.')).toBeVisible();
    // The next document comes from the server in that theme, images at the climate quality.
    const next = await context.request.get(PAGE);
    const html = await next.text();
    expect(html).toMatch(/<html lang="da(-DK)?" data-theme="energy-saver"/);
    expect(html).toContain('quality=60');
    expect(html).not.toContain('quality=80');
    expect(html).toContain('aria-pressed="true"');
    // Someone else, right after, gets the site's theme, from the cache or not.
    const other = await (await fetch(`${ON}${PAGE}`)).text();
    expect(other).not.toContain('data-theme="energy-saver"');
    expect(other).toContain('quality=80');
    await page.reload();
    expect(await axe(page)).toEqual([]);
    // And off again.
    await hydrated(page, 'form[action="/api/theme"] button');
    await page.getByRole('button', { name: 'Klimavenlig visning' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'energy-saver');
    const after = await (await context.request.get(PAGE)).text();
    expect(after).not.toContain('data-theme="energy-saver"');
    await context.close();
  });

  test('without JavaScript: the form posts, comes back (303) and the page is in the theme', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: ON, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Klimavenlig visning' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'energy-saver');
    await expect(page.getByRole('button', { name: 'Klimavenlig visning' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await context.close();
  });

  test('hostile requests: wrong method, cross-site, oversized, bad value, off-site return', async ({
    request,
  }) => {
    expect((await request.get(`${ON}/api/theme`)).status()).toBe(405);
    const cross = await request.post(`${ON}/api/theme`, {
      form: { climate: 'on' },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(cross.status()).toBe(403);
    expect(cross.headers()['set-cookie']).toBeUndefined();
    const big = await request.post(`${ON}/api/theme`, {
      form: { climate: 'on', x: 'a'.repeat(20_000) },
      headers: { origin: ON },
      maxRedirects: 0,
    });
    expect(big.status()).toBe(413);
    const bad = await request.post(`${ON}/api/theme`, {
      form: { climate: 'dark' },
      headers: { origin: ON },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    const offSite = await request.post(`${ON}/api/theme`, {
      form: { climate: 'on', returnTo: '//evil.example/' },
      headers: { origin: ON },
      maxRedirects: 0,
    });
    expect(offSite.status()).toBe(303);
    expect(offSite.headers().location).toBe('/');
    // A forged cookie value is no choice.
    const forged = await request.get(`${ON}${uncached(PAGE)}`, {
      headers: { cookie: 'kommune_theme=<script>' },
    });
    expect(forged.status()).toBe(200);
    expect(await forged.text()).not.toContain('data-theme="energy-saver"');
  });
});

test.describe('TOAST_NOTIFICATIONS', () => {
  test('off: the confirmation stays inline only', async ({ page }) => {
    await page.goto(`${OFF}${PAGE}`);
    await expect(page.locator('[aria-live="polite"][class*="region"]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Beskeder' })).toHaveCount(0);
  });

  test('on: a sent feedback shows a toast that can be closed; the inline message stays', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto(`${ON}${PAGE}`);
    const region = page.getByRole('region', { name: 'Beskeder' });
    await expect(region).toHaveCount(1);
    await hydrated(page, '#feedback form');
    await page.locator('#feedback').getByRole('button', { name: 'Ja' }).click();
    const toast = region.locator('[data-toast]');
    await expect(toast).toHaveText('Tak for din feedback');
    await expect(page.locator('#feedback')).toContainText('Tak for din feedback');
    // Focus on the toast holds it while axe looks (WCAG 2.2.1: it waits for the reader), and the
    // close button works from the keyboard.
    const close = toast.getByRole('button', { name: 'Luk beskeden' });
    await close.focus();
    expect(await axe(page)).toEqual([]);
    await expect(toast).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
  });

  test('on: "link copied" in the share module is a toast too', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: ON });
    await stubThirdParties(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ON });
    const page = await context.newPage();
    await page.goto(PAGE);
    const copy = page.locator('#share [data-action="copy-link"]');
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(
      page.getByRole('region', { name: 'Beskeder' }).locator('[data-toast]'),
    ).toHaveCount(1);
    await context.close();
  });
});

test.describe('UMBRACO_URL_REDIRECT', () => {
  test('on: another address of a page answers 301 to its Umbraco URL, query kept', async ({
    request,
  }) => {
    const res = await request.get(`${ON}/p-tilladelse/?x=1`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/borger/parkering/?x=1');
    // Its own address renders.
    expect((await request.get(`${ON}${PAGE}`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('on: a client-side navigation to such an address ends on the Umbraco URL', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await page.goto(`${ON}${PAGE}`);
    await hydrated(page, 'body > *');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/p-tilladelse/';
      a.textContent = 'alias';
      a.id = 'alias-link';
      document.querySelector('main')?.append(a);
    });
    await page.locator('#alias-link').click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('off: the page renders at that address; backend redirects are followed either way', async ({
    request,
  }) => {
    const res = await request.get(`${OFF}/p-tilladelse/`, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Parkering');
    for (const origin of [ON, OFF]) {
      const moved = await request.get(`${origin}/gammel-side/`, { maxRedirects: 0 });
      expect(moved.status(), origin).toBe(301);
      expect(moved.headers().location, origin).toBe('/borger/affald-og-genbrug/');
    }
  });
});

test.describe('logins for the tools pages', () => {
  const playgrounds = [
    '/__tools/theme-playground/',
    '/__tools/color-list-playground/',
    '/__tools/typography-playground/',
    '/theme-playground/',
    '/color-list-playground/',
  ];

  test('anonymous: HTML 302 and RSC 401 to the login with returnUrl; the dictionary and demos stay open', async ({
    request,
  }) => {
    for (const path of playgrounds) {
      const res = await request.get(`${ON}${path}?a=1`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe(
        `/__login/?returnUrl=${encodeURIComponent(`${path}?a=1`)}`,
      );
      expect(res.headers()['cache-control'], path).toBe('no-store');
    }
    const rsc = await request.get(`${ON}/RSC/R/___tools/theme-playground.txt`, {
      maxRedirects: 0,
    });
    expect(rsc.status()).toBe(401);
    expect(rsc.headers().location).toBe('/__login/?returnUrl=%2F__tools%2Ftheme-playground%2F');
    // Encoded letters cannot walk past the guard.
    const encoded = await request.get(`${ON}/__tools/theme-pl%61yground/`, { maxRedirects: 0 });
    expect([301, 302]).toContain(encoded.status());
    expect(encoded.headers().location).not.toBeUndefined();
    for (const path of [
      '/__tools/frontend-dictionary/',
      '/__demo/muni-test/',
      '/__demo/kultunaut-list/',
    ]) {
      expect((await request.get(`${ON}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    // Flag off: 404 for everyone, before any login.
    expect(
      (await request.get(`${OFF}/__tools/theme-playground/`, { maxRedirects: 0 })).status(),
    ).toBe(404);
  });

  test('the login sends the site builder back to the playground', async ({ page }) => {
    await page.goto(`${ON}/__tools/color-list-playground/`);
    await expect(page).toHaveURL(/\/__login\/\?returnUrl=%2F__tools%2Fcolor-list-playground%2F$/);
    await page.getByLabel('Brugernavn').fill('demo');
    await page.getByLabel('Adgangskode').fill('demo');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(`${ON}/__tools/color-list-playground/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farveliste');
  });
});

test.describe('components overview', () => {
  test('theme switch without JavaScript: the examples, not the tools bar, take the theme', async ({
    context,
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login();
    await page.goto('/__limbo/components-overview/');
    await page.getByLabel('Tema for eksemplerne').selectOption('dark');
    await page.getByRole('button', { name: 'Vis tema' }).click();
    await expect(page).toHaveURL(/\?theme=dark$/);
    const preview = page.locator('[data-catalog-preview]');
    await expect(preview).toHaveAttribute('data-theme', 'dark');
    const canvas = await page
      .locator('[data-catalog-preview] details > div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(canvas).toBe('rgb(18, 18, 18)');
    const bar = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(bar).not.toBe('rgb(232, 232, 232)');
    // An unknown theme is ignored.
    const odd = await context.request.get('/__limbo/components-overview/?theme=%3Cscript%3E');
    expect(odd.status()).toBe(200);
    expect(await odd.text()).not.toContain('data-theme="<');
  });

  test('a width per example loads the example alone in a frame of that width; props as data', async ({
    context,
    login,
    page,
  }) => {
    test.setTimeout(90_000);
    await login();
    await page.goto('/__limbo/components-overview/?theme=energy-saver');
    const frame = page.locator('#eksempel-Button-primary');
    await frame.getByRole('link', { name: '768 px' }).click();
    await expect(page).toHaveURL(/bredde=eksempel-Button-primary%40768#eksempel-Button-primary$/);
    const iframe = frame.locator('iframe');
    await expect(iframe).toHaveAttribute('width', '768');
    const inner = page.frameLocator('#eksempel-Button-primary iframe');
    await expect(inner.getByRole('button').first()).toBeVisible();
    expect(await iframe.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      768,
    );
    await expect(inner.locator('[data-theme="energy-saver"]')).toHaveCount(1);
    await frame.getByText('Props som data (primary)').click();
    await expect(frame.locator('pre')).toContainText('"children"');
    expect(await axe(page)).toEqual([]);
    // One example alone, and an unknown one.
    const alone = await context.request.get('/__limbo/components-overview/?vis=findes-ikke');
    expect(alone.status()).toBe(200);
    expect(await alone.text()).toContain('Eksemplet findes ikke');
  });

  test('anonymous: the single-example view is behind the login too', async ({ request }) => {
    const res = await request.get(
      `${OFF}/__limbo/components-overview/?vis=eksempel-Button-primary`,
      { maxRedirects: 0 },
    );
    expect(res.status()).toBe(302);
  });
});
