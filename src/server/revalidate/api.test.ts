import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backendCache, cacheKey } from '#src/server/cms/backend-cache.ts';
import {
  cachedCode,
  cachePage,
  freshCode,
  HOST,
  resolve,
  resetPageCachesEachTest,
} from '#src/server/cms/page.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS } from '#tests/support/setup.ts';
import { sampleSettings } from '#mocks/handlers.ts';
import { SESSION_COOKIE } from '#src/server/auth/session.ts';
import { sealFor, setToolsUsers } from '#src/server/auth/users.test-kit.ts';
import { formPost } from '#tests/support/form-post.ts';
import { stopRevalidationBus } from './bus.ts';
import { revalidate } from './revalidate.ts';
import {
  bearerMatches,
  handleInspectorRevalidate,
  handleRevalidatePost,
  INSPECTOR_REVALIDATE_PATH,
} from './api.ts';

const TOKEN = 'unit-revalidate-token-0123456789abcdef';

resetPageCachesEachTest();

describe('POST /api/revalidate', () => {
  const post = (body: BodyInit | null, headers: Record<string, string> = {}, ip = '203.0.113.9') =>
    runWithRequestContext(
      undefined,
      () =>
        handleRevalidatePost(
          new Request(`http://${HOST}/api/revalidate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
            ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
          } as RequestInit),
        ),
      ip,
    );
  const auth = { authorization: `Bearer ${TOKEN}` };

  beforeEach(() => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: TOKEN }));
  });

  it('answers 404 while REVALIDATE_TOKEN is unset', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS }));
    expect((await post('{"url":"/"}', auth)).status).toBe(404);
  });

  it('the token is validated at start: at least 32 characters', () => {
    expect(() => parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: 'short' })).toThrow(/at least 32/);
    expect(() => parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: `${'x'.repeat(32)} y` })).toThrow(
      /printable ASCII/,
    );
  });

  it('401 with WWW-Authenticate without the token, or with a wrong one', async () => {
    const none = await post('{"url":"/"}');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="revalidate"');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ]) {
      const wrong = await post('{"url":"/"}', { authorization });
      expect(wrong.status, authorization).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer realm="revalidate"/);
    }
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('400 for a body that is not JSON or names a hostile url', async () => {
    for (const body of [
      'not json',
      '{"url": "https://evil.example/"}',
      '{"url":"//evil/"}',
      '{}',
    ]) {
      const res = await post(body, auth);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it('413 for a body over 16 KB, counted as it arrives (no Content-Length)', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect((await post(stream, auth)).status).toBe(413);
  });

  it('drops the page and the lists, makes its ancestors stale, and says what it did', async () => {
    await resolve('/borger/affald-og-genbrug/');
    await resolve('/borger/');
    await resolve('/kontakt/');
    await cachePage('a', '/borger/affald-og-genbrug/');
    await cachePage('b', '/kontakt/');
    const res = await post(JSON.stringify({ url: '/borger/affald-og-genbrug/' }), auth);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      dropped: { paths: string[]; backend: number; page: number };
      delivery: string;
    };
    expect(body.dropped.paths).toEqual(
      expect.arrayContaining(['/borger/affald-og-genbrug/', '/borger/', '/']),
    );
    expect(body.dropped).toMatchObject({ backend: 2, page: 1 });
    expect(body.delivery).toBe('none'); // one process, no Redis
    expect(cachedCode('/borger/affald-og-genbrug/')).toBeUndefined();
    // The ancestor shows the page's title: fetched again before its next render, kept meanwhile
    // only for a backend failure.
    expect(freshCode('/borger/')).toBeUndefined();
    expect(cachedCode('/borger/')).toBe(200);
    expect(freshCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('a')).toBeUndefined();
    expect(pageCache.peek('b')).toBeDefined();
  });

  it('Redis unreachable: 503 with Retry-After (the CMS sends it again), dropped here all the same', async () => {
    // Nothing listens on port 1: the publish log cannot record it (decision 041).
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:1' }),
    );
    await resolve('/kontakt/');
    await cachePage('b', '/kontakt/');
    const res = await post(JSON.stringify({ url: '/kontakt/' }), auth);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ ok: false, error: 'not-recorded' });
    expect(cachedCode('/kontakt/')).toBeUndefined();
    expect(pageCache.peek('b')).toBeUndefined();
    await stopRevalidationBus();
  });

  it('a front page (the site node: theme, menus, footer) makes every page below it stale', async () => {
    for (const path of ['/', '/kontakt/', '/borger/affald-og-genbrug/', '/en/', '/en/contact/'])
      await resolve(path);
    await cachePage('da', '/borger/affald-og-genbrug/');
    await cachePage('en', '/en/contact/');
    // The English front page (a culture root in site.cultures): its pages go, the Danish stay
    // (but `/`, an ancestor of every page).
    let res = await post(JSON.stringify({ url: '/en/' }), auth);
    expect(res.status).toBe(200);
    expect(freshCode('/en/contact/')).toBeUndefined();
    // Its pages are served from their kept copies while they are rendered again.
    expect(pageCache.peek('en')).toMatchObject({ fresh: false });
    expect(pageCache.staleHit('en')).toBeDefined();
    expect(freshCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('da')).toMatchObject({ fresh: true });
    // A page under it that is no front page touches only its own line.
    await resolve('/en/contact/');
    expect((await post(JSON.stringify({ url: '/kontakt/' }), auth)).status).toBe(200);
    expect(freshCode('/en/contact/')).toBe(200);
    // The front page of the site: every page of every culture.
    res = await post(JSON.stringify({ url: '/' }), auth);
    const body = (await res.json()) as {
      dropped: { paths: string[]; backend: number; stale: number };
    };
    expect(body.dropped.paths).toEqual(
      expect.arrayContaining(['/', '/borger/affald-og-genbrug/', '/en/contact/']),
    );
    expect(cachedCode('/')).toBeUndefined(); // the named page itself goes
    expect(freshCode('/borger/affald-og-genbrug/')).toBeUndefined();
    expect(freshCode('/en/contact/')).toBeUndefined();
    expect(pageCache.peek('da')).toMatchObject({ fresh: false });
    expect(body.dropped.stale).toBeGreaterThanOrEqual(2);
  });

  it('the pages below a named page become stale: their breadcrumbs name it', async () => {
    for (const path of ['/borger/', '/borger/affald-og-genbrug/', '/kontakt/']) await resolve(path);
    await cachePage('below', '/borger/affald-og-genbrug/');
    await cachePage('beside', '/kontakt/');
    await cachePage('named', '/borger/');
    expect((await post(JSON.stringify({ url: '/borger/' }), auth)).status).toBe(200);
    expect(pageCache.peek('named')).toBeUndefined();
    expect(freshCode('/borger/affald-og-genbrug/')).toBeUndefined();
    expect(pageCache.peek('below')).toMatchObject({ fresh: false });
    expect(pageCache.staleHit('below')).toBeDefined();
    expect(freshCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('beside')).toMatchObject({ fresh: true });
  });

  it('refreshes nginx for the named page and its ancestors, not for every page below it (its cost was most of a publish)', async () => {
    for (const path of ['/', '/borger/', '/borger/affald-og-genbrug/']) await resolve(path);
    const res = await post(JSON.stringify({ url: '/borger/' }), auth);
    const { dropped } = (await res.json()) as { dropped: { paths: string[]; refresh: string[] } };
    expect(dropped.paths).toEqual(expect.arrayContaining(['/borger/affald-og-genbrug/']));
    expect(dropped.refresh.sort()).toEqual(['/', '/borger/']);
  });

  it("a publish that changed the site's shared part (menus, footer, theme) makes the whole site stale; one that did not, only its pages", async () => {
    for (const path of ['/', '/kontakt/', '/job/']) await resolve(path);
    await cachePage('job', '/job/');
    // /kontakt/ is in every page's menus, but its publish changed nothing the menus show.
    expect((await post(JSON.stringify({ url: '/kontakt/' }), auth)).status).toBe(200);
    expect(freshCode('/job/')).toBe(200);
    expect(pageCache.peek('job')).toMatchObject({ fresh: true });
    // Now the site's shared part is different when the backend is asked (here: its theme).
    await resolve('/kontakt/');
    sampleSettings.themeAlias = 'dark';
    try {
      const res = await post(JSON.stringify({ url: '/kontakt/' }), auth);
      const body = (await res.json()) as { dropped: { paths: string[]; tags: string[] } };
      expect(body.dropped.paths).toEqual(expect.arrayContaining(['/', '/job/']));
      expect(freshCode('/job/')).toBeUndefined();
      expect(pageCache.peek('job')).toMatchObject({ fresh: false });
      expect(body.dropped.tags.some((tag) => tag.startsWith('site-'))).toBe(true);
    } finally {
      sampleSettings.themeAlias = null;
    }
  });

  it('drops the named page and records it before asking the backend about its site; the site follows', async () => {
    for (const path of ['/', '/kontakt/', '/job/']) await resolve(path);
    await cachePage('job', '/job/');
    await resolve('/kontakt/');
    sampleSettings.themeAlias = 'dark';
    try {
      const steps: { paths: string[]; jobFresh: boolean | undefined; kontakt: unknown }[] = [];
      const done = await revalidate({ paths: ['/kontakt/'], ids: [] }, ({ dropped }) =>
        steps.push({
          paths: dropped.paths,
          jobFresh: pageCache.peek('job')?.fresh,
          kontakt: cachedCode('/kontakt/'),
        }),
      );
      // First the named page alone: gone already, the rest of the site untouched.
      expect(steps[0]).toMatchObject({ kontakt: undefined, jobFresh: true });
      expect(steps[0]!.paths).not.toContain('/job/');
      // Then the site whose shared part changed: its pages stale.
      expect(steps).toHaveLength(2);
      expect(steps[1]!.paths).toEqual(expect.arrayContaining(['/', '/job/']));
      expect(steps[1]!.jobFresh).toBe(false);
      expect(done.dropped.paths).toEqual(expect.arrayContaining(['/kontakt/', '/job/']));
    } finally {
      sampleSettings.themeAlias = null;
    }
  });

  it('names the tags a CDN drops: the page and what is below it, and each ancestor dropped', async () => {
    for (const path of ['/', '/borger/', '/borger/affald-og-genbrug/']) await resolve(path);
    const idOf = (path: string) =>
      backendCache.peek(
        cacheKey({ appHost: HOST, path, parts: ['site', 'content'], query: new URLSearchParams() }),
      )!.value.pageId!;
    const page = String(idOf('/borger/affald-og-genbrug/'));
    const parent = String(idOf('/borger/'));
    const res = await post(JSON.stringify({ url: '/borger/affald-og-genbrug/' }), auth);
    const { dropped } = (await res.json()) as { dropped: { tags: string[] } };
    expect(dropped.tags).toEqual(
      expect.arrayContaining([`page-${page}`, `in-${page}`, `page-${parent}`]),
    );
    expect(dropped.tags.some((tag) => tag.startsWith('site-'))).toBe(false);
  });

  it('reads the backend answers it holds once per look, not once per question', async () => {
    for (const path of ['/', '/borger/', '/borger/affald-og-genbrug/', '/kontakt/'])
      await resolve(path);
    const walks = vi.spyOn(backendCache, 'keys');
    try {
      const res = await post(JSON.stringify({ url: '/borger/affald-og-genbrug/' }), auth);
      expect(res.status).toBe(200);
      // The site part read before the drop, and the drop itself (each parsed every key's JSON
      // once per question: ids, breadcrumbs, front pages, paths held, tags).
      expect(walks.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      walks.mockRestore();
    }
  });

  it("Umbraco's minimal payload (an id only) finds the cached page by its key", async () => {
    const page = await resolve('/kontakt/');
    const key = backendCache.peek(
      cacheKey({
        appHost: HOST,
        path: '/kontakt/',
        parts: ['site', 'content'],
        query: new URLSearchParams(),
      }),
    )!.value.pageKey!;
    expect(page).toMatchObject({ status: 200 });
    const res = await post(JSON.stringify({ Id: key.toUpperCase() }), {
      ...auth,
      'umb-webhook-event': 'Umbraco.ContentPublish',
    });
    expect(res.status).toBe(200);
    expect(cachedCode('/kontakt/')).toBeUndefined();
  });

  it('only failures count: 50 posts without a valid token do not lock the webhook out', async () => {
    const attacker = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const headers: Record<string, string> =
        i % 2 ? { authorization: 'Bearer wrong-token-0123456789abcdef' } : {};
      answers.push((await post('{"url":"/"}', headers, attacker)).status);
    }
    // Ten failures are answered 401, then the address waits.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(answers.slice(10))).toEqual(new Set([429]));
    const limited = await post('{"url":"/"}', {}, attacker);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    // Umbraco, from its own address, is not refused because of them ...
    expect((await post('{"url":"/"}', auth, '192.0.2.10')).status).toBe(200);
    // ... nor from the same address (a shared egress): a valid token is never limited.
    expect((await post('{"url":"/"}', auth, attacker)).status).toBe(200);
  });

  it('valid posts are not counted: a large "publish with descendants" all goes through', async () => {
    for (let i = 0; i < 120; i++) {
      const res = await post(JSON.stringify({ url: '/kontakt/' }), auth, '192.0.2.10');
      expect(res.status, `post ${i + 1}`).toBe(200);
    }
    // And they leave the address's failure count alone.
    expect((await post('{"url":"/"}', {}, '192.0.2.10')).status).toBe(401);
  });

  it('an IPv6 client is counted by its /64: rotating addresses does not reset the count', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('{"url":"/"}', {}, `2001:db8:5:6::${i + 1}`)).status).toBe(401);
    }
    expect((await post('{"url":"/"}', {}, '2001:db8:5:6::ff')).status).toBe(429);
    expect((await post('{"url":"/"}', {}, '2001:db8:5:7::1')).status).toBe(401);
  });
});

describe('POST /api/_limbo/revalidate (the page inspector)', () => {
  const inspect = async (cookie: string, ip = '198.51.100.20') =>
    runWithRequestContext(
      undefined,
      () =>
        handleInspectorRevalidate(
          formPost(INSPECTOR_REVALIDATE_PATH, { url: '/kontakt/' }, { cookie }),
        ),
      ip,
    );

  it('answers 303 back to the inspector, and 429 with Retry-After after 30 a minute per user', async () => {
    await setToolsUsers();
    const cookie = `${SESSION_COOKIE}=${await sealFor('anna')}`;
    for (let i = 0; i < 30; i++) {
      const res = await inspect(cookie, i % 2 ? '198.51.100.20' : '198.51.100.21');
      expect(res.status, `post ${i + 1}`).toBe(303);
    }
    const res = await inspect(cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.text()).toContain('For mange genindlæsninger');
    // The webhook is not limited by the inspector.
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: TOKEN }));
    const webhook = await runWithRequestContext(
      undefined,
      () =>
        handleRevalidatePost(
          new Request(`http://${HOST}/api/revalidate`, {
            method: 'POST',
            headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
            body: '{"url":"/"}',
          }),
        ),
      '198.51.100.20',
    );
    expect(webhook.status).toBe(200);
  });
});
