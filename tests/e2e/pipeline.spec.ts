import { expect, getWithoutRedirect, rawGet, sessionCookie, test, uncached } from './fixtures.ts';
import { SAMPLE_BACKEND_PORT } from '../../playwright.config.ts';

test.describe('redirects', () => {
  test('a path without trailing slash gets a 301 to the slash form, query kept', async ({
    page,
  }) => {
    let res = await getWithoutRedirect(page, '/borger');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/borger/');
    res = await getWithoutRedirect(page, '/nyheder?page=2');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/nyheder/?page=2');
    res = await getWithoutRedirect(page, '/b%C3%B8rn-og-unge');
    expect(res.headers().location).toBe('/b%C3%B8rn-og-unge/');
  });

  test('doubled slashes inside a path redirect to the single-slash form (regression: 500)', async () => {
    for (const [target, location] of [
      ['/borger//', '/borger/'],
      ['/1234//', '/1234/'],
      ['/borger//parkering/', '/borger/parkering/'],
    ]) {
      const res = await rawGet(target!);
      expect(res.status, target).toBe(301);
      expect(res.location, target).toBe(location);
    }
  });

  test('a leading double slash never redirects off-site', async () => {
    // Sent as a raw request target: a browser or API client would read `//host` as another site.
    const res = await rawGet('//evil.example/path');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/evil.example/path/');
  });

  test('paths with a file extension are left alone and 404 when missing', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/findes-ikke.png');
    expect(res.status()).toBe(404);
  });

  test('backend 301 (meta.redirect) gives 301 with Location', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/gammel-side/');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/borger/affald-og-genbrug/');
    await page.goto('/gammel-side/');
    await expect(page).toHaveURL(/\/borger\/affald-og-genbrug\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affald og genbrug');
  });

  test('backend generic redirect with permanent false gives 307, query kept', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/midlertidig/?kilde=nyhedsbrev');
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe('/borger/?kilde=nyhedsbrev');
  });

  test('/umbraco/* goes to the backend with a 301, at its canonical path', async ({ page }) => {
    const res = await getWithoutRedirect(page, '/Umbraco//backoffice?section=content');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(
      `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/umbraco/backoffice/?section=content`,
    );
  });

  test('an RSC payload of a redirecting page carries a client-side redirect', async ({ page }) => {
    // fetch() would follow an HTTP redirect blindly, so client navigation gets the target in the payload.
    const res = await getWithoutRedirect(page, '/RSC/R/gammel-side.txt');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('/borger/affald-og-genbrug/');
  });
});

