import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { faults } from '#mocks/handlers.ts';
import { BackendError } from '#src/server/backend-error.ts';
import { isOutage } from '#src/server/cache/breaker.ts';
import { CACHE_BYTES, createMicroCache, jsonLength } from '#src/server/cache/micro-cache.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { backendCache, cacheKey } from '#src/server/cms/backend-cache.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { pageRequest } from '#src/server/cms/page.test-kit.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS, server } from '#tests/support/setup.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('micro-cache', () => {
  it('serves fresh answers from the cache for the TTL', async () => {
    const c = clock();
    const cache = createMicroCache<number>({ ttlMs: 10_000, now: c.now });
    let calls = 0;
    const fetcher = async () => ++calls;
    expect((await cache.get('k', fetcher, () => true)).outcome).toBe('miss');
    c.advance(9_999);
    expect(await cache.get('k', fetcher, () => true)).toEqual({ value: 1, outcome: 'hit' });
    c.advance(2);
    expect(await cache.get('k', fetcher, () => true)).toEqual({ value: 2, outcome: 'miss' });
  });

  it('expireAll: nothing is fresh any more; served while refetched for the window only, then waited for', async () => {
    const c = clock();
    const cache = createMicroCache<number>({
      now: c.now,
      freshnessOf: () => ({ freshMs: 3_600_000, staleWhileRevalidateMs: 3_600_000 }),
    });
    let calls = 0;
    const fetcher = async () => ++calls;
    await cache.get('a', fetcher, () => true);
    await cache.get('b', fetcher, () => true);
    c.advance(1_000);
    expect(cache.expireAll(3_000)).toBe(2);
    expect(cache.peek('a')?.fresh).toBe(false);
    expect(cache.freshHit('a')).toBeUndefined();
    // Within the window: the first lookup fetches and waits; one meanwhile gets the old answer.
    let release = () => {};
    const slow = () => new Promise<number>((r) => (release = () => r(++calls)));
    const first = cache.get('a', slow, () => true);
    expect(await cache.get('a', slow, () => true)).toEqual({ value: 1, outcome: 'stale' });
    release();
    expect(await first).toEqual({ value: 3, outcome: 'miss' });
    // Past the window: the old answer is never served while the backend answers.
    c.advance(3_001);
    expect(await cache.get('b', fetcher, () => true)).toEqual({ value: 4, outcome: 'miss' });
  });

  it('keeps an answer as long as its own freshness says; past it, serves it while the first lookup fetches the new one', async () => {
    const c = clock();
    const cache = createMicroCache<{ v: number; freshMs: number }>({
      ttlMs: 10,
      staleIfErrorMs: 10,
      now: c.now,
      freshnessOf: (value) => ({ freshMs: value.freshMs, staleWhileRevalidateMs: 60_000 }),
    });
    let calls = 0;
    let release: () => void = () => {};
    const fetcher = () =>
      new Promise<{ v: number; freshMs: number }>((resolve) => {
        const v = ++calls;
        release = () => resolve({ v, freshMs: 3_600_000 });
      });
    const first = cache.get('k', fetcher, () => true);
    release();
    expect((await first).outcome).toBe('miss');
    c.advance(3_599_999);
    expect(await cache.get('k', fetcher, () => true)).toMatchObject({ outcome: 'hit' });
    expect(cache.peek('k')?.fresh).toBe(true);
    c.advance(2); // past its own freshness (the default ttlMs was 10 ms)
    const renderer = cache.get('k', fetcher, () => true); // starts the call and waits for it
    const others = await Promise.all([1, 2].map(() => cache.get('k', fetcher, () => true)));
    expect(others.map((o) => [o.value.v, o.outcome])).toEqual([
      [1, 'stale'],
      [1, 'stale'],
    ]);
    release();
    expect(await renderer).toMatchObject({ value: { v: 2 }, outcome: 'miss' });
    expect(calls).toBe(2);
    expect(await cache.get('k', fetcher, () => true)).toMatchObject({
      value: { v: 2 },
      outcome: 'hit',
    });
    // Past its freshness and the revalidation window: every lookup waits for the new answer.
    c.advance(3_600_000 + 60_000);
    const late = cache.get('k', fetcher, () => true);
    const coalesced = cache.get('k', fetcher, () => true);
    release();
    expect((await coalesced).outcome).toBe('coalesced');
    expect((await late).value.v).toBe(3);
  });

  it('coalesces concurrent misses into one call', async () => {
    const cache = createMicroCache<string>();
    let calls = 0;
    const fetcher = () => new Promise<string>((r) => setTimeout(() => r(`v${++calls}`), 20));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('k', fetcher, () => true)),
    );
    expect(calls).toBe(1);
    expect(results.map((r) => r.value)).toEqual(Array(10).fill('v1'));
    expect(results.filter((r) => r.outcome === 'coalesced')).toHaveLength(9);
  });

  it('serves a stale answer when the backend fails, within the stale window', async () => {
    const c = clock();
    const cache = createMicroCache<string>({ ttlMs: 10, staleIfErrorMs: 1000, now: c.now });
    await cache.get(
      'k',
      async () => 'good',
      () => true,
    );
    c.advance(500);
    const failing = async (): Promise<string> => {
      throw new BackendError('unreachable', 'down');
    };
    expect(await cache.get('k', failing, () => true)).toEqual({ value: 'good', outcome: 'stale' });
    c.advance(600);
    await expect(cache.get('k', failing, () => true)).rejects.toBeInstanceOf(BackendError);
  });

  it('never caches what is not cacheable, and keeps the older good answer', async () => {
    const c = clock();
    const cache = createMicroCache<number>({ ttlMs: 10, now: c.now });
    await cache.get(
      'k',
      async () => 200,
      (v) => v === 200,
    );
    c.advance(20);
    expect(
      (
        await cache.get(
          'k',
          async () => 500,
          (v) => v === 200,
        )
      ).value,
    ).toBe(500);
    const failing = async (): Promise<number> => {
      throw new BackendError('timeout', 'slow');
    };
    expect((await cache.get('k', failing, (v) => v === 200)).value).toBe(200);
  });

  it('one failing key, however often asked, never opens the circuit (regression)', async () => {
    const cache = createMicroCache<number>({ breakerThreshold: 3 });
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const failing = async (): Promise<number> => {
      throw new BackendError('status', 'broken page', 500);
    };
    for (let i = 0; i < 20; i++)
      await expect(cache.get('bad', failing, () => true)).rejects.toThrow();
    expect(cache.isOpen()).toBe(false);
    expect(
      await cache.get(
        'good',
        async () => 1,
        () => true,
      ),
    ).toMatchObject({ value: 1 });
  });

  it('opens the circuit after repeated failures and stops calling the backend', async () => {
    const c = clock();
    const cache = createMicroCache<number>({
      breakerThreshold: 3,
      breakerOpenMs: 5000,
      now: c.now,
    });
    let calls = 0;
    const failing = async (): Promise<number> => {
      calls++;
      throw new BackendError('unreachable', 'down');
    };
    for (let i = 0; i < 3; i++)
      await expect(cache.get(`k${i}`, failing, () => true)).rejects.toThrow();
    expect(cache.isOpen()).toBe(true);
    await expect(cache.get('other', failing, () => true)).rejects.toThrow(/circuit is open/);
    expect(calls).toBe(3);
    c.advance(5001);
    expect(cache.isOpen()).toBe(false);
    expect(
      (
        await cache.get(
          'other',
          async () => 1,
          () => true,
        )
      ).value,
    ).toBe(1);
  });
});

