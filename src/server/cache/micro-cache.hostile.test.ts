import { describe, expect, it } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import type { BackendAnswer } from '#src/server/cms/answer.ts';
import { BackendError } from '#src/server/backend-error.ts';
import type { CacheOutcome } from '#src/server/cache/micro-cache.ts';
import { backendCache, cacheKey, evictBackendPaths } from '#src/server/cms/backend-cache.ts';
import { reshapeContext } from '#src/server/cms/page.ts';
import { search } from '#src/server/cms/search.ts';
import { evictPages, pageCache } from '#src/server/cache/page-cache.ts';
import type { CachedPage } from '#src/server/cache/cached-page.ts';
import { HOST, resetPageCachesEachTest, resolve } from '../cms/page.test-kit.ts';

// The caches under traffic an attacker can make cheaply: unknown paths (each a first-seen 404
// that evicts its path) and query variants of one page.

const backendKey = (path: string, query = '') =>
  cacheKey({ appHost: HOST, path, parts: ['site', 'content'], query: new URLSearchParams(query) });
const answer = { meta: { code: 200 } } as BackendAnswer;
const page: CachedPage = {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: new TextEncoder().encode('<p>popular</p>'),
  etag: '"p"',
  cacheable: true,
  pagePath: '/borger/',
};

/** A fetcher that answers `value` once `until` has settled (a slow backend call or render). */
const slow =
  <T>(value: T, until: Promise<unknown>) =>
  async () => {
    await until;
    return value;
  };

describe('caches under a stream of unique 404s', () => {
  resetPageCachesEachTest();

  it('a popular page keeps a hit ratio above 90 % while unknown paths are evicted (regression)', async () => {
    const outcomes: CacheOutcome[] = [];
    for (let i = 0; i < 30; i++) {
      // Each round, the popular page's loads (if any) are under way while a visitor asks for
      // an unknown path: its first-seen 404 evicts that path from both caches (pageGone).
      let release!: () => void;
      const evicted = new Promise<void>((r) => (release = r));
      const backend = backendCache.get(backendKey('/borger/'), slow(answer, evicted), () => true);
      const full = pageCache.get(
        'http://site.test|/borger/||00000',
        slow(page, evicted),
        () => true,
      );
      expect(await resolve(`/findes-ikke-${i}/`)).toMatchObject({ status: 404 });
      release();
      outcomes.push((await backend).outcome, (await full).outcome);
    }
    const hits = outcomes.filter((o) => o === 'hit').length;
    expect(hits / outcomes.length).toBeGreaterThan(0.9);
  });

  it('a publish of the page during its load still stops the store, in both caches', async () => {
    let release!: () => void;
    const published = new Promise<void>((r) => (release = r));
    const loads = [
      backendCache.get(backendKey('/borger/', 'a=1'), slow(answer, published), () => true),
      pageCache.get('http://site.test|/borger/|?a=1|00000', slow(page, published), () => true),
      // The RSC payload of the page: its key names another path, its page path is the same.
      pageCache.get('http://site.test|/RSC/R/borger.txt||00000', slow(page, published), () => true),
      pageCache.get('http://site.test|/job/||00000', slow(page, published), () => true),
    ];
    // Nothing is cached yet: only the loads under way can be picked.
    const picked = (path: string) => path === '/borger/';
    expect(evictBackendPaths(picked) + evictPages(picked).length).toBe(0);
    release();
    await Promise.all(loads);
    expect(backendCache.peek(backendKey('/borger/', 'a=1'))).toBeUndefined();
    expect(pageCache.peek('http://site.test|/borger/|?a=1|00000')).toBeUndefined();
    expect(pageCache.peek('http://site.test|/RSC/R/borger.txt||00000')).toBeUndefined();
    expect(pageCache.peek('http://site.test|/job/||00000')).toBeDefined(); // another page
  });

  it('a page gone during a load of its not-found answer in another variant stops that store too', async () => {
    let release!: () => void;
    const gone = new Promise<void>((r) => (release = r));
    const notFound = { meta: { code: 404 } } as BackendAnswer;
    const load = backendCache.get(backendKey('/borger/', 'b=1'), slow(notFound, gone), () => true);
    // pageGone keeps not-found entries, but an answer not known yet may be the old page.
    evictBackendPaths((path) => path === '/borger/', true);
    release();
    await load;
    expect(backendCache.peek(backendKey('/borger/', 'b=1'))).toBeUndefined();
  });
});

