import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FLAGS_ON_PORT, SITE_PORT } from '../../playwright.config.ts';
import { axeViolations, expect, rawGet, test } from './fixtures.ts';

/**
 * Waits for the consent platform's script (the stand-in), which the page loads after hydrating:
 * the settings button shows once the page runs, and reopens the dialog only once it is there.
 */
const platformLoaded = (page: Page) => page.waitForFunction(() => 'CookieConsent' in window);

/**
 * Issue 23, deliverable 6: the consent gate is no dead end, and the footer always links a cookie
 * and privacy page. This instance has no consent platform; FLAGS_ON_PORT runs the sample's
 * stand-in for Cookie Information (playwright.config.ts).
 */

const PLATFORM = `http://localhost:${FLAGS_ON_PORT}`;
const VIDEO = '/borger/video/';

/** The stand-in answers for the third parties the second instance names (nothing leaves). */
async function stubThirdParties(context: BrowserContext) {
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({
      contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
      body: route.request().url().includes('cludo')
        ? 'window.Cludo = function () { this.init = function () {}; };'
        : '',
    }),
  );
}

/** Necessary cookies only, already chosen: the stand-in's banner stays closed. */
async function necessaryOnly(context: BrowserContext, origin: string) {
  await context.addCookies([
    {
      name: 'CookieInformationConsent',
      value: encodeURIComponent(JSON.stringify({ consents_approved: ['cookie_cat_necessary'] })),
      url: origin,
    },
  ]);
}

async function open(browser: Browser, javaScriptEnabled: boolean, url: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  await stubThirdParties(context);
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response };
}

test.describe('the video gate', () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    test(`no consent platform: a direct link to the video at its provider, no dead button (${js})`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, javaScriptEnabled, VIDEO);
      const main = page.getByRole('main');
      await expect(main.locator('iframe')).toHaveCount(0);
      await expect(
        main.getByText(/Videoen afspilles hos YouTube og vises derfor ikke her på siden/),
      ).toBeVisible();
      const link = main.getByRole('link', { name: 'Se videoen på YouTube' });
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
      await expect(main.getByRole('button', { name: 'Åbn cookie-indstillinger' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Læs om cookies' })).toHaveAttribute(
        'href',
        '/cookies/',
      );
      // By keyboard: the link is reachable and is the way to the video.
      await link.focus();
      await expect(link).toBeFocused();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('with a consent platform: the settings button opens it (with JavaScript)', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await stubThirdParties(context);
    await necessaryOnly(context, PLATFORM);
    const page = await context.newPage();
    await page.goto(`${PLATFORM}${VIDEO}`);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Indholdet kan ikke vises på grund af dine nuværende cookie-indstillinger'),
    ).toBeVisible();
    const dialog = page.getByRole('dialog', { name: /Cookie-samtykke/ });
    await expect(dialog).toBeHidden();
    await platformLoaded(page);
    await main.getByRole('button', { name: 'Åbn cookie-indstillinger' }).click();
    await expect(dialog).toBeVisible();
    // The direct link is there too, for whoever would rather not consent.
    await expect(main.getByRole('link', { name: 'Se videoen på YouTube' })).toBeVisible();
    await context.close();
  });

  test('with a consent platform but without JavaScript: no button that cannot work, the link', async ({
    browser,
  }) => {
    const { context, page } = await open(browser, false, `${PLATFORM}${VIDEO}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/nuværende cookie-indstillinger/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Åbn cookie-indstillinger' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Se videoen på YouTube' })).toBeVisible();
    await context.close();
  });
});

test.describe('the footer links the cookie and privacy page', () => {
  const footerLink = (page: Page, name: string) =>
    page.getByRole('contentinfo').getByRole('link', { name });

  for (const [path, name, href] of [
    ['/borger/', 'Cookies og privatliv', '/cookies/'],
    ['/findes-ikke/', 'Cookies og privatliv', '/cookies/'],
    ['/en/', 'Cookies and privacy', '/en/cookies/'],
    ['/de/', 'Cookies und Datenschutz', '/de/cookies/'],
  ] as const) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(footerLink(page, name)).toHaveAttribute('href', href);
    });
  }

  test('by keyboard and with JavaScript: the link opens the built-in page in place', async ({
    page,
  }) => {
    await page.goto('/borger/');
    const link = footerLink(page, 'Cookies og privatliv');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cookies\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookies og privatliv');
    await expect(page).toHaveTitle('Cookies og privatliv | Eksempel Kommune');
  });
});

test.describe('the built-in cookie page', () => {
  for (const [path, lang, title] of [
    ['/cookies/', 'da', 'Cookies og privatliv'],
    ['/en/cookies/', 'en', 'Cookies and privacy'],
    ['/de/cookies/', 'de', 'Cookies und Datenschutz'],
  ] as const) {
    test(`${path}: a real page in its language that says what the site sets`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-language']).toBe(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://localhost:${SITE_PORT}${path}`,
      );
      const names = await page.locator('main h3 code').allTextContents();
      expect(names).toEqual(['kommune_form', '__limbo-authenticated']);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('without JavaScript, and where a consent platform and the climate button are on', async ({
    browser,
  }) => {
    const { context, page } = await open(browser, false, '/cookies/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookies og privatliv');
    await expect(
      page.getByText(/Videoer fra fx YouTube og Vimeo vises ikke på sitet/),
    ).toBeVisible();
    await context.close();
    const withPlatform = await browser.newContext();
    await stubThirdParties(withPlatform);
    await necessaryOnly(withPlatform, PLATFORM);
    const other = await withPlatform.newPage();
    await other.goto(`${PLATFORM}/cookies/`);
    expect(await other.locator('main h3 code').allTextContents()).toEqual([
      'kommune_form',
      'kommune_theme',
      'CookieInformationConsent',
      '__limbo-authenticated',
    ]);
    await platformLoaded(other);
    await other.getByRole('button', { name: 'Åbn cookie-indstillinger' }).click();
    await expect(other.getByRole('dialog', { name: /Cookie-samtykke/ })).toBeVisible();
    await withPlatform.close();
  });

  test('hostile and odd addresses: the canonical model holds', async ({ page, request }) => {
    // Other spellings of the page are moved to it; paths below it are not it.
    for (const [target, location] of [
      ['/cookies', '/cookies/'],
      ['/COOKIES/', '/cookies/'],
      ['/%63ookies/', '/cookies/'],
      ['//cookies/', '/cookies/'],
      ['/en//cookies', '/en/cookies/'],
    ] as const) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(301);
      expect(res.location, target).toBe(location);
    }
    for (const target of ['/cookies/%2e%2e%2f', '/cookies/%00/', '/cookies/%E0%A4%A/']) {
      expect((await rawGet(target)).status, target).toBe(400);
    }
    for (const path of ['/cookies/x/', '/da/cookies/', '/cookies/%3Cscript%3E/']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // A query is never echoed into the page.
    const res = await page.goto('/cookies/?q=%3Cscript%3Ewindow.__x%3D1%3C%2Fscript%3E');
    expect(res?.status()).toBe(200);
    expect(await page.content()).not.toContain('<script>window.__x');
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
    // Pages take GET and HEAD only; the client's RSC payload of the page renders it.
    const post = await request.post('/cookies/', { form: { a: '1' }, maxRedirects: 0 });
    expect(post.status()).toBe(405);
    expect((await request.head('/cookies/')).status()).toBe(200);
    const rsc = await request.get('/RSC/R/cookies.txt');
    expect(rsc.status()).toBe(200);
    expect(await rsc.text()).toContain('kommune_form');
  });
});
