import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { REVALIDATE_TOKEN, SAMPLE_BACKEND_PORT, SITE_PORT } from '../../playwright.config.ts';
import { expect, sessionCookie, test } from './fixtures.ts';

// Decision 019: POST /api/revalidate, a backend 404 evicting the cached page, the page inspector.

const BACKEND = `http://127.0.0.1:${SAMPLE_BACKEND_PORT}`;
const SITE = `http://localhost:${SITE_PORT}`;
const auth = { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' };

async function publish(request: APIRequestContext, body: object) {
  const res = await request.post(`${BACKEND}/__sample/publish`, { data: body });
  expect(res.status()).toBe(204);
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

test.afterEach(async ({ request }) => {
  await publish(request, { reset: true });
});

test.describe('POST /api/revalidate', () => {
  test('publish → revalidate → visible: the page cache served the old copy until then', async ({
    page,
    request,
  }) => {
    const path = '/om-kommunen/her-bor-vi/';
    const title = `Her bor vi – udgivet ${Date.now()}`;
    await request.get(path);
    const cached = await request.get(path);
    expect(cached.headers()['x-cache']).toBe('HIT');
    const before = h1Of(await cached.text());
    expect(before).toBeTruthy();

    await publish(request, { url: path, title });
    const stale = await request.get(path);
    expect(stale.headers()['x-cache']).toBe('HIT');
    expect(h1Of(await stale.text())).toBe(before); // the cached copy, not yet the new one

    const started = Date.now();
    const res = await request.post('/api/revalidate', {
      headers: auth,
      data: { url: path },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { dropped: { paths: string[]; page: number } };
    expect(body.dropped.paths).toEqual(expect.arrayContaining([path, '/om-kommunen/', '/']));
    expect(body.dropped.page).toBeGreaterThan(0);
    await expect
      .poll(async () => h1Of(await (await request.get(path)).text()), {
        timeout: 5_000,
        intervals: [50],
      })
      .toBe(title);
    const ms = Date.now() - started;
    console.log(`publish → visible after revalidation: ${ms} ms`);
    expect(ms).toBeLessThan(3_000);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test("Umbraco's content-published payload is understood", async ({ request }) => {
    const res = await request.post('/api/revalidate', {
      headers: {
        ...auth,
        'umb-webhook-event': 'Umbraco.ContentPublish',
        'user-agent': 'Umbraco-Cms/13.5.0',
      },
      data: {
        Name: 'Kontakt',
        Route: {
          Path: '/kontakt/',
          StartItem: { Id: 'c1922956-7855-4fa0-8f2c-7af149a92135', Path: 'forside' },
        },
        Id: 'c1922956-7855-4fa0-8f2c-7af149a92136',
        ContentType: 'contentPage',
        Properties: {},
      },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, named: ['/kontakt/'] });
  });

  test('401 without the token or with a wrong one, with WWW-Authenticate', async ({ request }) => {
    const none = await request.post('/api/revalidate', { data: { url: '/' } });
    expect(none.status()).toBe(401);
    expect(none.headers()['www-authenticate']).toBe('Bearer realm="revalidate"');
    const wrong = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_TOKEN}-not` },
      data: { url: '/' },
    });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['www-authenticate']).toContain('invalid_token');
  });

  test('400 for hostile urls and bodies that are not JSON', async ({ request }) => {
    for (const url of [
      '//evil.example/',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a%2Fb/',
      '/\\evil/',
    ]) {
      const res = await request.post('/api/revalidate', { headers: auth, data: { url } });
      expect(res.status(), url).toBe(400);
      expect(((await res.json()) as { error: string }).error, url).toBeTruthy();
    }
    const garbage = await request.post('/api/revalidate', { headers: auth, data: '{"url":' });
    expect(garbage.status()).toBe(400);
  });

  test('413 for a body over 16 KB, 405 for other methods', async ({ request }) => {
    const big = await request.post('/api/revalidate', {
      headers: auth,
      data: { url: '/', padding: 'x'.repeat(20_000) },
    });
    expect(big.status()).toBe(413);
    // Declared small, sent large (no trust in Content-Length): counted as it arrives.
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: SITE_PORT,
          path: '/api/revalidate',
          method: 'POST',
          headers: auth,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 5; i++) req.write(' '.repeat(5_000));
      req.end('{"url":"/"}');
    });
    expect(chunked).toBe(413);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await request.fetch('/api/revalidate', { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow']).toBe('POST');
    }
  });
});

test('a backend 404 for a cached page evicts it: the unpublished page never comes back', async ({
  request,
}) => {
  const path = '/politik/';
  await request.get(path);
  expect((await request.get(path)).headers()['x-cache']).toBe('HIT');
  await publish(request, { url: path, unpublished: true });
  // Another address of the same page reaches the backend, which says 404 ...
  expect((await request.get(`${path}?utm_source=e2e`)).status()).toBe(404);
  // ... and every cached copy of the page went with it, without any webhook.
  const after = await request.get(path);
  expect(after.status()).toBe(404);
  expect(after.headers()['x-cache']).toBe('MISS');
});

test.describe('page inspector', () => {
  test('anonymous visitors are sent to the login', async ({ request }) => {
    const res = await request.get('/__limbo/page-inspector/?url=/borger/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(/^\/__login\/\?returnUrl=%2F__limbo%2Fpage-inspector/);
  });

  test('shows the answer, warnings and cache state; the button revalidates without JavaScript', async ({
    browser,
    login,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await login({ context });
    const page = await context.newPage();
    await request.get('/borger/'); // an anonymous visitor fills the caches
    await page.goto('/__limbo/');
    await page.getByRole('link', { name: 'Sideinspektør' }).click();
    await page.getByLabel('Sidens adresse').fill('/borger/');
    await page.getByRole('button', { name: 'Vis siden' }).click();
    await expect(page).toHaveURL(/\/__limbo\/page-inspector\/\?url=%2Fborger%2F$/);
    await expect(page.getByRole('heading', { name: 'Cache for /borger/' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Backend (mikrocache)');
    await expect(page.getByText('site', { exact: true })).toBeVisible();
    await expect(page.locator('details[open] pre').last()).toContainText('"url": "/borger/"');

    await page.getByRole('button', { name: 'Genindlæs siden (revalidér)' }).click();
    await expect(page).toHaveURL(/revalidated=\d+/);
    await expect(page.getByRole('status')).toContainText('Siden /borger/ er genindlæst');
    await context.close();
  });

  test('axe finds nothing on an inspected page', async ({ login, page }) => {
    await login();
    await page.goto('/__limbo/page-inspector/?url=/borger/&revalidated=3');
    await expect(page.getByRole('status')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });

  test('hostile addresses get a clear message and no backend call', async ({ login, page }) => {
    await login();
    for (const url of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/a%252F/',
      'x'.repeat(3000),
    ]) {
      const res = await page.goto(`/__limbo/page-inspector/?url=${encodeURIComponent(url)}`);
      expect(res?.status(), url).toBe(200);
      await expect(page.getByRole('alert'), url).toContainText('Adressen kan ikke bruges');
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('its button refuses cross-site posts and visitors without a session', async ({
    request,
  }) => {
    const cookie = await sessionCookie();
    const crossSite = await request.post('/api/_limbo/revalidate', {
      headers: { cookie, origin: 'http://evil.example' },
      form: { url: '/borger/' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const anonymous = await request.post('/api/_limbo/revalidate', {
      headers: { origin: SITE },
      form: { url: '/borger/' },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(401);
    const hostile = await request.post('/api/_limbo/revalidate', {
      headers: { cookie, origin: SITE },
      form: { url: '//evil.example/' },
      maxRedirects: 0,
    });
    expect(hostile.status()).toBe(400);
    const ok = await request.post('/api/_limbo/revalidate', {
      headers: { cookie, origin: SITE },
      form: { url: '/borger/' },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(303);
    expect(ok.headers().location).toMatch(
      /^\/__limbo\/page-inspector\/\?url=%2Fborger%2F&revalidated=\d+$/,
    );
  });
});