describe('micro-cache in bytes', () => {
  const keep = () => true;
  const value = (bytes: number) => async () => 'x'.repeat(bytes);

  it('fills to its byte limit, then lets the least recently used answers go', async () => {
    const cache = createMicroCache<string>({
      maxBytes: 1000,
      maxEntryBytes: 1000,
      sizeOf: (v) => v.length,
    });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, value(250), keep);
    expect(cache.bytes()).toBe(1000);
    await cache.get('a', value(250), keep); // a hit: `a` is now the most recent
    await cache.get('e', value(300), keep);
    expect(cache.bytes()).toBeLessThanOrEqual(1000);
    expect((await cache.get('a', value(250), keep)).outcome).toBe('hit');
    expect((await cache.get('b', value(250), keep)).outcome).toBe('miss'); // evicted
    expect((await cache.get('e', value(300), keep)).outcome).toBe('hit');
  });

  it('does not keep an answer over the entry limit, nor an older one for its key', async () => {
    const cache = createMicroCache<string>({ maxBytes: 10_000, maxEntryBytes: 500, ttlMs: 0 });
    await cache.get('k', value(100), keep);
    expect(cache.bytes()).toBe(jsonLength('x'.repeat(100)));
    expect((await cache.get('k', value(600), keep)).outcome).toBe('miss');
    expect(cache.bytes()).toBe(0);
    const failing = async (): Promise<string> => {
      throw new BackendError('unreachable', 'down');
    };
    await expect(cache.get('k', failing, keep)).rejects.toThrow('down'); // nothing stale either
  });

  it('measures an entry again when its value grew, keeping its age', async () => {
    const c = clock();
    const cache = createMicroCache<{ parts: string[] }>({
      maxBytes: 1000,
      ttlMs: 10_000,
      now: c.now,
      sizeOf: (v) => v.parts.join('').length,
    });
    const { value: grown } = await cache.get('k', async () => ({ parts: ['x'.repeat(100)] }), keep);
    await cache.get('other', async () => ({ parts: ['y'.repeat(500)] }), keep);
    expect(cache.bytes()).toBe(600);
    grown.parts.push('z'.repeat(400));
    cache.remeasure('k');
    expect(cache.bytes()).toBe(1000);
    grown.parts.push('z');
    cache.remeasure('k'); // over the limit: the least recent (`other`) makes room
    expect(cache.bytes()).toBe(501);
    c.advance(10_001);
    expect((await cache.get('k', async () => ({ parts: [] }), keep)).outcome).toBe('miss');
  });

  it('keeps no answer it cannot measure, and still answers', async () => {
    const cache = createMicroCache<bigint>();
    expect(await cache.get('k', async () => 1n, keep)).toEqual({ value: 1n, outcome: 'miss' });
    expect(cache.bytes()).toBe(0);
    expect(cache.isOpen()).toBe(false);
  });

  it('has named budgets: pages 64 MB, backend 32 MB, search 8 MB, 2 MB per entry', () => {
    expect(CACHE_BYTES).toEqual({
      page: 64 * 1024 * 1024,
      backend: 32 * 1024 * 1024,
      search: 8 * 1024 * 1024,
      entry: 2 * 1024 * 1024,
    });
  });
});