test.describe('not found', () => {
  test('an unknown path renders the CMS not-found page with 404', async ({ page }) => {
    const res = await page.goto('/findes-ikke/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  });

  for (const path of ['/element-test/', '/testing-no-data-blocks/']) {
    test(`${path} always answers 404`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
      const bare = await getWithoutRedirect(page, path.slice(0, -1));
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe(path);
    });
  }
});

test.describe('backend faults', () => {
  const cases = [
    ['down', 502],
    ['garbage', 502],
    ['html502', 502],
    ['error500', 500],
    ['slow', 504],
  ] as const;
  for (const [mode, status] of cases) {
    test(`backend ${mode} gives ${status} and the generic error page`, async ({
      page,
      backendFault,
    }) => {
      await backendFault(mode);
      const res = await page.goto(uncached('/borger/'));
      expect(res?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Der opstod en teknisk fejl – fejlkode ${status}`,
      );
      // A technical error, never "not found" (issue 23).
      await expect(
        page.getByText('Siden kan ikke vises lige nu. Prøv igen om lidt.'),
      ).toBeVisible();
      // No history to go back to: a link that says where it goes.
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Gå til forsiden' }),
      ).toBeVisible();
      const body = await page.content();
      expect(body).not.toMatch(/at \w+ \(|node_modules|BackendError|Error:/);
    });
  }

  test('the English error page has the exact texts', async ({ page, backendFault }) => {
    await backendFault('down');
    expect((await page.goto(uncached('/borger/?overwrite-lang=en')))?.status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A technical error occurred – error code 502',
    );
    await expect(
      page.getByText('The page cannot be shown right now. Please try again shortly.'),
    ).toBeVisible();
    await expect(
      page.getByText('Press the button below to go back where you came from.'),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to the front page' }),
    ).toBeVisible();
  });

  test('"go back" returns to the previous page', async ({ page, backendFault }) => {
    await page.goto('/borger/');
    await backendFault('error500');
    await page.goto(uncached('/borger/parkering/'));
    await page.getByRole('button', { name: 'Gå tilbage til forrige side' }).click();
    await expect(page).toHaveURL(/\/borger\/$/);
  });

  test('crawlers get 503 for a failing backend', async ({ page, backendFault }) => {
    await backendFault('down');
    const res = await page.request.get(uncached('/borger/'), {
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect(res.status()).toBe(503);
  });
});

test.describe('what a cache keeps (the probe’s blank page)', () => {
  const SKIP = { 'x-waku-router-skip': '["route:/om-kommunen","root"]' };

  test('a target with dot segments is redirected to its canonical form, never served', async () => {
    for (const [target, location] of [
      ['/a1/../om-kommunen/', '/om-kommunen/'],
      ['/om-kommunen/./', '/om-kommunen/'],
      ['/x/%2e%2e/om-kommunen/', '/om-kommunen/'],
      ['/om-kommunen/?', '/om-kommunen/'],
    ]) {
      const res = await rawGet(target!, SKIP);
      expect(res.status, target).toBe(301);
      expect(res.location, target).toBe(location);
    }
    const absolute = await rawGet('http://localhost/om-kommunen/');
    expect(absolute.status).toBe(400);
  });

  test('asking Waku to skip the route still gives, and keeps, the whole page', async ({ page }) => {
    const path = uncached('/om-kommunen/');
    const skipped = await rawGet(path, SKIP);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toContain('<main');
    expect(skipped.body).toMatch(/<title>Om Eksempel Kommune/);
    // The next visitor gets the kept copy: the whole page.
    const next = await rawGet(path);
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.body).toBe(skipped.body);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Eksempel Kommune');
  });

  test('an RSC payload is kept like its page, whole, whatever the client asked to skip', async ({
    page,
  }) => {
    const path = uncached('/RSC/R/om-kommunen.txt?query=');
    const first = await page.request.get(path, { headers: SKIP });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toMatch(/^text\/x-component/);
    expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
    expect(first.headers()['cache-tag']).toMatch(/page-/);
    expect(first.headers()['x-cache']).toBe('MISS');
    expect(await first.text()).toContain('"route:/om-kommunen"');
    const second = await page.request.get(path);
    expect(second.headers()['x-cache']).toBe('HIT');
  });
});

test.describe('unknown app paths', () => {
  for (const path of ['/__tools/nope/', '/__demo/nope/', '/__login/nope/']) {
    test(`${path} is a plain 404 that shared caches may keep`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      expect(res?.headers()['cache-control']).toBe('public, max-age=3600');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    });
  }
});

test.describe('micro-cache', () => {
  test('anonymous pages are served from the full-page cache; only sessions (and previews) bypass it', async ({
    page,
  }) => {
    const path = uncached('/borger/parkering/');
    expect((await page.request.get(path)).headers()['x-cache']).toBe('MISS');
    const hit = await page.request.get(path);
    expect(hit.headers()['x-cache']).toBe('HIT');
    expect(hit.status()).toBe(200);
    expect(await hit.text()).toContain('<h1>Parkering</h1>');
    // The page reads no consent: one copy serves every consent choice (decision 036, addendum).
    const consent = `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: ['cookie_cat_marketing'] }))}`;
    const chosen = await page.request.get(path, { headers: { cookie: consent } });
    expect(chosen.headers()['x-cache']).toBe('HIT');
    expect(await chosen.text()).toBe(await hit.text());
    const session = await sessionCookie();
    expect(
      (await page.request.get(path, { headers: { cookie: session } })).headers()['x-cache'],
    ).toBeUndefined();
    // Garbage in the session cookie is no session: it cannot make a page skip the cache.
    expect(
      (await page.request.get(path, { headers: { cookie: '__limbo-authenticated=x' } })).headers()[
        'x-cache'
      ],
    ).toBe('HIT');
    // An anonymous cache=false is a query like any other (regression: anyone could skip both
    // caches with it); with a session it renders and asks the backend afresh.
    const anonymous = `${path}&cache=false`;
    expect((await page.request.get(anonymous)).headers()['x-cache']).toBe('MISS');
    expect((await page.request.get(anonymous)).headers()['x-cache']).toBe('HIT');
    const builder = await page.request.get(anonymous, { headers: { cookie: session } });
    expect(builder.headers()['x-cache']).toBeUndefined();
    expect(builder.headers()['cache-control']).toBe('private, no-store');
  });

  test('a page showing a video is kept per consent choice: the player with marketing consent, the gate without', async ({
    page,
  }) => {
    const path = uncached('/borger/video/');
    const marketing = `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: ['cookie_cat_necessary', 'cookie_cat_marketing'] }))}`;
    const none = await page.request.get(path);
    expect(none.headers()['x-cache']).toBe('MISS');
    const consented = await page.request.get(path, { headers: { cookie: marketing } });
    expect(consented.headers()['x-cache']).toBe('MISS');
    expect(await none.text()).not.toContain('<iframe');
    expect(await consented.text()).toContain('<iframe');
    // Each choice from its own copy afterwards.
    const again = await page.request.get(path, { headers: { cookie: marketing } });
    expect(again.headers()['x-cache']).toBe('HIT');
    expect(await again.text()).toContain('<iframe');
    const noneAgain = await page.request.get(path);
    expect(noneAgain.headers()['x-cache']).toBe('HIT');
    expect(await noneAgain.text()).not.toContain('<iframe');
  });

  test('a cached page is still served while the backend is down (stale-if-error)', async ({
    page,
    backendFault,
  }) => {
    const path = uncached('/om-kommunen/her-bor-vi/');
    expect((await page.goto(path))?.status()).toBe(200);
    await backendFault('down');
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Her bor vi');
    expect((await page.goto(uncached('/job/')))?.status()).toBe(502);
  });
});

test.describe('internal endpoints', () => {
  test('GET /api/data answers the validated backend JSON', async ({ page }) => {
    const res = await page.request.get('/api/data?url=/borger/&parts=site');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.meta.code).toBe(200);
    expect(body.site.name).toBe('Eksempel Kommune');
    expect((await page.request.get('/api/data?url=//evil.example')).status()).toBe(400);
  });

  test('health and readiness', async ({ page, backendFault }) => {
    expect((await page.request.get('/healthz')).status()).toBe(200);
    expect((await page.request.get('/readyz')).status()).toBe(200);
    await backendFault('down');
    // One backend call answers /readyz for 2 s.
    await expect.poll(async () => (await page.request.get('/readyz')).status()).toBe(503);
  });

  test('security headers on pages, redirects and errors', async ({ page }) => {
    for (const path of ['/borger/', '/borger', '/findes-ikke/', '/api/data?url=/']) {
      const h = (await getWithoutRedirect(page, path)).headers();
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(h['permissions-policy'], path).toContain('camera=()');
      expect(h['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('every response carries a request id', async ({ page }) => {
    const res = await page.request.get('/borger/');
    expect(res.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

test.describe('methods, bodies and refused URLs (decision 013)', () => {
  test('other methods on pages answer 405 with Allow and a clean page', async ({ page }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await page.request.fetch('/borger/', { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow).toBe('GET, HEAD');
      expect(await res.text()).toContain('Fejlkode 405');
    }
  });

  test('the API answers unknown paths 404 and unknown methods 405 as JSON, never a page', async ({
    page,
  }) => {
    const unknown = await page.request.get('/api/findes-ikke');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not found' });
    const wrong = await page.request.fetch('/api/data?url=/', { method: 'DELETE' });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers().allow).toBe('GET, HEAD');
    expect(await wrong.json()).toEqual({ error: 'method not allowed' });
  });

  test('an RSC body over its limit is refused before it is read', async ({ page }) => {
    const res = await page.request.post('/RSC/R/borger.txt', {
      data: 'x'.repeat(70 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status()).toBe(413);
  });

  test('escapes a guard could be fooled by are refused; overlong URLs too', async () => {
    for (const target of ['/a%2Fb/', '/__limb%256F/', '/a%5Cb/', '/a%zz/']) {
      expect((await rawGet(target)).status, target).toBe(400);
    }
    expect((await rawGet(`/${'a'.repeat(2100)}/`)).status).toBe(414);
  });

  test('/umbraco/* spelled with escapes still goes to the backend', async () => {
    const res = await rawGet('/%75mbraco/backoffice/');
    expect(res.status).toBe(301);
    expect(res.location).toBe(`http://127.0.0.1:${SAMPLE_BACKEND_PORT}/umbraco/backoffice/`);
  });
});
