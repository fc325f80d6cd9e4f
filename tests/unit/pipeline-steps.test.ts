import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { getBuildInfo } from '#src/server/build-info.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { errorHtml } from '#src/server/http/error-html.ts';
import { CACHE_CONTROL, etagOf } from '#src/server/http/http-cache.ts';
import { pageCache } from '#src/server/http/page-cache.ts';
import { log } from '#src/server/log.ts';
import { buildFiles } from '#src/server/pipeline/build-files.ts';
import { classified, classifyStep } from '#src/server/pipeline/classify-step.ts';
import { contentSecurity } from '#src/server/pipeline/content-security.ts';
import { health, resetReadinessForTests } from '#src/server/pipeline/health.ts';
import { httpCaching } from '#src/server/pipeline/http-caching.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { metricsEndpoint } from '#src/server/pipeline/metrics-endpoint.ts';
import { fullPageCache } from '#src/server/pipeline/page-cache-step.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { unservedFiles } from '#src/server/pipeline/unserved-files.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { newSession, sealSession, SESSION_COOKIE } from '#src/server/tools/session.ts';
import { CMS, server } from '#tests/support/setup.ts';

// The steps of src/server-entry.tsx that run without Waku's renderer, each in front of a stand-in
// for the rest of the pipeline (a terminal handler), sent through Hono's `app.request()`.

/** What the Node server hands the app as `c.env` (the step reads the socket's address there). */
type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Every stand-in's call count, reset before each test so no test depends on another. */
const counters: { count: number }[] = [];
beforeEach(() => {
  for (const calls of counters) calls.count = 0;
});

/** The stand-in terminal handler, and how often the request reached it. */
function terminal(handler: Handler = (c) => c.text('rendered')) {
  const calls = { count: 0 };
  counters.push(calls);
  const handle: Handler = (c, next) => {
    calls.count++;
    return handler(c, next);
  };
  return { handle, calls };
}

/**
 * `steps` in front of `handler`, with the server entry's not-found page. Without step 1 in front,
 * a request context is set up as the first step would (classify and the page cache write to it).
 */
function app(steps: MiddlewareHandler[], handler: Handler, { withContext = true } = {}) {
  const hono = new Hono();
  if (withContext) hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  for (const step of steps) hono.use(step);
  hono.all('*', handler);
  hono.notFound((c) => c.html(errorHtml(404), 404));
  return hono;
}

// Sent as a raw request target, as a socket would deliver it (no URL normalisation).
const request = (hono: Hono, target: string, init: RequestInit = {}, env?: Bindings) =>
  hono.request(new Request(`http://site.test${target}`, init), undefined, env);

