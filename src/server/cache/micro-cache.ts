import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { createBreaker } from './breaker.ts';
import { createCoalescing, TOO_SLOW, within, type Run } from './coalescing.ts';
import { createEntryStore, type EntryState, type EntryStoreOptions } from './entry-store.ts';

const MB = 1024 * 1024;

/**
 * The byte budgets of the process's caches (decision 006), each bounded by entries too. Per
 * process: with one process per core (decision 011) the worst case is N × their sum.
 */
export const CACHE_BYTES = {
  /**
   * Full-page cache: body, compressed forms and reused buffers: about 80 KB for an HTML page
   * (68 KB, its gzip form 13 KB), so some 800 pages; more per page while many answers of it
   * are being written at once (up to 4 buffers of each form).
   */
  page: 64 * MB,
  /** Backend answers by their JSON text (about 15 KB for a sample page; more in the heap). */
  backend: 32 * MB,
  /** Search and list answers by their JSON text (a few KB for 12 items). */
  search: 8 * MB,
  /** No single entry above this is kept, in any of them. */
  entry: 2 * MB,
} as const;

/** The size of plain data as its JSON text (an estimate, measured once when stored). */
export const jsonLength = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

/**
 * The backend micro-cache (UMBRACO_MICRO_CACHE): answers are fresh for `ttlMs`, concurrent
 * misses for one key share one backend call (coalescing.ts), and an answer is kept for
 * `staleIfErrorMs` so it can be served when the backend fails (entry-store.ts). A circuit breaker
 * (breaker.ts) stops sending calls to a backend that is out: `breakerThreshold` different pages,
 * as `breakerKeyOf` names them, failing in a row with an outage, for `breakerOpenMs`.
 *
 * A slow backend (decision 033): when a stale answer is kept, a lookup waits at most
 * `staleAfterMs` for the backend before it answers with that one; the call goes on in the
 * background (within its own timeout) and stores its answer for the next visitor. A lookup may
 * also bound its own wait (`waitMs`, the rest of a visitor's budget): past it, the stale answer,
 * or a timeout.
 *
 * An eviction (`evict`) stops the loads under way for the keys it matches from storing their
 * answers (they may predate the publish that caused it); loads of other keys are untouched, so a
 * stream of evictions of unknown pages cannot keep a popular page out of the cache.
 */
export type MicroCacheOptions<T> = Partial<EntryStoreOptions<T>> & {
  /** How long a lookup that has a stale answer waits for the backend before serving it. */
  staleAfterMs?: number;
  breakerThreshold?: number;
  breakerOpenMs?: number;
  /**
   * The page a key stands for, as the breaker counts failures (default: the key itself). Keys
   * that differ only in what a visitor chooses (the query) should give the same one.
   */
  breakerKeyOf?: (key: string) => string;
  /** Told every lookup's outcome (for the metrics). */
  onOutcome?: (outcome: CacheOutcome) => void;
  /**
   * Whether a failure may be answered from a stale entry (default: every BackendError). When it
   * may not (a backend 404: the page is gone), the key's entry is dropped instead.
   */
  staleAllowed?: (err: BackendError) => boolean;
};

export type { EntryState };

export type CacheOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'bypass';

/**
 * How long a lookup waits for a slow backend when it has a stale answer to give instead
 * (decision 033): above a healthy Umbraco's page calls (tens to a few hundred ms), well inside
 * a visitor's patience.
 */
export const STALE_AFTER_MS = 1000;