describe('page resolution with the micro-cache', () => {
  /** A request; with a cookie it stands for a valid tools session (as the pipeline decides). */
  const request = (path: string, query = '', cookie: string | null = null) => {
    const visitor = pageRequest(path, query);
    return { ...visitor, cookie, personal: visitor.personal || cookie !== null };
  };
  const resolve = (path: string, query?: string, cookie?: string | null) =>
    runWithRequestContext(undefined, () => resolvePage(request(path, query, cookie)));

  function countCalls() {
    let n = 0;
    server.events.on('request:start', () => void n++);
    return () => n;
  }

  it('keys by host, path, parts and query; a second visitor is a cache hit', async () => {
    const calls = countCalls();
    await resolve('/borger/');
    await resolve('/borger/');
    expect(calls()).toBe(1);
    await resolve('/borger/', 'overwrite-lang=en');
    expect(calls()).toBe(2);
    expect(cacheKey({ appHost: 'h', path: '/a/', query: new URLSearchParams('b=2&a=1') })).toBe(
      cacheKey({ appHost: 'h', path: '/a/', query: new URLSearchParams('a=1&b=2') }),
    );
  });

  it('cache=false and a tools session bypass it', async () => {
    const calls = countCalls();
    await resolve('/borger/');
    await resolve('/borger/', 'cache=false');
    await resolve('/borger/', '', '__limbo-authenticated=x');
    expect(calls()).toBe(3);
  });

  it('a cached page survives a backend outage (stale-if-error)', async () => {
    const first = await resolve('/borger/');
    expect(first).toMatchObject({ status: 200 });
    backendCache.clear();
    await resolve('/borger/parkering/');
    faults.mode = 'down';
    // Fresh for 10 s: still a hit. The stale path is covered by the unit tests above.
    expect(await resolve('/borger/parkering/')).toMatchObject({ status: 200 });
    expect(await resolve('/job/')).toMatchObject({ status: 502 });
  });

  it('is off when UMBRACO_MICRO_CACHE is off', async () => {
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, PUBLIC_CONFIG: '{"flags":{"UMBRACO_MICRO_CACHE":false}}' }),
    );
    server.use(
      http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json({ meta: { code: 404 } })),
    );
    const calls = countCalls();
    await resolve('/x/');
    await resolve('/x/');
    expect(calls()).toBe(2); // no cache: each request asks the backend
  });
});