const useEnv = (vars: Record<string, string>) =>
  setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_API_KEY: 'test-key', ...vars }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('step 1: request context', () => {
  const seen = terminal((c) =>
    c.json({
      requestId: getRequestContext()?.requestId ?? null,
      clientIp: getRequestContext()?.clientIp ?? null,
    }),
  );
  const hono = app([requestContext], seen.handle, { withContext: false });
  const socket: Bindings = { incoming: { socket: { remoteAddress: '203.0.113.5' } } };
  type Seen = { requestId: string | null; clientIp: string | null };

  it('puts a fresh x-request-id on every answer, the one the request was served under', async () => {
    const a = await request(hono, '/borger/');
    const b = await request(hono, '/borger/');
    const idA = a.headers.get('x-request-id');
    expect(idA).toMatch(UUID);
    expect(b.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).not.toBe(idA);
    expect(((await a.json()) as Seen).requestId).toBe(idA);
  });

  it('puts the id on answers a step made itself and on the not-found page', async () => {
    const own = app([requestContext, health], seen.handle, { withContext: false });
    const healthz = await request(own, '/healthz');
    expect(healthz.status).toBe(200);
    expect(healthz.headers.get('x-request-id')).toMatch(UUID);
    const missing = app([requestContext], (c, next) => next(), { withContext: false });
    const notFound = await request(missing, '/findes-ikke/');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
  });

  it('takes no X-Request-Id from a client that is not a trusted proxy', async () => {
    const res = await request(hono, '/borger/', { headers: { 'x-request-id': 'chosen-by-me' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('keeps a well-formed X-Request-Id from a trusted proxy, up to 64 characters', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, TRUSTED_PROXIES: '1' }));
    for (const id of ['abc-123.DEF_4', 'a'.repeat(64)]) {
      const res = await request(hono, '/borger/', { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id'), id).toBe(id);
      expect(((await res.json()) as Seen).requestId, id).toBe(id);
    }
  });

  it('replaces a hostile X-Request-Id: too long, with spaces, tabs or log syntax', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, TRUSTED_PROXIES: '1' }));
    // A newline inside a header value never arrives: fetch's Headers (and Node's parser) refuse it.
    for (const id of ['a'.repeat(65), 'two words', 'tab\there', '"},{"level":"fatal', '../x']) {
      const res = await request(hono, '/borger/', { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id'), id).toMatch(UUID);
      expect(((await res.json()) as Seen).requestId, id).toMatch(UUID);
    }
  });

  it('takes the client address from the socket and ignores X-Forwarded-For by default', async () => {
    const forged = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    const res = await request(hono, '/borger/', forged, socket);
    expect(((await res.json()) as Seen).clientIp).toBe('203.0.113.5');
    const mapped = { incoming: { socket: { remoteAddress: '::ffff:203.0.113.9' } } };
    const v4 = await request(hono, '/borger/', {}, mapped);
    expect(((await v4.json()) as Seen).clientIp).toBe('203.0.113.9');
    // No socket (and no trusted proxy): no address rather than a forged one.
    const none = await request(hono, '/borger/', forged);
    expect(((await none.json()) as Seen).clientIp).toBeNull();
  });

  it('believes the last X-Forwarded-For hop with TRUSTED_PROXIES=1, never the ones left of it', async () => {
    useEnv({ TRUSTED_PROXIES: '1' });
    const one = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': '198.51.100.7' } },
      socket,
    );
    expect(((await one.json()) as Seen).clientIp).toBe('198.51.100.7');
    const chain = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': '10.6.6.6, 198.51.100.7' } },
      socket,
    );
    expect(((await chain.json()) as Seen).clientIp).toBe('198.51.100.7');
    // Not an address: the socket's.
    const junk = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': 'not-an-ip' } },
      socket,
    );
    expect(((await junk.json()) as Seen).clientIp).toBe('203.0.113.5');
  });
});