export function createMicroCache<T>({
  ttlMs = 10_000,
  staleIfErrorMs = 24 * 60 * 60 * 1000,
  max = 1000,
  maxBytes = CACHE_BYTES.backend,
  maxEntryBytes = CACHE_BYTES.entry,
  sizeOf = jsonLength,
  staleAfterMs = Number.POSITIVE_INFINITY,
  breakerThreshold = 5,
  breakerOpenMs = 5_000,
  breakerKeyOf = (key) => key,
  now = () => Date.now(),
  onOutcome,
  staleAllowed = () => true,
  freshnessOf,
  evictBy = 'recency',
  onGone,
  onStored,
}: MicroCacheOptions<T> = {}) {
  const entries = createEntryStore<T>({
    ttlMs,
    staleIfErrorMs,
    max,
    maxBytes,
    maxEntryBytes,
    sizeOf,
    now,
    evictBy,
    onGone,
    onStored,
    freshnessOf,
  });
  const loads = createCoalescing<T>();
  const breaker = createBreaker({
    threshold: breakerThreshold,
    openMs: breakerOpenMs,
    keyOf: breakerKeyOf,
    now,
  });
  const stats = { hit: 0, miss: 0, coalesced: 0, stale: 0, bypass: 0 };
  const count = (outcome: CacheOutcome) => {
    stats[outcome]++;
    onOutcome?.(outcome);
  };

  /** Starts the load of `key` unless one is under way; the one under way. */
  const start = (key: string, fetcher: () => Promise<T>, cacheable: (value: T) => boolean) =>
    loads.start(key, (run) => load(key, fetcher, cacheable, run));

  async function load(
    key: string,
    fetcher: () => Promise<T>,
    cacheable: (value: T) => boolean,
    run: Run,
  ): Promise<T> {
    breaker.refuse();
    try {
      const value = await fetcher();
      breaker.succeeded();
      if (cacheable(value) && !run.overtaken) entries.put(key, value);
      return value;
    } catch (err) {
      // A page that is gone is never served stale, whoever waits for this call (or nobody).
      if (err instanceof BackendError && !staleAllowed(err)) entries.delete(key);
      breaker.failed(key, err);
      throw err;
    }
  }

  return {
    stats,
    /** Whether the circuit breaker is refusing backend calls right now. */
    isOpen: breaker.isOpen,
    /**
     * The answer for `key`: cached while fresh, else from `fetcher` (one call per key at a
     * time). When the call fails, or is slower than `staleAfterMs`, and an answer younger than
     * the stale window exists, that one. `waitMs` bounds this lookup's wait: past it, the stale
     * answer or BackendError('timeout'); the call goes on and stores its answer.
     */
    async get(
      key: string,
      fetcher: () => Promise<T>,
      cacheable: (value: T) => boolean,
      { waitMs = Number.POSITIVE_INFINITY }: { waitMs?: number } = {},
    ): Promise<{ value: T; outcome: CacheOutcome }> {
      const entry = entries.lookup(key);
      if (entry?.fresh) {
        count('hit');
        return { value: entry.value, outcome: 'hit' };
      }
      const revalidating = entry?.revalidating && !breaker.isOpen();
      const { started: pending, outcome } = start(key, fetcher, cacheable);
      if (revalidating && outcome === 'coalesced') {
        // Served at once while the lookup that started the call waits for it (its call runs in
        // that lookup's own request: the page cache renders with the request that missed).
        count('stale');
        return { value: entry.value, outcome: 'stale' };
      }
      const wait = entries.staleIfError(key) ? Math.min(staleAfterMs, waitMs) : waitMs;
      try {
        let value = await within(pending.promise, wait);
        if (value === TOO_SLOW) {
          const stale = entries.staleIfError(key);
          if (stale) {
            count('stale');
            log.warn(
              { ageMs: stale.ageMs, waitedMs: wait },
              'backend slow: serving a stale answer',
            );
            return { value: stale.value, outcome: 'stale' };
          }
          // The stale answer went meanwhile (a revalidation): the rest of the wait for the call.
          value = await within(pending.promise, waitMs - wait);
          if (value === TOO_SLOW)
            throw new BackendError('timeout', `no answer within ${waitMs} ms`);
        }
        count(outcome);
        return { value, outcome };
      } catch (err) {
        if (err instanceof BackendError && !staleAllowed(err)) throw err;
        const stale = entries.staleIfError(key);
        if (stale && err instanceof BackendError) {
          count('stale');
          log.warn({ ageMs: stale.ageMs, failure: err.failure }, 'serving a stale backend answer');
          return { value: stale.value, outcome: 'stale' };
        }
        throw err;
      }
    },
    /**
     * The answer for `key` when it is fresh, counted as a hit, without a promise; else undefined
     * and nothing counted (`get` then does the rest).
     */
    freshHit(key: string): T | undefined {
      const entry = entries.lookup(key);
      if (!entry?.fresh) return undefined;
      count('hit');
      return entry.value;
    },
    bypass() {
      count('bypass');
    },
    /**
     * The answer for `key` when it is past its freshness but inside its serving-stale window,
     * counted as stale; else undefined and nothing counted. The caller serves it and has it
     * loaded again (`refresh`) unless a load is under way (`loading`).
     */
    staleHit(key: string): T | undefined {
      const entry = entries.lookup(key);
      if (!entry || breaker.isOpen() || !entry.revalidating) return undefined;
      count('stale');
      return entry.value;
    },
    /** Whether a load of `key` is under way. */
    loading: loads.has,
    /**
     * Loads `key` again now (a background refresh), unless a load is under way: lookups meanwhile
     * wait for it or are served the stale answer. Resolves with the answer.
     */
    refresh(key: string, fetcher: () => Promise<T>, cacheable: (value: T) => boolean): Promise<T> {
      return start(key, fetcher, cacheable).started.promise;
    },
    /** Keeps `value` under `key` as a call's answer would be kept (fresh for its own time). */
    put: entries.put,
    /**
     * Measures `key`'s entry again after its value grew in place (the page cache adds the
     * compressed forms of a page when first asked for them). It keeps its age; it is dropped if
     * it no longer fits, and older entries make room for it.
     */
    remeasure: entries.remeasure,
    /** The entry for `key` without touching its recency, or undefined. */
    peek: entries.peek,
    /** Every key held: most recently used first, or most used first (`evictBy`). */
    keys: entries.keys,
    /**
     * Drops every entry `drop` picks (revalidation, a page gone) and returns their keys. `drop`
     * is asked about each entry with its value, and about each key whose load is under way with
     * `undefined` (its answer is not known yet): a load it picks, or whose key's entry it drops,
     * does not store its answer, which may predate the change. Loads of other keys store theirs.
     */
    evict(drop: (key: string, value: T | undefined) => boolean): string[] {
      loads.overtakeWhere((key) => drop(key, undefined));
      const dropped = entries.dropWhere(drop);
      for (const key of dropped) loads.overtake(key);
      return dropped;
    },
    /**
     * Makes every entry stale now (the publish log lost track: any of them may predate a
     * publish, decision 041). For `revalidateMs` from now an entry is still served while the first
     * lookup fetches its successor; after that only when the backend fails (stale-if-error).
     * Loads under way store nothing (they may have started before the publish). Returns how many.
     */
    expireAll(revalidateMs: number): number {
      loads.overtakeAll();
      return entries.expireAll(revalidateMs);
    },
    /**
     * Makes the entries `pick` chooses stale now (a publish changed a part they share), served for
     * at most `revalidateMs` from now while they are loaded again; loads of them under way store
     * nothing (they may predate the change). Returns how many.
     */
    expireWhere(pick: (key: string, value: T) => boolean, revalidateMs: number): number {
      return entries.expireWhere(pick, revalidateMs, (key) => loads.overtake(key, true));
    },
    /**
     * Gives an entry `expireWhere` made stale its own freshness back (it was checked and found
     * current): fresh as long as it was to be from when it was stored, never longer. True when
     * it is fresh again.
     */
    renew: entries.renew,
    /** Bytes held, as `sizeOf` counted them. */
    bytes: entries.bytes,
    /** Entries held. */
    size: entries.size,
    clear() {
      // Later lookups ask afresh rather than wait for a call from before (it may be slow).
      loads.overtakeAll();
      entries.clear();
      breaker.reset();
    },
  };
}