describe('a failure that means gone', () => {
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

describe('micro-cache eviction, key by key', () => {
  /** A load of `key` under way, finished by `release`. */
  function loading(cache: ReturnType<typeof createMicroCache<string>>, key: string) {
    let release!: (v: string) => void;
    const done = cache.get(
      key,
      () => new Promise<string>((r) => (release = r)),
      () => true,
    );
    return { done, release: (v: string) => release(v) };
  }

  it('an eviction of other keys lets a load under way store its answer (regression)', async () => {
    const cache = createMicroCache<string>();
    const popular = loading(cache, 'popular');
    expect(cache.evict((key) => key === 'gone-1')).toEqual([]);
    await cache.get(
      'gone-2',
      async () => 'not found',
      () => true,
    );
    expect(cache.evict((key) => key === 'gone-2')).toEqual(['gone-2']);
    popular.release('answer');
    await popular.done;
    expect(cache.peek('popular')?.value).toBe('answer');
  });

  it('an eviction that picks a key under way, which has no entry yet, stops its store', async () => {
    const cache = createMicroCache<string>();
    const asked: [string, string | undefined][] = [];
    const page = loading(cache, 'page');
    const other = loading(cache, 'other');
    cache.evict((key, value) => {
      asked.push([key, value]);
      return key === 'page';
    });
    expect(asked).toEqual([
      ['page', undefined],
      ['other', undefined],
    ]);
    page.release('before the publish');
    other.release('other answer');
    expect((await page.done).value).toBe('before the publish'); // still answered
    await other.done;
    expect(cache.peek('page')).toBeUndefined();
    expect(cache.peek('other')?.value).toBe('other answer');
    // The next load of the key stores again.
    await cache.get(
      'page',
      async () => 'after the publish',
      () => true,
    );
    expect(cache.peek('page')?.value).toBe('after the publish');
  });

  it("dropping a key's entry stops the store of its load under way, whatever `drop` says without a value", async () => {
    const c = clock();
    const cache = createMicroCache<string>({ ttlMs: 10, now: c.now });
    await cache.get(
      'k',
      async () => 'old',
      () => true,
    );
    c.advance(20);
    const load = loading(cache, 'k');
    expect(cache.evict((_key, value) => value === 'old')).toEqual(['k']);
    load.release('maybe old too');
    await load.done;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('clear stops every store under way', async () => {
    const cache = createMicroCache<string>();
    const load = loading(cache, 'k');
    cache.clear();
    load.release('before');
    await load.done;
    expect(cache.peek('k')).toBeUndefined();
  });
});

describe('micro-cache circuit breaker: what counts', () => {
  const fail = (err: BackendError) => async (): Promise<number> => {
    throw err;
  };

  it('counts unreachable, timeouts and 502/503/504 as an outage; not a bare 500, a malformed answer or a 4xx', () => {
    expect(isOutage(new BackendError('unreachable', 'down'))).toBe(true);
    expect(isOutage(new BackendError('timeout', 'slow'))).toBe(true);
    expect(isOutage(new BackendError('status', 'HTTP 502', 502))).toBe(true);
    expect(isOutage(new BackendError('status', 'HTTP 503', 503))).toBe(true);
    expect(isOutage(new BackendError('status', 'HTTP 504', 504))).toBe(true);
    // The package's answer to an exception of one request (a broken page, an unknown appHost).
    expect(isOutage(new BackendError('status', 'HTTP 500', 500))).toBe(false);
    expect(isOutage(new BackendError('malformed', 'not JSON'))).toBe(false);
    expect(isOutage(new BackendError('status', 'HTTP 404', 404))).toBe(false);
    expect(isOutage(new BackendError('status', 'HTTP 429', 429))).toBe(false);
    expect(isOutage(new Error('a bug'))).toBe(false);
  });

  it('malformed answers for many keys never open it (regression)', async () => {
    const cache = createMicroCache<number>({ breakerThreshold: 3 });
    for (let i = 0; i < 5; i++) {
      await expect(
        cache.get(`k${i}`, fail(new BackendError('malformed', 'bad')), () => true),
      ).rejects.toThrow('bad');
    }
    expect(cache.isOpen()).toBe(false);
  });

  it('keys with one breakerKeyOf count as one failing page (regression)', async () => {
    const cache = createMicroCache<number>({
      breakerThreshold: 3,
      breakerKeyOf: (key) => key.split('?')[0]!,
    });
    const down = fail(new BackendError('status', 'HTTP 502', 502));
    for (let i = 0; i < 5; i++)
      await expect(cache.get(`/a/?v=${i}`, down, () => true)).rejects.toThrow('502');
    expect(cache.isOpen()).toBe(false);
    await expect(cache.get('/b/', down, () => true)).rejects.toThrow('502');
    await expect(cache.get('/c/?x', down, () => true)).rejects.toThrow('502');
    expect(cache.isOpen()).toBe(true);
  });
});

describe('a slow backend (decision 033)', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** A backend call that answers `value` after `ms`, counting its calls. */
  function slowBackend(ms: number) {
    const calls = { n: 0 };
    const fetcher = (value: string) => async () => {
      calls.n++;
      await sleep(ms);
      return value;
    };
    return { calls, fetcher };
  }
  /** A cache whose entry for `k` is already stale (stored, then older than its TTL). */
  async function withStaleEntry(staleAfterMs: number) {
    const c = clock();
    const cache = createMicroCache<string>({ ttlMs: 10, staleAfterMs, now: c.now });
    await cache.get(
      'k',
      async () => 'old',
      () => true,
    );
    c.advance(100);
    return cache;
  }

  // Regression (issue 23): a slow backend made every visitor wait for the full timeout (8 s).
  it('answers with the stale entry after staleAfterMs; the call goes on and stores its answer', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const cache = await withStaleEntry(30);
    const backend = slowBackend(200);
    const started = performance.now();
    const [first, second] = await Promise.all([
      cache.get('k', backend.fetcher('new'), () => true),
      cache.get('k', backend.fetcher('other'), () => true),
    ]);
    expect(performance.now() - started).toBeLessThan(150);
    expect(first).toEqual({ value: 'old', outcome: 'stale' });
    expect(second).toEqual({ value: 'old', outcome: 'stale' });
    expect(backend.calls.n).toBe(1); // the second lookup waited for the same call
    await sleep(250);
    expect(await cache.get('k', backend.fetcher('never'), () => true)).toEqual({
      value: 'new',
      outcome: 'hit',
    });
    expect(backend.calls.n).toBe(1);
  });

  it('without a stale entry waits for the call (within its own timeout)', async () => {
    const cache = createMicroCache<string>({ staleAfterMs: 10 });
    const backend = slowBackend(60);
    expect(await cache.get('k', backend.fetcher('new'), () => true)).toEqual({
      value: 'new',
      outcome: 'miss',
    });
  });

  it('bounds a lookup by its waitMs: a timeout for this visitor, the answer for the next', async () => {
    const cache = createMicroCache<string>({ staleAfterMs: 1000 });
    const backend = slowBackend(120);
    const started = performance.now();
    const late = cache.get('k', backend.fetcher('new'), () => true, { waitMs: 20 });
    await expect(late).rejects.toMatchObject({ failure: 'timeout' });
    expect(performance.now() - started).toBeLessThan(100);
    await sleep(150);
    expect((await cache.get('k', backend.fetcher('never'), () => true)).value).toBe('new');
    expect(backend.calls.n).toBe(1);
  });

  it('waits on for the call when the stale entry went meanwhile (a revalidation)', async () => {
    const cache = await withStaleEntry(20);
    const backend = slowBackend(80);
    const pending = cache.get('k', backend.fetcher('new'), () => true);
    cache.evict((key, value) => key === 'k' && value !== undefined);
    // The eviction stops this call from storing, but its answer is still this visitor's.
    expect(await pending).toEqual({ value: 'new', outcome: 'miss' });
  });

  it('drops the stale entry of a page gone, even when nobody waits for the call', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const c = clock();
    const cache = createMicroCache<string>({
      ttlMs: 10,
      staleAfterMs: 10,
      now: c.now,
      staleAllowed: (err) => err.httpStatus !== 404,
    });
    await cache.get(
      'k',
      async () => 'published',
      () => true,
    );
    c.advance(100);
    const gone = async (): Promise<string> => {
      await sleep(50);
      throw new BackendError('status', 'HTTP 404', 404);
    };
    expect(await cache.get('k', gone, () => true)).toMatchObject({ outcome: 'stale' });
    await sleep(80);
    const down = async (): Promise<string> => {
      throw new BackendError('unreachable', 'down');
    };
    await expect(cache.get('k', down, () => true)).rejects.toThrow('down');
  });
});
