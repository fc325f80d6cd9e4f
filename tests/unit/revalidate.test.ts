import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faults, publications } from '#mocks/handlers.ts';
import { BackendError } from '#src/server/cms/client.ts';
import { createMicroCache } from '#src/server/cms/micro-cache.ts';
import { backendCache, cacheKey, resolvePage } from '#src/server/cms/page.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { pageCache, type CachedPage } from '#src/server/http/page-cache.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { handleRevalidatePost, bearerMatches } from '#src/server/revalidate/api.ts';
import { expandPaths, pagePathOf, parseRevalidateBody } from '#src/server/revalidate/targets.ts';
import { inspectPage } from '#src/server/revalidate/inspect.ts';
import { log } from '#src/server/log.ts';
import { memoryStore, setToolsStoreForTests } from '#src/server/tools/store.ts';
import { CMS, server } from '#tests/support/setup.ts';

const TOKEN = 'unit-revalidate-token-0123456789abcdef';
const HOST = 'www.example-kommune.dk';

const request = (path: string, query = '') => ({
  path,
  query: new URLSearchParams(query),
  host: HOST,
  cookie: null,
  userAgent: null,
});
const resolve = (path: string, query?: string) =>
  runWithRequestContext(undefined, () => resolvePage(request(path, query)));

/** Whether the micro-cache holds an answer with `code` for the plain page call of `path`. */
const cachedCode = (path: string, query = '') =>
  backendCache.peek(
    cacheKey({
      appHost: HOST,
      path,
      parts: ['site', 'content'],
      query: new URLSearchParams(query),
    }),
  )?.value.meta.code;

/** A page-cache entry for `pagePath` under `key`, as the pipeline's step would store it. */
async function cachePage(key: string, pagePath: string) {
  const page: CachedPage = {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: new TextEncoder().encode('<p>cached</p>'),
    etag: '"x"',
    cacheable: true,
    pagePath,
  };
  await pageCache.get(
    key,
    async () => page,
    () => true,
  );
}

beforeEach(() => {
  publications.clear();
  pageCache.clear();
  setToolsStoreForTests(memoryStore());
});
afterEach(() => {
  publications.clear();
  setToolsStoreForTests(undefined);
});

