import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { FLAGS_ON_PORT, METRICS_PORT, METRICS_TOKEN, SITE_PORT } from '../../playwright.config.ts';
import { expect, getWithoutRedirect, sessionCookie, test, uncached } from './fixtures.ts';

/** An anonymous page with the publish webhook on (the e2e site has it): kept until a publish. */
const PUBLIC_PAGE =
  'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600, stale-if-error=86400';

/** A GET on the site with exactly these headers, the body left as sent. */
function rawRequest(path: string, headers: Record<string, string> = {}, port = SITE_PORT) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** The `'sha256-…'` sources of a policy's script-src. */
const hashesOf = (policy: string | undefined) =>
  new Set(/script-src ([^;]*)/.exec(policy ?? '')?.[1]?.match(/'sha256-[^']+'/g) ?? []);

async function metricsText(request: APIRequestContext) {
  const res = await request.get('/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

function sampleValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.describe('HTTP caching for browsers and CDNs', () => {
  test('a public page: shared-cache headers, an ETag, and 304 without a policy', async ({
    page,
  }) => {
    const path = uncached('/borger/parkering/');
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['cache-control']).toBe(PUBLIC_PAGE);
    expect(h['vary']).toMatch(/Cookie/);
    expect(h['vary']).toMatch(/Accept-Encoding/);
    expect(h['etag']).toMatch(/^"[\w-]+"$/);

    const fresh = await page.request.get(path, { headers: { 'if-none-match': h['etag']! } });
    expect(fresh.status()).toBe(304);
    expect(fresh.headers()['etag']).toBe(h['etag']);
    // The browser keeps the policy that came with its stored copy.
    expect(fresh.headers()['content-security-policy']).toBeUndefined();
    expect(await fresh.text()).toBe('');

    const changed = await page.request.get(path, { headers: { 'if-none-match': '"older"' } });
    expect(changed.status()).toBe(200);
    expect(await changed.text()).toContain('<h1>Parkering</h1>');
  });

  test('two renders of the same page are the same bytes: body, ETag and policy (decision 036)', async ({
    page,
  }) => {
    // A site builder's requests are rendered every time (personal, decision 013).
    const headers = { cookie: await sessionCookie() };
    const path = '/borger/parkering/?cache=false';
    const a = await page.request.get(path, { headers });
    const b = await page.request.get(path, { headers });
    expect(a.headers()['x-cache']).toBeUndefined(); // both rendered
    expect(a.headers()['etag']).toBe(b.headers()['etag']);
    expect(a.headers()['content-security-policy']).toBe(b.headers()['content-security-policy']);
    expect(a.headers()['content-security-policy']).not.toContain('nonce-');
    expect(await a.text()).toBe(await b.text());
  });

  test('a cached page names its page, ancestors and site for a CDN (Surrogate-Key, Cache-Tag)', async () => {
    const res = await rawRequest(uncached('/borger/affald-og-genbrug/'));
    const keys = String(res.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^page-/)]));
    expect(keys.filter((k) => k.startsWith('in-')).length).toBeGreaterThanOrEqual(1);
    expect(keys.some((k) => k.startsWith('site-'))).toBe(true);
    expect(res.headers['cache-tag']).toBe(keys.join(','));
    // A tools page is never kept by a shared cache: no tags.
    expect((await rawRequest('/__login/')).headers['surrogate-key']).toBeUndefined();
  });

  test('pages are sent with brotli or gzip as the client accepts', async () => {
    const path = uncached('/borger/parkering/');
    // Brotli when the client takes it, as every browser does.
    const both = await rawRequest(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const br = await rawRequest(path, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>Parkering</h1>');

    const gz = await rawRequest(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<h1>Parkering</h1>');

    const plain = await rawRequest(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1>Parkering</h1>');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  test('tools, login, session API, previews and errors are never stored', async ({
    page,
    backendFault,
  }) => {
    for (const path of ['/__login/', '/__limbo/', '/api/_auth/session', '/healthz', '/readyz']) {
      expect((await getWithoutRedirect(page, path)).headers()['cache-control'], path).toBe(
        'no-store',
      );
    }
    // Regression: an anonymous cache=false was private, a way to skip every cache.
    expect((await page.request.get('/borger/?cache=false')).headers()['cache-control']).toBe(
      PUBLIC_PAGE,
    );
    expect((await page.request.get('/x/umbraco/preview/=1234=/')).headers()['cache-control']).toBe(
      'no-store',
    );
    const withSession = await page.request.get('/borger/', {
      headers: { cookie: await sessionCookie() },
    });
    expect(withSession.headers()['cache-control']).toBe('private, no-store');
    // Garbage in the session cookie is no session: the page stays public (regression).
    const forged = await page.request.get('/borger/', {
      headers: { cookie: '__limbo-authenticated=forged' },
    });
    expect(forged.headers()['cache-control']).toMatch(/^public/);
    await backendFault('down');
    const failed = await page.request.get(uncached('/borger/'));
    expect(failed.status()).toBe(502);
    expect(failed.headers()['cache-control']).toBe('no-store');
  });

  test('build assets are immutable and precompressed; other files are kept an hour', async ({
    page,
  }) => {
    const html = await (await page.request.get('/borger/')).text();
    const scripts = [...html.matchAll(/(\/assets\/[\w.-]+\.js)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const src of new Set(scripts)) {
      const res = await rawRequest(src, { 'accept-encoding': 'br' });
      expect(res.status, src).toBe(200);
      expect(res.headers['cache-control'], src).toBe('public, max-age=31536000, immutable');
      if (res.headers['content-encoding'] === 'br') compressed++;
    }
    expect(compressed).toBeGreaterThan(0);
    const favicon = await getWithoutRedirect(page, '/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
    expect((await getWithoutRedirect(page, '/borger')).headers()['cache-control']).toBe(
      'public, max-age=86400',
    );
  });

  test('robots.txt lets crawlers in and keeps them out of the tools and APIs', async ({ page }) => {
    const res = await page.request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    // Built per host (decision 016), so kept shorter than a static file.
    expect(res.headers()['cache-control']).toBe('public, max-age=300');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/__limbo/', '/__tools/', '/__login/', '/api/']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

test.describe('load order', () => {
  test('the client modules are preloaded at low priority and the page still hydrates', async ({
    page,
  }) => {
    await page.goto('/borger/affald-og-genbrug/');
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('fetchpriority'),
      ),
    );
    expect(preloads.length).toBeGreaterThan(1);
    expect(new Set(preloads)).toEqual(new Set(['low']));
    await expect(page.locator('[data-menu="enhanced"]').first()).toBeAttached();
  });
});

test.describe('Content-Security-Policy', () => {
  test('every inline script of the page is named by its hash in the policy, also from the page cache', async ({
    page,
  }) => {
    const path = uncached('/borger/affald-og-genbrug/');
    for (const expected of ['MISS', 'HIT']) {
      const res = await page.goto(path);
      expect(res?.headers()['x-cache']).toBe(expected);
      const policy = res?.headers()['content-security-policy'];
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // The hash of each inline script as this browser computes it (SHA-256 of its UTF-8 text).
      const hashes = await page.evaluate(async () => {
        const runnable = [...document.scripts].filter(
          (s) => !s.src && (!s.type || s.type === 'module' || s.type.endsWith('javascript')),
        );
        return Promise.all(
          runnable.map(async (s) => {
            const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.text));
            return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
          }),
        );
      });
      // Waku's bootstrap at least; the payload is in data blocks, which need none.
      expect(hashes.length).toBeGreaterThan(0);
      expect(
        await page.locator('script[type="application/json"][data-rsc]').count(),
      ).toBeGreaterThan(1);
      expect(new Set(hashes)).toEqual(hashesOf(policy));
      // The page works: the client runtime hydrated (a refused script is a console error,
      // which fails every e2e test).
      await expect(page.locator('[data-menu="enhanced"]').first()).toBeAttached();
    }
  });

  test('markup injected into the page cannot run scripts', async ({ page }) => {
    // The refusals are expected; a fulfilled response also loses its loopback address space,
    // so Chrome refuses the sample backend's images on it.
    test.info().annotations.push(
      { type: 'allow-console', description: 'Content Security Policy' },
      { type: 'allow-console', description: 'loopback. address space|net::ERR_FAILED' },
      // React notices the markup it did not render.
      { type: 'allow-console', description: 'React error #418' },
    );
    // What a sanitizer bypass in CMS content would look like: scripts the policy does not name.
    await page.route('**/borger/parkering/', async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(
        '</main>',
        '<script>window.injected = 1</script><img src="data:," onerror="window.injected = 2"' +
          ' onload="window.injected = 2"><script src="data:text/javascript,window.injected=3"></script>' +
          // A data block as the payload's: read as payload, its root would be a script element
          // (and the page's own root would be lost). The bootstrap reads only the blocks after
          // itself, and finds itself through Document.prototype: the image named currentScript
          // ("DOM clobbering") would otherwise pass for it.
          '<img name="currentScript" src="data:,">' +
          '<script type="application/json" data-rsc>"0:[\\"$\\",\\"script\\",null,{\\"src\\":' +
          '\\"data:text/javascript,window.injected=4\\"}]\\n"</script></main>',
      );
      await route.fulfill({ response: res, body });
    });
    await page.goto('/borger/parkering/');
    await expect(page.locator('[data-menu="enhanced"]').first()).toBeAttached(); // the app's own scripts ran
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBe(
      undefined,
    );
  });
});

test.describe('metrics', () => {
  test('behind the token on the site port', async ({ page }) => {
    expect((await page.request.get('/metrics')).status()).toBe(401);
    const wrong = await page.request.get('/metrics', {
      headers: { authorization: 'Bearer not-the-token-not-the-token' },
    });
    expect(wrong.status()).toBe(401);
    await page.request.get(uncached('/borger/'));
    const text = await metricsText(page.request);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route_type="page"/);
    expect(text).toMatch(/page_cache_requests_total\{outcome="miss"\} [1-9]/);
    expect(text).toMatch(/page_cache_hit_ratio \d/);
    expect(text).toMatch(/backend_request_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  test('on their own port, and not on the site port, for the second instance', async ({ page }) => {
    const res = await rawRequest('/metrics', {}, METRICS_PORT);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('http_request_duration_seconds');
    expect((await page.request.get(`http://localhost:${FLAGS_ON_PORT}/metrics`)).status()).toBe(
      404,
    );
  });

  test('a failing backend is not hammered: the circuit opens after a few calls', async ({
    page,
    backendFault,
  }) => {
    const calls = async () => {
      const text = await metricsText(page.request);
      return sampleValue(text, 'backend_errors_total{failure="unreachable"}');
    };
    const before = await calls();
    await backendFault('down');
    const started = Date.now();
    // The breaker counts failing pages, not query variants of one (a broken page must not
    // open it for every other): twenty different pages.
    for (let i = 0; i < 20; i++) {
      expect((await page.request.get(uncached(`/borger/side-${i}/`))).status()).toBe(502);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    const made = (await calls()) - before;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(5);
    expect((await page.request.get('/readyz')).status()).toBe(503);
  });
});
