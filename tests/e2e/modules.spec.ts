import type { Page } from '@playwright/test';
import { FLAGS_ON_PORT, SAMPLE_BACKEND_PORT } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * The page modules against the sample backend in the real packages' shapes: feedback to
 * Limbo.Umbraco.Feedback (`POST /api/feedback`), subscriptions to Limbo.Subscriptions (token
 * endpoint + GraphQL `createSubscriber`). The second instance (FLAGS_ON_PORT) runs without
 * SUBSCRIPTIONS_API_KEY / SUBSCRIPTIONS_AUTH_PATH.
 */

const PAGE = '/borger/parkering/';
/** A well-formed GUID that the sample backend knows no page for. */
const UNKNOWN_PAGE_KEY = '0f0e0d0c-0b0a-4909-8807-060504030201';

/** Waits until React has hydrated the module's form (so a click is sent with fetch). */
async function hydrated(page: Page, module: '#feedback' | '#subscription') {
  await page.waitForFunction((selector) => {
    const form = document.querySelector(`${selector} form`);
    return !!form && Object.keys(form).some((k) => k.startsWith('__react'));
  }, module);
}

test.describe('feedback', () => {
  test('with JavaScript: confirmed in place', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page, '#feedback');
    const module = page.locator('#feedback');
    await module.getByRole('button', { name: 'Ja' }).click();
    await expect(module.getByRole('status')).toContainText('Tak for din feedback');
    await expect(page).toHaveURL(/\/borger\/parkering\/$/);
  });

  test('with JavaScript: a failing backend asks to try again later', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page, '#feedback');
    const module = page.locator('#feedback');
    await module.getByRole('textbox').fill('fejl-test');
    await module.getByRole('button', { name: 'Nej' }).click();
    await expect(module.getByText('Der opstod en fejl. Prøv igen senere.')).toBeVisible();
  });

  test('without JavaScript: post, redirect, confirmation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.locator('#feedback').getByRole('textbox').fill('Tak for en god side');
    await page.locator('#feedback').getByRole('button', { name: 'Nej' }).click();
    await expect(page).toHaveURL(/\/borger\/parkering\/\?feedback=sent#feedback-status$/);
    await expect(page.locator('#feedback')).toContainText('Tak for din feedback');
    await context.close();
  });

  test('the form carries the envelope keys, never the rating GUIDs', async ({ page }) => {
    await page.goto(PAGE);
    const module = page.locator('#feedback');
    const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    await expect(module.locator('input[name="siteKey"]')).toHaveValue(guid);
    await expect(module.locator('input[name="pageKey"]')).toHaveValue(guid);
    await expect(module.locator('button[name="rating"][value="yes"]')).toHaveCount(1);
    await expect(module.locator('button[name="rating"][value="no"]')).toHaveCount(1);
    expect(await page.content()).not.toContain('0000-0000-0001-00000000');
  });

  test('a page the backend does not know: a clear message, with and without JavaScript', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'allow-console', description: 'status of 422' });
    await page.goto(PAGE);
    const siteKey = await page.locator('#feedback input[name="siteKey"]').inputValue();

    // Without JavaScript: 303 back to the page with the outcome, and the message shown there.
    const res = await page.request.post('/api/feedback', {
      form: { siteKey, pageKey: UNKNOWN_PAGE_KEY, rating: 'yes', returnTo: PAGE },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe(`${PAGE}?feedback=refused#feedback-status`);
    await page.goto(`${PAGE}?feedback=refused`);
    await expect(page.locator('#feedback')).toContainText('Vi kunne ikke modtage din feedback');

    // With JavaScript.
    await page.goto(PAGE);
    await hydrated(page, '#feedback');
    await page
      .locator('#feedback input[name="pageKey"]')
      .evaluate((input: HTMLInputElement, key) => (input.value = key), UNKNOWN_PAGE_KEY);
    await page.locator('#feedback').getByRole('button', { name: 'Ja' }).click();
    await expect(page.locator('#feedback').getByRole('status')).toContainText(
      'Vi kunne ikke modtage din feedback',
    );
  });

  test('hidden fields are checked: a key that is not a GUID never reaches the backend', async ({
    page,
  }) => {
    const res = await page.request.post('/api/feedback', {
      form: { siteKey: '1100', pageKey: '1202', rating: 'yes', returnTo: PAGE },
      headers: { accept: 'application/json' },
    });
    expect(res.status()).toBe(422);
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'form', code: 'invalid' }],
    });
  });

  test('a script in the comment is sent as plain text and never shown as HTML', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrated(page, '#feedback');
    const module = page.locator('#feedback');
    await module
      .getByRole('textbox')
      .fill('<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">');
    const reply = page.waitForResponse('**/api/feedback');
    await module.getByRole('button', { name: 'Nej' }).click();
    expect(await (await reply).json()).toEqual({ status: 'sent' });
    await expect(module.getByRole('status')).toContainText('Tak for din feedback');
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
  });

  test('an oversized form post gets a clear 413; a cross-site post a 403', async ({ page }) => {
    await page.goto(PAGE);
    const siteKey = await page.locator('#feedback input[name="siteKey"]').inputValue();
    const pageKey = await page.locator('#feedback input[name="pageKey"]').inputValue();
    const big = await page.request.post('/api/feedback', {
      form: { siteKey, pageKey, rating: 'yes', comment: 'x'.repeat(40_000) },
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain('Formularen er for stor');
    const cross = await page.request.post('/api/feedback', {
      form: { siteKey, pageKey, rating: 'yes' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status()).toBe(403);
  });
});

test.describe('subscription', () => {
  // Regression: an address that already subscribed got its own response (`?subscription=exists`),
  // which told anyone whether that address subscribes.
  test('an address that already subscribes gets the response a new one gets, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    const thanks = async (email: string) => {
      await page.goto(PAGE);
      await hydrated(page, '#subscription');
      const module = page.locator('#subscription');
      await module.getByLabel('Navn').fill('Ada Lovelace');
      await module.getByLabel('Din e-mailadresse').fill(email);
      await module.getByRole('button', { name: 'Abonnér' }).click();
      await expect(module.getByRole('status')).toContainText('Tak – du abonnerer nu på siden');
      return module.innerText();
    };
    expect(await thanks('allerede@example-kommune.dk')).toBe(
      await thanks(`e2e-${Date.now()}@example.dk`),
    );
    const plain = async (email: string) => {
      const res = await page.request.post('/api/subscriptions', {
        form: { pageId: '1202', name: 'Ada', email, returnTo: PAGE },
        maxRedirects: 0,
      });
      return res.headers().location;
    };
    expect(await plain('allerede@example-kommune.dk')).toBe(
      await plain(`e2e-plain-${Date.now()}@example.dk`),
    );
    // An old link with the outcome that no longer exists shows the empty form, not a claim.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const old = await context.newPage();
    await old.goto(`${PAGE}?subscription=exists`);
    await expect(old.locator('#subscription-status')).toHaveText('');
    expect(await old.content()).not.toMatch(/abonnerer allerede/);
    await context.close();
  });

  test('without JavaScript: subscribed, with thanks that say what happens next', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const module = page.locator('#subscription');
    await module.getByLabel('Navn').fill('Ada Lovelace');
    await module.getByLabel('Din e-mailadresse').fill(`nojs-${Date.now()}@example.dk`);
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(page).toHaveURL(/subscription=subscribed#subscription-status$/);
    await expect(page.locator('#subscription')).toContainText(
      'Vi sender en e-mail til adressen om abonnementet. Derefter får du en e-mail, når indholdet på siden bliver opdateret.',
    );
    await context.close();
  });

  test('a name is required: the server says so when the browser does not', async ({ page }) => {
    await page.goto(PAGE);
    const pageId = await page.locator('#subscription input[name="pageId"]').inputValue();
    const res = await page.request.post('/api/subscriptions', {
      form: { pageId, name: ' ', email: 'navnlos@example.dk', returnTo: PAGE },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe(
      `${PAGE}?subscription=invalid&subscription-error=name.required#subscription-summary`,
    );
  });

  test('with JavaScript: a failing backend asks to try again later', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page, '#subscription');
    const module = page.locator('#subscription');
    await module.getByLabel('Navn').fill('Ada Lovelace');
    await module.getByLabel('Din e-mailadresse').fill(`fejl-${Date.now()}@example.dk`);
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(module.getByRole('status')).toHaveText(
      'Fejl: Der opstod en fejl. Prøv igen senere.',
    );
  });

  test('a revoked token is replaced without the visitor noticing', async ({ page, request }) => {
    await page.goto(PAGE);
    await hydrated(page, '#subscription');
    const module = page.locator('#subscription');
    await module.getByLabel('Navn').fill('Ada Lovelace');
    await module.getByLabel('Din e-mailadresse').fill(`first-${Date.now()}@example.dk`);
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(module.getByRole('status')).toContainText('Tak – du abonnerer nu på siden');

    const revoked = await request.post(
      `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/__sample/revoke-tokens`,
    );
    expect(revoked.status()).toBe(204);
    // The site still holds the revoked token: its first GraphQL call is refused, it fetches a
    // new token and retries once.
    await page.goto(PAGE);
    await hydrated(page, '#subscription');
    await module.getByLabel('Navn').fill('Ada Lovelace');
    await module.getByLabel('Din e-mailadresse').fill(`second-${Date.now()}@example.dk`);
    await module.getByRole('button', { name: 'Abonnér' }).click();
    await expect(module.getByRole('status')).toContainText('Tak – du abonnerer nu på siden');
  });

  test('the token never reaches the browser', async ({ page }) => {
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      // Documents, RSC payloads and JSON answers (not the bundles: library code may say "Bearer").
      const body = /json|html|x-component/.test(type) ? await response.text().catch(() => '') : '';
      seen.push({ url: response.url(), headers: response.headers(), body });
    });
    await page.goto(PAGE);
    await hydrated(page, '#subscription');
    const module = page.locator('#subscription');
    await module.getByLabel('Navn').fill('Ada Lovelace');
    await module.getByLabel('Din e-mailadresse').fill(`token-${Date.now()}@example.dk`);
    const reply = page.waitForResponse('**/api/subscriptions');
    await module.getByRole('button', { name: 'Abonnér' }).click();
    const res = await reply;
    expect(await res.json()).toEqual({ status: 'subscribed' });
    await expect(module.getByRole('status')).toContainText('Tak – du abonnerer nu på siden');

    // The browser only ever talks to the site, and nothing it gets carries a bearer token.
    expect(seen.length).toBeGreaterThan(0);
    for (const { url, headers, body } of seen) {
      // The backend's port serves media (MEDIA_BASE_URL defaults to it), never anything else.
      const { port, pathname } = new URL(url);
      if (port === String(SAMPLE_BACKEND_PORT)) expect(pathname, url).toMatch(/^\/media\//);
      expect(JSON.stringify(headers), url).not.toMatch(/bearer|sample-subscriptions-key/i);
      expect(body, url).not.toMatch(/tokenExpiresIn|sample-subscriptions-key|bearer/i);
    }
    expect(res.headers()['authorization']).toBeUndefined();
    expect(res.headers()['set-cookie']).toBeUndefined();
  });

  test('unconfigured: no module, and the endpoint answers 404', async ({ request }) => {
    const site = `http://localhost:${FLAGS_ON_PORT}`;
    const html = await (await request.get(`${site}${PAGE}`)).text();
    expect(html).toContain('id="feedback"');
    expect(html).not.toContain('id="subscription"');
    const res = await request.post(`${site}/api/subscriptions`, {
      form: { pageId: '1202', name: 'Ada', email: 'ada@example.dk', returnTo: PAGE },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(404);
  });
});