describe('step 2: security headers', () => {
  const json = terminal((c) => c.json({ ok: true }));
  const hono = app([securityHeaders], json.handle);

  it('puts nosniff, the referrer policy, frame and permissions policies on every answer', async () => {
    const res = await request(hono, '/api/data');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const permissions = res.headers.get('permissions-policy');
    for (const feature of [
      'camera=()',
      'geolocation=()',
      'microphone=()',
      'payment=()',
      'usb=()',
    ]) {
      expect(permissions).toContain(feature);
    }
  });

  it('gives an answer without a policy of its own the one that allows no script', async () => {
    const csp = (await request(hono, '/api/data')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("keeps a rendered document's own policy", async () => {
    const own = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'";
    const page = app([securityHeaders], (c) =>
      c.html('<p>hi</p>', 200, { 'content-security-policy': own }),
    );
    expect((await request(page, '/borger/')).headers.get('content-security-policy')).toBe(own);
  });

  it('makes an answer that did not say how to cache it no-store, and keeps one that did', async () => {
    expect((await request(hono, '/api/data')).headers.get('cache-control')).toBe('no-store');
    const file = app([securityHeaders], (c) =>
      c.text('x', 200, { 'cache-control': CACHE_CONTROL.publicFile }),
    );
    expect((await request(file, '/robots.txt')).headers.get('cache-control')).toBe(
      CACHE_CONTROL.publicFile,
    );
  });

  it('sends HSTS only with HSTS=true', async () => {
    expect((await request(hono, '/api/data')).headers.has('strict-transport-security')).toBe(false);
    useEnv({ HSTS: 'true' });
    expect((await request(hono, '/api/data')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends no policy with a 304, so the client keeps the one matching its copy', async () => {
    const withPolicy = { etag: '"v1"', 'content-security-policy': "script-src 'nonce-old'" };
    for (const headers of [{ etag: '"v1"' }, withPolicy] as Record<string, string>[]) {
      const notModified = app(
        [securityHeaders],
        () => new Response(null, { status: 304, headers }),
      );
      const res = await request(notModified, '/borger/');
      expect(res.status).toBe(304);
      expect(res.headers.has('content-security-policy')).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('also sets them on an answer whose headers cannot be changed', async () => {
    const frozen = app([securityHeaders], () => Response.redirect('http://site.test/borger/', 302));
    const res = await request(frozen, '/borger');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://site.test/borger/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});

describe('step 3: ETag, 304 and compression', () => {
  const TEXT = `${'Affald og genbrug. '.repeat(200)}`; // over the 1 KB worth compressing
  const text = (cacheControl: string, status = 200, type = 'text/plain; charset=utf-8') =>
    app(
      [httpCaching],
      () =>
        new Response(TEXT, {
          status,
          headers: { 'content-type': type, 'cache-control': cacheControl },
        }),
    );
  const hono = text(CACHE_CONTROL.publicPage);
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('gives a 200 text answer a strong ETag, the same for the same body', async () => {
    const a = await request(hono, '/borger/');
    const b = await request(hono, '/borger/');
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect((await body(a)).toString()).toBe(TEXT);
  });

  it('answers 304 with no body for a matching If-None-Match, the full answer otherwise', async () => {
    const etag = (await request(hono, '/borger/')).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const fresh = await request(hono, '/borger/', { headers: { 'if-none-match': ifNoneMatch } });
      expect(fresh.status, ifNoneMatch).toBe(304);
      expect(fresh.headers.get('etag')).toBe(etag);
      expect((await body(fresh)).byteLength).toBe(0);
    }
    const changed = await request(hono, '/borger/', { headers: { 'if-none-match': '"older"' } });
    expect(changed.status).toBe(200);
    expect((await body(changed)).toString()).toBe(TEXT);
  });

  it('sends brotli or gzip as Accept-Encoding asks, with Vary and the right length', async () => {
    const br = await request(hono, '/borger/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await body(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(TEXT);
    expect(brBytes.byteLength).toBeLessThan(TEXT.length / 3);

    const gz = await request(hono, '/borger/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).toString()).toBe(TEXT);

    const notBr = await request(hono, '/borger/', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(notBr.headers.get('content-encoding')).toBe('gzip');

    const plain = await request(hono, '/borger/');
    expect(plain.headers.has('content-encoding')).toBe(false);
    for (const res of [br, gz, plain]) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    // The ETag names the representation before compression.
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('leaves a small answer uncompressed and without Vary', async () => {
    const small = app([httpCaching], (c) =>
      c.text('ok', 200, { 'cache-control': CACHE_CONTROL.publicFile }),
    );
    const res = await request(small, '/x/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.has('content-encoding')).toBe(false);
    expect(res.headers.has('vary')).toBe(false);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('gives no ETag to no-store answers and errors, so they never answer 304', async () => {
    for (const [hono, label] of [
      [text(CACHE_CONTROL.noStore), 'no-store'],
      [text(CACHE_CONTROL.private), 'private, no-store'],
      [text(CACHE_CONTROL.publicPage, 404), '404'],
    ] as const) {
      const res = await request(hono, '/borger/', { headers: { 'if-none-match': '*' } });
      expect(res.status, label).not.toBe(304);
      expect(res.headers.has('etag'), label).toBe(false);
      // Still compressed: that does not depend on caching.
      const br = await request(hono, '/borger/', { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding'), label).toBe('br');
    }
  });

  it('leaves binary answers as they are', async () => {
    const png = text(CACHE_CONTROL.publicFile, 200, 'image/png');
    const res = await request(png, '/logo.png', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.has('etag')).toBe(false);
    expect(res.headers.has('content-encoding')).toBe(false);
  });
});

describe('step 4: health and readiness', () => {
  const page = terminal();
  const hono = app([health], page.handle);
  beforeEach(() => resetReadinessForTests());

  it('answers GET and HEAD only (regression: a POST /readyz made a backend call)', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await request(hono, path, { method: 'POST' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('asks the backend at most once per 2 s, however often /readyz is asked', async () => {
    let calls = 0;
    server.events.on('request:start', () => void calls++);
    await Promise.all([request(hono, '/readyz'), request(hono, '/readyz')]);
    await request(hono, '/readyz');
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('/healthz answers 200 ok, never stored, without reaching a page', async () => {
    const res = await request(hono, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(page.calls.count).toBe(0);
  });

  it('/readyz answers 200 with the sample backend, 503 when it is down', async () => {
    const ready = await request(hono, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('ready');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    faults.mode = 'down';
    resetReadinessForTests(); // the last answer counts for 2 s
    const down = await request(hono, '/readyz');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(page.calls.count).toBe(0);
  });

  it('/readyz stays ready when a page other than the root fails', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/umbraco/api/spa/getdata/', ({ request: call }) => {
        const url = new URL(call.url).searchParams.get('url') ?? '/';
        asked.push(url);
        if (url === '/') return undefined; // the sample backend answers the root
        return HttpResponse.json(
          { meta: { code: 500, error: 'broken' }, data: null },
          { status: 500 },
        );
      }),
    );
    const res = await request(hono, '/readyz');
    expect(res.status).toBe(200);
    expect(asked).toEqual(['/']);
    expect(page.calls.count).toBe(0);
  });

  it('/readyz is unready when the root itself answers without a site', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/umbraco/api/spa/getdata/', () =>
        HttpResponse.json({ meta: { code: 500, error: 'broken' }, data: null }, { status: 500 }),
      ),
    );
    expect((await request(hono, '/readyz')).status).toBe(503);
  });

  it('lets every other path go on', async () => {
    for (const target of ['/healthz/', '/readyz/x', '/borger/']) {
      expect(await (await request(hono, target)).text(), target).toBe('rendered');
    }
  });
});

describe('step 5: /metrics behind its token', () => {
  const TOKEN = 'metrics-token-of-at-least-24-characters';
  const page = terminal();
  const hono = app([metricsEndpoint], page.handle);
  const withAuth = (authorization: string) => ({ headers: { authorization } });

  it('is a 404 page when no METRICS_TOKEN is configured, whatever is sent', async () => {
    for (const init of [{}, withAuth(`Bearer ${TOKEN}`)]) {
      const res = await request(hono, '/metrics', init);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('404');
    }
    expect(page.calls.count).toBe(0);
  });

  it('answers 401 with WWW-Authenticate: Bearer for a missing or wrong token', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const init of [
      {},
      withAuth('Bearer not-the-token-not-the-token-nope'),
      withAuth(`Bearer ${TOKEN}x`),
      withAuth(`Basic ${TOKEN}`),
      // Regression: the bare token, or "bearer" in lower case, was accepted.
      withAuth(TOKEN),
      withAuth(`bearer ${TOKEN}`),
    ]) {
      const res = await request(hono, '/metrics', init);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(page.calls.count).toBe(0);
  });

  it('answers the Prometheus text with the right token, never stored', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    const res = await request(hono, '/metrics', withAuth(`Bearer ${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('lets every other path go on', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    expect(await (await request(hono, '/metrics/')).text()).toBe('rendered');
    expect(await (await request(hono, '/borger/metrics')).text()).toBe('rendered');
  });
});

describe('step 8: the full-page cache (with a stand-in renderer)', () => {
  const PAGE = '<!doctype html><html><body><h1>Borger</h1></body></html>';
  const render = (headers: Record<string, string> = {}) =>
    terminal((c) => c.html(PAGE, 200, { 'cache-control': CACHE_CONTROL.publicPage, ...headers }));
  const cached = (handler: Handler) => app([classifyStep, methods, fullPageCache], handler);

  beforeEach(() => {
    pageCache.clear();
    useEnv({ SAMPLE_BACKEND: '1' }); // the demo user, for a real session
  });

  it('renders an anonymous page once: MISS, then HIT with the same body', async () => {
    const renderer = render();
    const hono = cached(renderer.handle);
    const miss = await request(hono, '/borger/');
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const hit = await request(hono, '/borger/');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toBe(await miss.text());
    expect(renderer.calls.count).toBe(1);
    // Another page or query is another entry.
    expect((await request(hono, '/borger/?page=2')).headers.get('x-cache')).toBe('MISS');
    expect(renderer.calls.count).toBe(2);
  });

  it('caches RSC payloads of pages too', async () => {
    const renderer = terminal((c) =>
      c.body('0:["$"]', 200, {
        'content-type': 'text/x-component',
        'cache-control': CACHE_CONTROL.publicPage,
      }),
    );
    const hono = cached(renderer.handle);
    expect((await request(hono, '/RSC/R/borger.txt')).headers.get('x-cache')).toBe('MISS');
    expect((await request(hono, '/RSC/R/borger.txt')).headers.get('x-cache')).toBe('HIT');
    expect(renderer.calls.count).toBe(1);
  });

  it('lets personal requests bypass it: a valid session, cache=false, a preview', async () => {
    const sealed = await sealSession(newSession('demo'));
    const renderer = render();
    const hono = cached(renderer.handle);
    for (const [target, init] of [
      ['/borger/', { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } }],
      ['/borger/?cache=false', {}],
      ['/1234/', {}],
      ['/borger/', { headers: { cookie: 'UMB_PREVIEW=1' } }],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await request(hono, target, init);
        expect(res.status, target).toBe(200);
        expect(res.headers.has('x-cache'), target).toBe(false);
      }
    }
    expect(renderer.calls.count).toBe(8);
  });

  it('does not let garbage in the session cookie bypass it', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const renderer = render();
    const hono = cached(renderer.handle);
    const forged = { headers: { cookie: `${SESSION_COOKIE}=forged` } };
    expect((await request(hono, '/borger/', forged)).headers.get('x-cache')).toBe('MISS');
    expect((await request(hono, '/borger/', forged)).headers.get('x-cache')).toBe('HIT');
    expect(renderer.calls.count).toBe(1);
  });

  it('never keeps tools pages, files, APIs or HEAD requests', async () => {
    const renderer = render();
    const hono = cached(renderer.handle);
    for (const [target, method] of [
      ['/__limbo/', 'GET'],
      ['/api/data?url=/', 'GET'],
      ['/borger/', 'HEAD'],
    ] as const) {
      const res = await request(hono, target, { method });
      expect(res.headers.has('x-cache'), `${method} ${target}`).toBe(false);
    }
    expect(renderer.calls.count).toBe(3);
  });

  it('renders again an answer it must not keep (a cookie set, no-store, a 5xx)', async () => {
    for (const [label, handler] of [
      ['set-cookie', render({ 'set-cookie': 'a=1' })],
      ['no-store', render({ 'cache-control': CACHE_CONTROL.noStore })],
      ['502', terminal((c) => c.html(PAGE, 502))],
    ] as const) {
      pageCache.clear();
      const hono = cached(handler.handle);
      expect((await request(hono, '/borger/')).headers.get('x-cache'), label).toBe('MISS');
      expect((await request(hono, '/borger/')).headers.get('x-cache'), label).toBe('MISS');
      expect(handler.calls.count, label).toBe(2);
    }
  });

  it('is off with FULL_PAGE_CACHE=false', async () => {
    useEnv({ FULL_PAGE_CACHE: 'false' });
    const renderer = render();
    const hono = cached(renderer.handle);
    for (let i = 0; i < 2; i++) {
      expect((await request(hono, '/borger/')).headers.has('x-cache')).toBe(false);
    }
    expect(renderer.calls.count).toBe(2);
  });
});

describe('step 9: new-build detection files', () => {
  // No build here: the stand-in for the static files (step 10) has none, as in development.
  const noFiles = terminal((c) => c.html(errorHtml(404), 404));
  const hono = app([classifyStep, methods, buildFiles], noFiles.handle);

  it('answers /builds/latest.json with the build id, revalidated every time', async () => {
    const res = await request(hono, '/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: string; timestamp: number };
    expect(body.id).toMatch(/^[\w-]+$/);
    expect(body).toEqual(getBuildInfo());
  });

  it('keeps a build file the build has, and never lets it be cached', async () => {
    const files = app([classifyStep, methods, buildFiles], (c) =>
      c.json({ id: 'from-the-build' }, 200, { 'cache-control': 'public, max-age=3600' }),
    );
    const res = await request(files, '/builds/latest.json');
    expect(await res.json()).toEqual({ id: 'from-the-build' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves other missing build files a 404, and other paths alone', async () => {
    const missing = await request(hono, '/builds/meta/nope.json');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    const other = await request(hono, '/latest.json');
    expect(other.status).toBe(404);
    expect(other.headers.has('cache-control')).toBe(false);
  });
});

describe('step 14: a fresh nonce on every rendered document', () => {
  // Non-ASCII text on both sides of the tags the step rewrites, and in a script's JSON.
  const document =
    '<!DOCTYPE html><html lang="da"><head><title>Æblegrød på Ærø</title>' +
    '<link rel="modulepreload" href="/assets/a.js"/></head><body><p>Sådan sorterer du – “affald”</p>' +
    '<script>self.__FLIGHT_DATA.push("Børn og unge 😀")</script><p>Ø</p></body></html>';
  const rendered = terminal((c) => c.html(document));
  const hono = app([contentSecurity], rendered.handle);

  it('keeps every character, names the nonce in the policy and takes the ETag of the rendered bytes', async () => {
    useEnv({});
    const res = await request(hono, '/side/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toBe(
      document
        .replace(
          '<link rel="modulepreload"',
          `<link nonce="${nonce}" fetchpriority="low" rel="modulepreload"`,
        )
        .replace('<script>', `<script nonce="${nonce}">`),
    );
    expect(res.headers.get('etag')).toBe(etagOf(new TextEncoder().encode(document)));
  });

  it('gives each answer its own nonce', async () => {
    useEnv({});
    const policies = await Promise.all(
      [1, 2].map(async () =>
        (await request(hono, '/side/')).headers.get('content-security-policy'),
      ),
    );
    expect(policies[0]).not.toBe(policies[1]);
  });
});

describe('step 11: unserved files', () => {
  const seen = terminal((c) => c.json({ kind: classified(c).kind }));
  const hono = app([classifyStep, methods, unservedFiles], seen.handle);

  it('answers a file path the build does not have with the 404 page, never a CMS page', async () => {
    for (const target of ['/quiz.pdf', '/x.webmanifest', '/assets/nope.js', '/borger/a.PNG']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('content-type'), target).toMatch(/^text\/html/);
      expect(await res.text(), target).toContain('Fejlkode 404');
    }
    expect(seen.calls.count).toBe(0);
  });

  it('lets pages, a preview, RSC payloads, tools and the API go on', async () => {
    for (const [target, kind] of [
      ['/borger/', 'page'],
      ['/1234.aspx', 'page'],
      ['/RSC/R/borger.txt', 'page'],
      ['/__limbo/', 'tools'],
      ['/api/data?url=/', 'api'],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(200);
      expect(await res.json(), target).toEqual({ kind });
    }
  });
});

describe('steps 2 and 3 together', () => {
  it('gives an answer that said nothing about caching no ETag and no 304 (regression)', async () => {
    const hono = new Hono();
    hono.use(securityHeaders);
    hono.use(httpCaching);
    hono.get('*', (c) => c.json({ secret: 'x'.repeat(2000) }));
    const res = await hono.request('http://site.test/api/x');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const again = await hono.request('http://site.test/api/x', {
      headers: { 'if-none-match': '*' },
    });
    expect(again.status).toBe(200);
  });
});

describe('steps 1–11 together, in the order of server-entry.tsx', () => {
  const renderer = terminal((c) =>
    c.html(`<!doctype html><h1>${'Side '.repeat(300)}</h1>`, 200, {
      'cache-control': CACHE_CONTROL.publicPage,
    }),
  );
  const hono = app(
    [
      requestContext,
      securityHeaders,
      httpCaching,
      health,
      metricsEndpoint,
      classifyStep,
      methods,
      fullPageCache,
      buildFiles,
      unservedFiles,
    ],
    renderer.handle,
    { withContext: false },
  );

  beforeEach(() => pageCache.clear());

  it('answers the internal endpoints, build files and unserved files with every header', async () => {
    for (const [target, status, cacheControl] of [
      ['/healthz', 200, 'no-store'],
      ['/readyz', 200, 'no-store'],
      ['/metrics', 404, 'no-store'],
      ['/builds/latest.json', 200, 'no-cache'],
      ['/quiz.pdf', 404, 'no-store'],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(status);
      expect(res.headers.get('cache-control'), target).toBe(cacheControl);
      expect(res.headers.get('x-request-id'), target).toMatch(UUID);
      expect(res.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), target).toContain("script-src 'none'");
    }
    expect(renderer.calls.count).toBe(0);
  });

  it('serves a cached page compressed, with its ETag and a 304 for it', async () => {
    const miss = await request(hono, '/borger/', { headers: { 'accept-encoding': 'br' } });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.headers.get('content-encoding')).toBe('br');
    expect(miss.headers.get('x-request-id')).toMatch(UUID);
    const etag = miss.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const hit = await request(hono, '/borger/', { headers: { 'if-none-match': etag! } });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.status).toBe(304);
    expect(hit.headers.has('content-security-policy')).toBe(false);
    expect(renderer.calls.count).toBe(1);
  });
  it('gives a HIT every header the MISS had, a request id of its own (step 8 adds them)', async () => {
    const miss = await request(hono, '/borger/');
    const hit = await request(hono, '/borger/');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const same = (res: Response) =>
      [...res.headers].filter(([name]) => name !== 'x-cache' && name !== 'x-request-id');
    expect(same(hit)).toEqual(same(miss));
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(hit.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(hit.headers.get('permissions-policy')).toContain('camera=()');
    expect(hit.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(hit.headers.get('cache-control')).toBe(CACHE_CONTROL.publicPage);
    expect(hit.headers.get('x-request-id')).toMatch(UUID);
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));
    // A 304 from the cache: the security headers and an id, no policy.
    const etag = hit.headers.get('etag')!;
    const notModified = await request(hono, '/borger/', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
    expect(notModified.headers.get('x-request-id')).toMatch(UUID);
    expect(notModified.headers.has('content-security-policy')).toBe(false);
    expect(renderer.calls.count).toBe(1);
  });
});
