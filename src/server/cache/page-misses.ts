import { LRUCache } from 'lru-cache';
import { metrics } from '../http/metrics.ts';
import { anyConsentKey, pageOfKey } from './page-keys.ts';
import type { StoreReason } from './popularity-store.ts';

/**
 * Why the cache had no fresh answer for a key it was asked for:
 * - `first`: never held here (a page's first visit since the process started);
 * - `bound`: let go to keep within PAGE_CACHE_MB;
 * - `drop`: dropped by a publish of its page (or the page was gone);
 * - `expiry`: past its freshness and its serving-stale window (its `s-maxage`, a publish that
 *   made it stale and no visitor within the bound);
 * - `variant`: the page is held for another consent choice, theme or query, not this one;
 * - `status`: its last answer was not kept (not a whole answer, an error, a personal one).
 */
export type MissCause = 'first' | 'bound' | 'drop' | 'expiry' | 'variant' | 'status';

/**
 * The keys that went, and why; the pages (origin, path and query) held in some variant, to tell
 * a variant's first miss. Bookkeeping only: each bounded by 50,000 keys and 8 MB of them (a
 * visitor chooses the query), the least recent forgotten first.
 */
const bookkeeping = {
  max: 50_000,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_: unknown, key: string) => key.length + 64,
};
const gone = new LRUCache<string, MissCause>(bookkeeping);
const seen = new LRUCache<string, true>(bookkeeping);

const GONE_BY: Record<string, MissCause | undefined> = {
  evict: 'bound',
  expire: 'expiry',
  delete: 'drop',
};

/** Remembers why `key`'s entry went (the page cache's `onGone`). */
export function noteGone(key: string, reason: StoreReason): void {
  const cause = GONE_BY[reason];
  if (cause) gone.set(key, cause);
}

/** Remembers that `key`'s page is held in some variant (the page cache's `onStored`). */
export function noteStored(key: string): void {
  seen.set(pageOfKey(key), true);
  gone.delete(key);
}

/** Why `key` has no entry when the page cache holds none for it, in any consent choice. */
export function causeWhenNotHeld(key: string): MissCause {
  const cause = gone.get(key) ?? gone.get(anyConsentKey(key));
  if (cause) return cause;
  return seen.has(pageOfKey(key)) ? 'variant' : 'first';
}

/** Bytes of keys the miss bookkeeping holds (tests). */
export const missBookkeepingBytes = () => gone.calculatedSize + seen.calculatedSize;

/** Counts a miss and remembers an answer that was not kept (`status` for its next miss). */
export function countMiss(key: string, cause: MissCause, kept: boolean): void {
  metrics.pageCacheMiss.inc({ cause });
  if (!kept) gone.set(key, 'status');
}