describe('pagePathOf: the url a revalidation or the inspector is given', () => {
  it.each([
    ['/borger/', '/borger/'],
    ['/borger', '/borger/'],
    ['/', '/'],
    ['/b%C3%B8rn/', '/børn/'],
    ['/børn/', '/børn/'],
    ['/borg%65r/', '/borger/'],
    ['/a//b/', '/a/b/'],
    ['/borger/?page=2#top', '/borger/'],
  ])('%j is the page %j', (input, path) => {
    expect(pagePathOf(input)).toEqual({ path });
  });

  it.each([
    ['https://evil.example/borger/', /absolute URL/],
    ['//evil.example/', /single \//],
    ['/\\evil.example/', /backslash/],
    ['javascript:alert(1)', /absolute URL/],
    ['data:text/html,x', /absolute URL/],
    ['borger/', /starting with a single \//],
    ['/\t/evil.example/', /control/],
    ['/a%2Fb/', /refused/],
    ['/a%252F/', /refused/],
    ['/%E0%A4%A/', /refused/],
    ['/%C3%28/', /refused/],
    [`/${'a'.repeat(3000)}/`, /too long/],
    ['/api/revalidate', /not a page/],
    ['/__limbo/', /not a page/],
    ['/logo.png', /not a page/],
    ['', /must be a path/],
    [42, /must be a path/],
  ])('%j is refused', (input, problem) => {
    const found = pagePathOf(input);
    expect(found).toHaveProperty('problem');
    expect((found as { problem: string }).problem).toMatch(problem);
  });
});

describe('expandPaths: what a revalidation drops', () => {
  it('the page, every ancestor, the front page and the breadcrumb pages', () => {
    expect([
      ...expandPaths(['/borger/affald/sortering/'], () => ['/temaer/affald/', '//evil/']),
    ]).toEqual([
      '/borger/affald/sortering/',
      '/borger/affald/',
      '/borger/',
      '/',
      '/temaer/affald/',
    ]);
    expect([...expandPaths(['/'])]).toEqual(['/']);
  });
});

describe("parseRevalidateBody: { url } and Umbraco's content-published payload", () => {
  it('our own { url } and { urls }', () => {
    expect(parseRevalidateBody({ url: '/borger/' })).toEqual({ paths: ['/borger/'], ids: [] });
    expect(parseRevalidateBody({ urls: ['/a/', '/b/'] })).toEqual({
      paths: ['/a/', '/b/'],
      ids: [],
    });
  });

  it('Umbraco 13–15 "Legacy" (PascalCase, the Delivery API content model)', () => {
    const payload = {
      Name: 'Affald og genbrug',
      CreateDate: '2023-12-11T12:02:38.9979314',
      UpdateDate: '2024-01-02T08:00:00',
      Route: {
        Path: '/borger/affald-og-genbrug/',
        StartItem: { Id: 'c1922956-7855-4fa0-8f2c-7af149a92135', Path: 'forside' },
      },
      Id: 'A1B2C3D4-0000-4000-8000-000000000001',
      ContentType: 'contentPage',
      Properties: { title: 'x', blocks: [{}] },
      Cultures: {},
    };
    expect(parseRevalidateBody(payload)).toEqual({
      paths: ['/borger/affald-og-genbrug/'],
      ids: ['a1b2c3d4-0000-4000-8000-000000000001'],
    });
  });

  it('camelCase with cultures, the "Minimal" payload (an id only), a list of them, a wrapper', () => {
    expect(
      parseRevalidateBody({
        id: 'abc',
        route: { path: '/da/nyheder/' },
        cultures: { 'en-us': { path: '/en/news/', startItem: {} }, da: { path: '/da/nyheder/' } },
      }),
    ).toEqual({ paths: ['/da/nyheder/', '/en/news/'], ids: ['abc'] });
    expect(
      parseRevalidateBody({ Id: 'c1922956-7855-4fa0-8f2c-7af149a92135', Cultures: ['da-DK'] }),
    ).toEqual({
      paths: [],
      ids: ['c1922956-7855-4fa0-8f2c-7af149a92135'],
    });
    expect(parseRevalidateBody([{ url: '/a/' }, { Route: { Path: '/b/' } }])).toEqual({
      paths: ['/a/', '/b/'],
      ids: [],
    });
    expect(
      parseRevalidateBody({ MyData: 'x', PublishedContent: { Route: { Path: '/c/' } } }),
    ).toEqual({
      paths: ['/c/'],
      ids: [],
    });
  });

  it.each([
    [null, /the body must be/],
    ['/borger/', /the body must be/],
    [{}, /names no page/],
    [[], /1 to 50/],
    [{ url: 'https://evil.example/' }, /absolute URL/],
    [{ url: '//evil.example/' }, /single \//],
    [{ Route: { Path: '//evil/' } }, /single \//],
    [{ url: ['/a/'] }, /the body must be/],
    [{ urls: Array(51).fill('/a/') }, /the body must be/],
    [Array(51).fill({ url: '/a/' }), /1 to 50/],
  ])('%j is refused', (body, problem) => {
    const parsed = parseRevalidateBody(body);
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});

describe('a backend 404 evicts the page it had cached (stale-if-error never brings it back)', () => {
  it('meta.code 404 on any call for the page drops every cached copy of it', async () => {
    expect(await resolve('/borger/')).toMatchObject({ status: 200 });
    expect(await resolve('/borger/', 'page=2')).toMatchObject({ status: 200 });
    await cachePage('page-key', '/borger/');
    expect(cachedCode('/borger/')).toBe(200);

    publications.set('/borger/', { unpublished: true });
    // A visitor asks for a variant the cache does not hold: the backend says 404.
    expect(await resolve('/borger/', 'utm=x')).toMatchObject({ status: 404 });
    expect(cachedCode('/borger/')).toBeUndefined();
    expect(cachedCode('/borger/', 'page=2')).toBeUndefined();
    expect(cachedCode('/borger/', 'utm=x')).toBe(404); // the newest truth stays
    expect(pageCache.peek('page-key')).toBeUndefined();

    // The backend goes down: no stale copy of the unpublished page is left to serve.
    faults.mode = 'down';
    expect(await resolve('/borger/')).toMatchObject({ status: 502, page: null });
    expect(await resolve('/borger/', 'page=2')).toMatchObject({ status: 502, page: null });
  });

  it('a bare HTTP 404 (no JSON) is not found too: 404, and no stale copy', async () => {
    expect(await resolve('/kontakt/')).toMatchObject({ status: 200 });
    publications.set('/kontakt/', { unpublished: true, bare: true });
    expect(await resolve('/kontakt/', 'x=1')).toMatchObject({ status: 404 });
    expect(cachedCode('/kontakt/')).toBeUndefined();
    faults.mode = 'down';
    expect(await resolve('/kontakt/')).toMatchObject({ status: 502 });
  });

  it('the micro-cache drops, rather than serves, a stale entry for a failure that means gone', async () => {
    let t = 0;
    const cache = createMicroCache<string>({
      ttlMs: 10,
      now: () => t,
      staleAllowed: (err) => err.httpStatus !== 404,
    });
    await cache.get(
      'k',
      async () => 'published',
      () => true,
    );
    t = 100;
    const gone = async (): Promise<string> => {
      throw new BackendError('status', 'HTTP 404', 404);
    };
    await expect(cache.get('k', gone, () => true)).rejects.toThrow('HTTP 404');
    const down = async (): Promise<string> => {
      throw new BackendError('unreachable', 'down');
    };
    await expect(cache.get('k', down, () => true)).rejects.toThrow('down');
  });

  it('a 404 for a page nobody cached drops nothing else', async () => {
    await resolve('/borger/');
    await resolve('/findes-ikke/');
    expect(cachedCode('/borger/')).toBe(200);
  });
});

describe('micro-cache eviction', () => {
  it('a call under way when an eviction happens does not store its (older) answer', async () => {
    const cache = createMicroCache<string>();
    let release!: (v: string) => void;
    const pending = cache.get(
      'k',
      () => new Promise<string>((r) => (release = r)),
      () => true,
    );
    cache.evict(() => true);
    release('before the publish');
    await pending;
    expect(cache.peek('k')).toBeUndefined();
  });
});

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

  it('drops the page, its ancestors and the lists from the caches, and says what it dropped', async () => {
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
    expect(cachedCode('/borger/')).toBeUndefined();
    expect(cachedCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('a')).toBeUndefined();
    expect(pageCache.peek('b')).toBeDefined();
  });

  it('a front page (the site node: theme, menus, footer) takes every page below it along', async () => {
    for (const path of ['/', '/kontakt/', '/borger/affald-og-genbrug/', '/en/', '/en/contact/'])
      await resolve(path);
    await cachePage('da', '/borger/affald-og-genbrug/');
    await cachePage('en', '/en/contact/');
    // The English front page (a culture root in site.cultures): its pages go, the Danish stay
    // (but `/`, an ancestor of every page).
    let res = await post(JSON.stringify({ url: '/en/' }), auth);
    expect(res.status).toBe(200);
    expect(cachedCode('/en/contact/')).toBeUndefined();
    expect(pageCache.peek('en')).toBeUndefined();
    expect(cachedCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('da')).toBeDefined();
    // A page under it that is no front page drops only its own line.
    await resolve('/en/contact/');
    expect((await post(JSON.stringify({ url: '/kontakt/' }), auth)).status).toBe(200);
    expect(cachedCode('/en/contact/')).toBe(200);
    // The front page of the site: every page of every culture.
    res = await post(JSON.stringify({ url: '/' }), auth);
    const body = (await res.json()) as { dropped: { paths: string[]; backend: number } };
    expect(body.dropped.paths).toEqual(
      expect.arrayContaining(['/', '/borger/affald-og-genbrug/', '/en/contact/']),
    );
    expect(cachedCode('/borger/affald-og-genbrug/')).toBeUndefined();
    expect(cachedCode('/en/contact/')).toBeUndefined();
    expect(pageCache.peek('da')).toBeUndefined();
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

  it('is rate-limited per address: 429 with Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await post('{"url":"/"}', auth, '198.51.100.7');
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not limited by it.
    expect((await post('{"url":"/"}', auth, '198.51.100.8')).status).toBe(200);
  });
});

describe('the page inspector', () => {
  it('refuses hostile urls with a reason and never calls the backend for them', async () => {
    let calls = 0;
    server.events.on('request:start', () => void calls++);
    for (const input of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/%2F/',
    ]) {
      expect(await inspectPage(input, HOST)).toMatchObject({ state: 'refused' });
    }
    expect(await inspectPage(null, HOST)).toEqual({ state: 'empty' });
    expect(calls).toBe(0);
  });

  it('shows the answer, the warnings the adapter logged for it, and the cache state', async () => {
    server.use(
      http.get(`${CMS}/umbraco/api/spa/getdata/`, () =>
        HttpResponse.json({
          meta: { code: 200 },
          pageId: 7,
          site: null,
          content: {
            id: 7,
            name: 'Side',
            url: '/side/',
            template: 'ContentPage',
            settings: 'broken',
            breadcrumb: [{ nope: true }],
            contentElements: [{ alias: 'BlockNoSuchThing', content: {} }],
          },
        }),
      ),
    );
    const level = log.level;
    log.level = 'warn'; // the warnings are captured from the log lines
    try {
      await resolve('/side/');
      const shown = await inspectPage('/side/', HOST);
      expect(shown).toMatchObject({ state: 'inspected', path: '/side/', source: 'cache' });
      if (shown.state !== 'inspected') return;
      expect(shown.answer?.content?.name).toBe('Side');
      const messages = shown.warnings.map((w) => w.msg);
      expect(messages).toContain('backend field dropped');
      expect(messages.some((m) => m.startsWith('content element skipped'))).toBe(true);
      expect(shown.caches).toEqual([
        expect.objectContaining({ cache: 'backend', status: 200, fresh: true }),
      ]);
    } finally {
      log.level = level;
    }
  });
});