describe('the backend circuit breaker under query variants', () => {
  resetPageCachesEachTest();

  /** Five visits of /borger/ with five different queries, all at once. */
  const fiveVariants = () =>
    Promise.all(Array.from({ length: 5 }, (_, i) => resolve('/borger/', `v=${i}`)));

  it('five query variants of a page with a malformed answer do not open it (regression)', async () => {
    faults.mode = 'garbage';
    for (const result of await fiveVariants()) expect(result).toMatchObject({ status: 502 });
    expect(backendCache.isOpen()).toBe(false);
    faults.mode = 'none';
    expect(await resolve('/job/')).toMatchObject({ status: 200 });
  });

  it('five query variants of a page answering HTTP 5xx do not open it: one page (regression)', async () => {
    faults.mode = 'html502';
    for (const result of await fiveVariants()) expect(result).toMatchObject({ status: 502 });
    expect(backendCache.isOpen()).toBe(false);
    faults.mode = 'none';
    expect(await resolve('/job/')).toMatchObject({ status: 200 });
  });

  it('five spellings or hosts of one failing page do not open it (regression: the probe opened it so)', async () => {
    faults.mode = 'html502';
    const spellings = ['/borger/', '/Borger/', '/BORGER/', '/borgeR/', '/bOrger/'];
    for (const path of spellings) expect(await resolve(path)).toMatchObject({ status: 502 });
    // Empty segments, as /api/data passes them on (regression: the second probe opened it so).
    const slashes = ['/borger//', '//borger/', '/borger///', '///borger//', '/borger////'];
    for (const path of slashes) expect(await resolve(path)).toMatchObject({ status: 502 });
    const hosts = ['h0.example', 'h1.example', 'h2.example', 'h3.example', 'h4.example'];
    for (const host of hosts) {
      await expect(
        backendCache.get(
          cacheKey({
            appHost: host,
            path: '/borger/',
            parts: ['site'],
            query: new URLSearchParams(),
          }),
          async () => {
            throw new BackendError('status', 'HTTP 502', 502);
          },
          () => true,
        ),
      ).rejects.toThrow(BackendError);
    }
    expect(backendCache.isOpen()).toBe(false);
    faults.mode = 'none';
    expect(await resolve('/job/')).toMatchObject({ status: 200 });
  });

  it('five different pages answering a bare 500 do not open it (an unknown appHost, a broken page)', async () => {
    faults.mode = 'bare500';
    const paths = ['/borger/', '/job/', '/kontakt/', '/en/', '/borger/parkering/'];
    for (const path of paths) expect(await resolve(path)).toMatchObject({ status: 500 });
    expect(backendCache.isOpen()).toBe(false);
    faults.mode = 'none';
    expect(await resolve('/erhverv/')).toMatchObject({ status: 200 });
  });

  it('five failing search texts do not switch search off for everyone (regression)', async () => {
    faults.mode = 'html502';
    for (let i = 0; i < 5; i++) {
      expect(
        await search({ text: `fejl-${i}`, siteId: null, page: 1 }, reshapeContext()),
      ).toMatchObject({ failed: true, reason: 'error' });
    }
    faults.mode = 'none';
    const found = await search({ text: 'affald', siteId: null, page: 1 }, reshapeContext());
    expect(found).not.toHaveProperty('failed');
  });

  it('five different paths timing out open it', async () => {
    faults.mode = 'slow';
    faults.slowMs = 400; // over the tests' CMS_TIMEOUT_MS (300)
    try {
      const paths = ['/borger/', '/job/', '/kontakt/', '/en/', '/borger/parkering/'];
      const results = await Promise.all(paths.map((path) => resolve(path)));
      for (const result of results) expect(result).toMatchObject({ status: 504 });
      expect(backendCache.isOpen()).toBe(true);
      faults.mode = 'none';
      await expect(
        backendCache.get(
          backendKey('/other/'),
          async () => answer,
          () => true,
        ),
      ).rejects.toThrow(BackendError);
    } finally {
      faults.slowMs = 10_000;
    }
  });
});
