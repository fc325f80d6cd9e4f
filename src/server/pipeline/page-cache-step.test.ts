import { Hono, type Handler } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundRenders,
  isBackgroundRefresh,
  setBackgroundRenderer,
} from '#src/server/cache/background-refresh.ts';
import { withConsentReader } from '#src/server/consent-reads.ts';
import { parseEnv } from '#src/server/env.ts';
import { consentFromCookieHeader } from '#src/server/http/consent-cookie.ts';
import { contentSecurityPolicy, documentScripts } from '#src/server/http/csp.ts';
import { CACHE_CONTROL } from '#src/server/http/cache-control.ts';
import { evictPages, pageCache } from '#src/server/cache/page-cache.ts';
import { metrics } from '#src/server/http/metrics.ts';
import { allOn } from '#src/server/flags/flags.test-kit.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { fullPageCache } from '#src/server/pipeline/page-cache-step.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import {
  newSession,
  revokeSession,
  sealSession,
  SESSION_COOKIE,
} from '#src/server/auth/session.ts';
import { app, request, terminal, useEnv } from './step-app.test-kit.ts';

describe('step 8: the full-page cache (with a stand-in renderer)', () => {
  const PAGE =
    '<!doctype html><html><head><title>Borger</title></head><body><main><h1>Borger</h1></main></body></html>';
  const render = (headers: Record<string, string> = {}) =>
    terminal((c) => c.html(PAGE, 200, { 'cache-control': CACHE_CONTROL.publicList, ...headers }));
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
      c.body('0:{"root":"$L1","route:/borger":"$L2","ROUTE":["/borger",""]}\n', 200, {
        'content-type': 'text/x-component',
        'cache-control': CACHE_CONTROL.publicList,
      }),
    );
    const hono = cached(renderer.handle);
    expect((await request(hono, '/RSC/R/borger.txt')).headers.get('x-cache')).toBe('MISS');
    expect((await request(hono, '/RSC/R/borger.txt')).headers.get('x-cache')).toBe('HIT');
    expect(renderer.calls.count).toBe(1);
  });

  it('lets personal requests bypass it: a live session, a preview by the package rule', async () => {
    const sealed = await sealSession(newSession('demo'));
    const renderer = render();
    const hono = cached(renderer.handle);
    for (const [target, init] of [
      ['/borger/', { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } }],
      ['/borger/?cache=false', { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } }],
      ['/1234/', { headers: { cookie: 'UMB_UCONTEXT=editor' } }],
      ['/x/umbraco/preview/=5210=/', {}],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await request(hono, target, init);
        expect(res.status, target).toBe(200);
        expect(res.headers.has('x-cache'), target).toBe(false);
      }
    }
    expect(renderer.calls.count).toBe(8);
  });

  it('keeps serving from it for what anyone can send: cache=false, the preview cookie, a logged-out session', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const session = newSession('demo');
    const sealed = await sealSession(session);
    await revokeSession(session);
    const renderer = render();
    const hono = cached(renderer.handle);
    // Regression: each of these made every page skip the caches, a cheap way to load the server.
    for (const [target, init] of [
      ['/borger/?cache=false', {}],
      ['/borger/', { headers: { cookie: 'UMB_PREVIEW=1' } }],
      ['/borger/', { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } }],
    ] as const) {
      await request(hono, target, init);
      expect((await request(hono, target, init)).headers.get('x-cache'), target).toBe('HIT');
    }
    expect(renderer.calls.count).toBe(2); // `/borger/?cache=false` and `/borger/`
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

  it('renders again a response it must not keep (a cookie set, no-store, a 5xx)', async () => {
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

  it('keeps a page that never read consent once for every consent choice, and one that did per choice', async () => {
    const cookie = (approved: string[]) => ({
      headers: {
        cookie: `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`,
      },
    });
    const choices = [
      {},
      cookie(['cookie_cat_necessary']),
      cookie(['cookie_cat_necessary', 'cookie_cat_functional', 'cookie_cat_marketing']),
    ];
    // The stand-in renderer asks for consent as a video block does (through the block context's
    // getter) on /video/ only.
    const renderer = terminal((c) => {
      const ctx = withConsentReader({}, consentFromCookieHeader(c.req.header('cookie')));
      const shown = c.req.path.startsWith('/video/') ? String(ctx.consent.marketing) : 'no video';
      const page = PAGE.replace('</main>', `<p>${shown}</p></main>`);
      return c.html(page, 200, { 'cache-control': CACHE_CONTROL.publicList });
    });
    const hono = cached(renderer.handle);
    const neutral = [];
    for (const init of choices) neutral.push(await request(hono, '/borger/', init));
    expect(neutral.map((res) => res.headers.get('x-cache'))).toEqual(['MISS', 'HIT', 'HIT']);
    expect(renderer.calls.count).toBe(1);
    const video = [];
    for (const init of choices) video.push(await request(hono, '/video/', init));
    expect(video.map((res) => res.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
    expect(await Promise.all(video.map((res) => res.text()))).toEqual([
      PAGE.replace('</main>', '<p>false</p></main>'),
      PAGE.replace('</main>', '<p>false</p></main>'),
      PAGE.replace('</main>', '<p>true</p></main>'),
    ]);
    // Each choice's own copy from then on.
    expect(await (await request(hono, '/video/', choices[2])).text()).toBe(
      PAGE.replace('</main>', '<p>true</p></main>'),
    );
    expect(await (await request(hono, '/video/', choices[0])).text()).toBe(
      PAGE.replace('</main>', '<p>false</p></main>'),
    );
    expect(renderer.calls.count).toBe(4);
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

describe('step 8: the same bytes for every visitor (decision 036)', () => {
  it('writes the stored buffer itself, with the policy it was rendered with', async () => {
    pageCache.clear();
    const env = parseEnv({ CMS_API_URL: 'http://cms.test' });
    const template = `<!doctype html><title>Borger</title><main>${'<p>Borger</p>'.repeat(300)}</main><script>a()</script></html>`;
    const policy = contentSecurityPolicy(env, documentScripts(template));
    const hono = new Hono();
    hono.use((c, next) => runWithRequestContext(undefined, () => next()));
    hono.use(classifyStep, fullPageCache);
    hono.get('*', (c) =>
      c.html(template, 200, {
        'cache-control': CACHE_CONTROL.publicList,
        'content-security-policy': policy,
      }),
    );
    const get = async (headers: Record<string, string> = {}) => {
      const res = await hono.request('http://site.test/borger/', { headers });
      return { res, body: new Uint8Array(await res.arrayBuffer()) };
    };
    const first = await get();
    const second = await get();
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    // Kept as brotli alone: a client without it gets the same bytes, made again from that form.
    expect(second.body).toEqual(first.body);
    expect(new TextDecoder().decode(second.body)).toBe(template);
    for (const { res } of [first, second]) {
      expect(res.headers.get('content-security-policy')).toBe(policy);
    }
    const br = await get({ 'accept-encoding': 'br' });
    expect((await get({ 'accept-encoding': 'br' })).body).toEqual(br.body); // the kept form
  });
});

describe('step 8: a page made stale by a publish (a part it shares changed)', () => {
  const page = (version: number) =>
    `<!doctype html><html><head><title>Borger ${version}</title></head><body><main>${'<p>Borger</p>'.repeat(200)}</main></body></html>`;
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  };
  let version = 1;
  let renders = 0;
  let hono: Hono;

  beforeEach(() => {
    pageCache.clear();
    useEnv({ SAMPLE_BACKEND: '1', REVALIDATE_TOKEN: 'x'.repeat(32) });
    version = 1;
    renders = 0;
    hono = app([classifyStep, methods, fullPageCache], async (c) => {
      renders++;
      const body = page(version);
      await new Promise((r) => setTimeout(r, 30)); // the backend call
      return c.html(body, 200, {
        'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
      });
    });
    setBackgroundRenderer(async (req) => hono.fetch(req));
  });
  afterEach(() => setBackgroundRenderer(null));

  it('is served to every visitor at once while one render refreshes it in the background', async () => {
    expect((await request(hono, '/borger/')).headers.get('x-cache')).toBe('MISS');
    version = 2;
    expect(pageCache.expireWhere(() => true, 60_000)).toBe(1);
    const visits = await Promise.all([1, 2, 3].map(() => request(hono, '/borger/')));
    for (const visit of visits) {
      expect(visit.headers.get('x-cache')).toBe('HIT');
      expect(await visit.text()).toContain('Borger 1</title>');
      // No cache behind this one keeps the old copy (nginx would, for its whole s-maxage).
      expect(visit.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=0, must-revalidate',
      );
    }
    expect(backgroundRenders()).toBe(1); // one render for the three
    await until(() => backgroundRenders() === 0);
    expect(renders).toBe(2);
    const after = await request(hono, '/borger/');
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.text()).toContain('Borger 2</title>');
    expect(after.headers.get('cache-control')).toContain('s-maxage=3600');
  });

  it('a page whose backend answers are unchanged is kept as it is, unrendered; a changed one is rendered', async () => {
    let same = true;
    const checks: boolean[] = [];
    hono = app([classifyStep, methods, fullPageCache], async (c) => {
      renders++;
      // As cms/backend-cache.ts records each backend answer a render reads.
      const ctx = getRequestContext()!;
      ctx.sources = [{ unchanged: async () => (checks.push(same), same) }];
      return c.html(page(version), 200, {
        'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
      });
    });
    await request(hono, '/borger/');
    pageCache.expireWhere(() => true, 60_000);
    expect((await request(hono, '/borger/')).headers.get('cache-control')).toContain('s-maxage=0');
    await until(() => backgroundRenders() === 0);
    expect(checks).toEqual([true]);
    expect(renders).toBe(1); // not rendered again
    const kept = await request(hono, '/borger/');
    expect(kept.headers.get('cache-control')).toContain('s-maxage=3600'); // fresh again
    // Now the backend says something else: rendered again.
    same = false;
    version = 2;
    pageCache.expireWhere(() => true, 60_000);
    await request(hono, '/borger/');
    await until(() => backgroundRenders() === 0);
    expect(renders).toBe(2);
    expect(await (await request(hono, '/borger/')).text()).toContain('Borger 2</title>');
  });

  it("nginx's refresh after a publish never gets a stale page: checked now, kept when unchanged, else rendered now", async () => {
    let same = true;
    hono = app([classifyStep, methods, fullPageCache], async (c) => {
      renders++;
      getRequestContext()!.sources = [{ unchanged: async () => same }];
      return c.html(page(version), 200, {
        'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
      });
    });
    const refresh = { headers: { 'x-limbo-publish': 'AbCdEfGh12345678/1796572341697-0' } };
    useEnv({
      SAMPLE_BACKEND: '1',
      REVALIDATE_TOKEN: 'x'.repeat(32),
      NGINX_PURGE_URL: 'http://127.0.0.1:8080/__purge',
    });
    await request(hono, '/borger/');
    // Unchanged at the backend: the kept page, fresh again (nginx keeps it for its s-maxage).
    pageCache.expireWhere(() => true, 60_000);
    const kept = await request(hono, '/borger/', refresh);
    expect(kept.headers.get('cache-control')).toContain('s-maxage=3600');
    expect(await kept.text()).toContain('Borger 1</title>');
    expect(renders).toBe(1);
    // Changed: rendered for this request, not served stale with a render behind it.
    same = false;
    version = 2;
    pageCache.expireWhere(() => true, 60_000);
    const changed = await request(hono, '/borger/', refresh);
    expect(changed.headers.get('cache-control')).toContain('s-maxage=3600');
    expect(await changed.text()).toContain('Borger 2</title>');
    expect(renders).toBe(2);
    expect(backgroundRenders()).toBe(0);
    // Without NGINX_PURGE_URL the header is anyone's: a visitor's stale response, as for any visitor.
    useEnv({ SAMPLE_BACKEND: '1', REVALIDATE_TOKEN: 'x'.repeat(32) });
    version = 3;
    pageCache.expireWhere(() => true, 60_000);
    const forged = await request(hono, '/borger/', refresh);
    expect(forged.headers.get('cache-control')).toContain('s-maxage=0');
    expect(await forged.text()).toContain('Borger 2</title>');
    await until(() => backgroundRenders() === 0);
  });

  it('past the bound, a visit renders the page itself (counted as a miss by expiry)', async () => {
    await request(hono, '/borger/');
    version = 2;
    pageCache.expireWhere(() => true, 0);
    const before = await missesOf('expiry');
    const visit = await request(hono, '/borger/');
    expect(visit.headers.get('x-cache')).toBe('MISS');
    expect(await visit.text()).toContain('Borger 2</title>');
    expect((await missesOf('expiry')) - before).toBe(1);
  });

  it('no header a visitor sends makes a background render: a fresh page stays fresh', async () => {
    await request(hono, '/borger/');
    for (const name of ['x-background-refresh', 'x-limbo-refresh', 'x-refresh', 'cache-control']) {
      const res = await request(hono, '/borger/', { headers: { [name]: '1', pragma: 'no-cache' } });
      expect(res.headers.get('x-cache'), name).toBe('HIT');
    }
    expect(renders).toBe(1);
    expect(isBackgroundRefresh(new Request('http://site.test/borger/'))).toBe(false);
  });
});

describe('step 8: why a page was rendered (misses by cause)', () => {
  beforeEach(() => {
    pageCache.clear();
    useEnv({ SAMPLE_BACKEND: '1', REVALIDATE_TOKEN: 'x'.repeat(32) });
  });

  it('first, variant, drop and status', async () => {
    allOn(); // the climate theme: a variant of its own
    const PAGE = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body><main>x</main></body></html>`;
    let whole = true;
    const hono = app([classifyStep, methods, fullPageCache], (c) =>
      c.html(whole ? PAGE('Borger') : '<p>a part</p>', 200, {
        'cache-control': 'public, max-age=0, s-maxage=3600',
      }),
    );
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (['first', 'variant', 'drop', 'status', 'expiry', 'bound'] as const).map(
            async (cause) => [cause, await missesOf(cause)],
          ),
        ),
      ) as Record<string, number>;
    const start = await counts();
    const delta = async () => {
      const now = await counts();
      return Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - start[k]!]));
    };
    await request(hono, '/om-kommunen/');
    expect(await delta()).toMatchObject({ first: 1 });
    await request(hono, '/om-kommunen/', { headers: { cookie: 'kommune_theme=energy-saver' } });
    expect(await delta()).toMatchObject({ first: 1, variant: 1 });
    evictPages((path) => path === '/om-kommunen/');
    await request(hono, '/om-kommunen/');
    expect(await delta()).toMatchObject({ drop: 1 });
    whole = false;
    await request(hono, '/kontakt/');
    await request(hono, '/kontakt/');
    expect(await delta()).toMatchObject({ first: 2, status: 1 });
  });
});

/** The page cache's misses of `cause` so far (the metric). */
async function missesOf(cause: string): Promise<number> {
  const metric = await metrics.pageCacheMiss.get();
  return metric.values.find((v) => v.labels.cause === cause)?.value ?? 0;
}
