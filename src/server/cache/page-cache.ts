import { getEnv } from '../env.ts';
import { CACHE_BYTES, createMicroCache } from './micro-cache.ts';
import { sharedMaxAgeMs, staleWhileRevalidateMs } from '../http/cache-control.ts';
import { metrics, onCollect } from '../http/metrics.ts';
import { pageBytes, type CachedPage } from './cached-page.ts';
import { anyConsentKey, pagePathOfKey } from './page-keys.ts';
import { causeWhenNotHeld, noteGone, noteStored, type MissCause } from './page-misses.ts';

/**
 * The full-page cache for anonymous requests: rendered HTML and RSC payloads of CMS pages, with
 * concurrent misses sharing one render. Served at the front of the pipeline, with its ETag and
 * its compressed forms made once per entry (cached-page.ts). Every visitor gets the same bytes
 * (decision 036): the page's policy names its scripts' hashes, not a nonce. Its keys are
 * page-keys.ts's; why it misses, page-misses.ts's.
 *
 * An entry is kept as long as its answer's own `s-maxage` says (freshness.ts): until a publish
 * drops it (at most PAGE_MAX_AGE_SECONDS, or its content's next turn) with the webhook, else
 * 10 s. With the webhook, an entry past that is served to every visitor but the one whose
 * request renders the page again. Whole pages whose entries are let go of last: a site's most
 * visited (popularity-store.ts).
 */
export const pageCache = createMicroCache<CachedPage>({
  ttlMs: 10_000,
  staleIfErrorMs: 10_000,
  max: 200_000,
  maxBytes: () => getEnv().pageCacheBytes,
  maxEntryBytes: CACHE_BYTES.entry,
  sizeOf: pageBytes,
  breakerThreshold: Number.POSITIVE_INFINITY,
  onOutcome: (outcome) => metrics.pageCache.inc({ outcome }),
  freshnessOf: pageFreshness,
  evictBy: 'popularity',
  onGone: noteGone,
  onStored: noteStored,
});

/** How long a stored answer is fresh, and served while it is rendered again (see above). */
export function pageFreshness(page: CachedPage) {
  const cacheControl = page.headers.find(([name]) => name === 'cache-control')?.[1];
  const byPublish = getEnv().pageFreshness.byPublish;
  return {
    freshMs: sharedMaxAgeMs(cacheControl) ?? 10_000,
    staleWhileRevalidateMs: byPublish ? staleWhileRevalidateMs(cacheControl) : 0,
  };
}

onCollect(() => {
  const { hit, coalesced, miss, stale } = pageCache.stats;
  const lookups = hit + coalesced + miss + stale;
  metrics.pageCacheHitRatio.set(lookups ? (hit + coalesced) / lookups : 0);
  metrics.pageCacheBytes.set(pageCache.bytes());
  metrics.pageCacheEntries.set(pageCache.size());
});

/** Why `key` has no fresh entry (counted by the page cache step on a miss). */
export function missCause(key: string): MissCause {
  if (pageCache.peek(key) ?? pageCache.peek(anyConsentKey(key))) return 'expiry';
  return causeWhenNotHeld(key);
}

type Kept = { page: CachedPage; key: string } | undefined;

/** The entry `lookup` finds for `key`'s page: the one for every consent choice first, else its own. */
function keptPage(key: string, lookup: (key: string) => CachedPage | undefined): Kept {
  const shared = anyConsentKey(key);
  const page = lookup(shared);
  if (page) return { page, key: shared };
  const own = lookup(key);
  return own ? { page: own, key } : undefined;
}

/** The fresh entry for `key`'s page, with the key it is kept under; counted as a hit when found. */
export const freshPage = (key: string): Kept => keptPage(key, pageCache.freshHit);

/**
 * The entry for `key`'s page that is stale but inside its serving-stale window, with the key it
 * is kept under; counted as stale when found.
 */
export const stalePage = (key: string): Kept => keptPage(key, pageCache.staleHit);

/**
 * Drops every cached answer (HTML and RSC payloads, every host, query and consent variant) of
 * the decoded page paths `picked` chooses; answers their keys. Renders of those paths under way
 * are not stored (their path is read from the key: they have no entry yet).
 */
export function evictPages(picked: (path: string) => boolean): string[] {
  return pageCache.evict((key, page) => {
    const path = page ? page.pagePath : pagePathOfKey(key);
    return !!path && picked(path);
  });
}

/** Up to `most` page paths `picked` chooses, most visited first (the cache's popularity). */
export function popularPagePaths(picked: (path: string) => boolean, most: number): string[] {
  const found = new Set<string>();
  for (const key of pageCache.keys()) {
    const path = pageCache.peek(key)?.value.pagePath;
    if (path && picked(path)) found.add(path);
    if (found.size >= most) break;
  }
  return [...found];
}

/** The cached answers of one page path: their status, age and freshness (the page inspector). */
export function pageCacheState(pagePath: string) {
  const found = [];
  for (const key of pageCache.keys()) {
    const entry = pageCache.peek(key);
    if (entry?.value.pagePath !== pagePath) continue;
    found.push({
      key,
      status: entry.value.status,
      ageMs: entry.ageMs,
      fresh: entry.fresh,
      bytes: pageBytes(entry.value),
    });
  }
  return found;
}
