import { LRUCache } from 'lru-cache';
import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { PopularityStore, type StoreReason } from './popularity-store.ts';

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
 * misses for one key share one backend call, and an answer is kept for `staleIfErrorMs` so it
 * can be served when the backend fails. A circuit breaker stops sending calls to a backend that
 * is out (`breakerThreshold` different pages, as `breakerKeyOf` names them, failing in a row with
 * an outage: see `isOutage`), for `breakerOpenMs`, so a hammered outage does not pile up
 * requests. One failing page alone, whatever query it is asked with, never opens it, nor does a
 * backend that answers but badly.
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
 *
 * Bounded by entries (`max`) and by bytes (`maxBytes`, each answer measured once by `sizeOf`
 * when it is stored): the least recently used answers go first. An answer larger than
 * `maxEntryBytes` is not kept at all (nor an older one for its key), so one huge page cannot
 * push out hundreds of others.
 */
export type MicroCacheOptions<T> = {
  ttlMs?: number;
  staleIfErrorMs?: number;
  /** Most entries kept. */
  max?: number;
  /**
   * Most bytes kept, as `sizeOf` counts them (default: the backend cache's budget); a function is
   * read when needed (the page cache's budget comes from the configuration; `popularity` only).
   */
  maxBytes?: number | (() => number);
  /** Entries larger than this are not kept at all. */
  maxEntryBytes?: number;
  /** The size of a value in bytes, measured when it is stored (default: its JSON length). */
  sizeOf?: (value: T) => number;
  /** How long a lookup that has a stale answer waits for the backend before serving it. */
  staleAfterMs?: number;
  breakerThreshold?: number;
  breakerOpenMs?: number;
  /**
   * The page a key stands for, as the breaker counts failures (default: the key itself). Keys
   * that differ only in what a visitor chooses (the query) should give the same one.
   */
  breakerKeyOf?: (key: string) => string;
  now?: () => number;
  /** Told every lookup's outcome (for the metrics). */
  onOutcome?: (outcome: CacheOutcome) => void;
  /**
   * Which entries go when the cache is full: the least recently used (`recency`, the default),
   * or the least used (`popularity`: popularity-store.ts, the page cache's).
   */
  evictBy?: 'recency' | 'popularity';
  /**
   * Told of every entry that goes and why: `evict` (the bound), `expire` (its time to live),
   * `delete` (an eviction by `evict`, a page gone), `set` (replaced).
   */
  onGone?: (key: string, reason: StoreReason) => void;
  /** Told of every answer stored. */
  onStored?: (key: string) => void;
  /**
   * An answer's own freshness, read when it is stored (default: `ttlMs`, and no serving stale
   * while revalidating): fresh for `freshMs`; for `staleWhileRevalidateMs` after that, the first
   * lookup calls for the new answer and waits for it, and every lookup meanwhile gets the stale
   * one at once.
   */
  freshnessOf?: (value: T) => { freshMs: number; staleWhileRevalidateMs: number };
  /**
   * Whether a failure may be answered from a stale entry (default: every BackendError). When it
   * may not (a backend 404: the page is gone), the key's entry is dropped instead.
   */
  staleAllowed?: (err: BackendError) => boolean;
};

/** What a cache holds for a key, for the page inspector: its age and whether it is fresh. */
export type EntryState = { ageMs: number; fresh: boolean; storedAt: number };

type Entry<T> = {
  value: T;
  storedAt: number;
  /** How long it is fresh, and after that served while a call revalidates it (ms). */
  freshMs: number;
  revalidateMs: number;
  /** Its own freshness before `expireWhere` made it stale (`renew` gives it back). */
  own?: { freshMs: number; revalidateMs: number };
};

/** A load under way: overtaken once an eviction matched its key, and then it stores nothing. */
type Run = { overtaken: boolean };

/**
 * Whether a failure says the backend is out: unreachable, timed out, or an HTTP 5xx. A malformed
 * answer or a 4xx came from a backend that is up: one broken page, which a visitor can ask for
 * with any number of queries, never counts towards the breaker.
 */
export const isOutage = (err: unknown): boolean =>
  err instanceof BackendError &&
  (err.failure === 'unreachable' ||
    err.failure === 'timeout' ||
    (err.failure === 'status' && OUTAGE_STATUSES.has(err.httpStatus ?? 0)));

/**
 * The HTTP statuses that say the backend (or the gateway before it) is down or overloaded. Not
 * 500: the package answers an exception of one request with a bare 500 (a broken page, an
 * `appHost` that matches no site), which a visitor can ask for at will.
 */
const OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export type CacheOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'bypass';

/**
 * How long a lookup waits for a slow backend when it has a stale answer to give instead
 * (decision 033): above a healthy Umbraco's page calls (tens to a few hundred ms), well inside
 * a visitor's patience.
 */
export const STALE_AFTER_MS = 1000;

const TOO_SLOW = Symbol('too slow');

/** `promise`'s value, or TOO_SLOW when it has not settled within `ms` (Infinity: no bound). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TOO_SLOW> {
  if (!Number.isFinite(ms)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

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
  // lru-cache wants a positive integer; a value that cannot be measured is not kept.
  const sizeCalculation = ({ value }: Entry<T>) => {
    let bytes: number;
    try {
      bytes = sizeOf(value);
    } catch {
      bytes = Number.NaN;
    }
    return Number.isFinite(bytes) ? Math.max(1, Math.ceil(bytes)) : Number.MAX_SAFE_INTEGER;
  };
  /** While `clear` runs: the cache starts over, nothing went for a reason worth telling. */
  let clearing = false;
  const dispose =
    onGone &&
    ((_: Entry<T>, key: string, reason: string) => {
      if (!clearing) onGone(key, reason as StoreReason);
    });
  const bytesNow = typeof maxBytes === 'function' ? maxBytes : () => maxBytes;
  const bounds = {
    max,
    maxEntrySize: maxEntryBytes,
    sizeCalculation,
    ttl: staleIfErrorMs,
    ...(dispose ? { dispose } : {}),
  };
  const entries =
    evictBy === 'popularity'
      ? new PopularityStore<Entry<T>>({ ...bounds, maxSize: bytesNow, now })
      : new LRUCache<string, Entry<T>>({
          ...bounds,
          maxSize: bytesNow(),
          maxEntrySize: Math.min(maxEntryBytes, bytesNow()),
          ttlAutopurge: false,
        });
  const inFlight = new Map<string, { promise: Promise<T>; run: Run }>();
  // Pages (breakerKeyOf) that failed with an outage since the last success. The breaker opens when
  // several DIFFERENT pages fail in a row: one broken page, however often and with whatever
  // query it is asked for, cannot fail-fast every other page.
  const failingKeys = new Set<string>();
  let openUntil = 0;
  const stats = { hit: 0, miss: 0, coalesced: 0, stale: 0, bypass: 0 };
  const count = (outcome: CacheOutcome) => {
    stats[outcome]++;
    onOutcome?.(outcome);
  };

  const breakerOpen = () => now() < openUntil;

  /** Stores an answer, kept as long as it may be served: fresh, revalidating or on an error. */
  function store(key: string, value: T) {
    const own = freshnessOf?.(value);
    const freshMs = own ? Math.max(0, own.freshMs) : ttlMs;
    const revalidateMs = own ? Math.max(0, own.staleWhileRevalidateMs) : 0;
    const keptMs = Math.max(staleIfErrorMs, freshMs + revalidateMs);
    entries.set(key, { value, storedAt: now(), freshMs, revalidateMs }, { ttl: keptMs });
    if (entries.peek(key)?.value === value) onStored?.(key);
  }

  /** Starts the load of `key` unless one is under way; the one under way. */
  function start(key: string, fetcher: () => Promise<T>, cacheable: (value: T) => boolean) {
    const running = inFlight.get(key);
    if (running) return { started: running, outcome: 'coalesced' as const };
    const run: Run = { overtaken: false };
    const started = { promise: load(key, fetcher, cacheable, run), run };
    inFlight.set(key, started);
    // Until the call settles, whoever waits for it (or nobody: a lookup served stale).
    const done = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.promise.then(done, done);
    return { started, outcome: 'miss' as const };
  }

  async function load(
    key: string,
    fetcher: () => Promise<T>,
    cacheable: (value: T) => boolean,
    run: Run,
  ): Promise<T> {
    if (breakerOpen())
      throw new BackendError('unreachable', 'backend circuit is open after repeated failures');
    try {
      const value = await fetcher();
      failingKeys.clear();
      if (cacheable(value) && !run.overtaken) store(key, value);
      return value;
    } catch (err) {
      // A page that is gone is never served stale, whoever waits for this call (or nobody).
      if (err instanceof BackendError && !staleAllowed(err)) entries.delete(key);
      if (!isOutage(err)) throw err;
      if (failingKeys.size < breakerThreshold) failingKeys.add(breakerKeyOf(key));
      if (failingKeys.size >= breakerThreshold && !breakerOpen()) {
        openUntil = now() + breakerOpenMs;
        log.error({ keys: failingKeys.size, openMs: breakerOpenMs }, 'backend circuit opened');
        failingKeys.clear();
      }
      throw err;
    }
  }

  return {
    stats,
    /** Whether the circuit breaker is refusing backend calls right now. */
    isOpen: breakerOpen,
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
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : 0;
      if (entry && age < entry.freshMs) {
        count('hit');
        return { value: entry.value, outcome: 'hit' };
      }
      const revalidating = entry && age < entry.freshMs + entry.revalidateMs && !breakerOpen();
      const { started: pending, outcome } = start(key, fetcher, cacheable);
      if (revalidating && outcome === 'coalesced') {
        // Served at once while the lookup that started the call waits for it (its call runs in
        // that lookup's own request: the page cache renders with the request that missed).
        count('stale');
        return { value: entry.value, outcome: 'stale' };
      }
      const staleEntry = () => {
        const stale = entries.get(key);
        return stale && now() - stale.storedAt < staleIfErrorMs ? stale : undefined;
      };
      const wait = staleEntry() ? Math.min(staleAfterMs, waitMs) : waitMs;
      try {
        let value = await within(pending.promise, wait);
        if (value === TOO_SLOW) {
          const stale = staleEntry();
          if (stale) {
            count('stale');
            log.warn(
              { ageMs: now() - stale.storedAt, waitedMs: wait },
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
        const stale = staleEntry();
        if (stale && err instanceof BackendError) {
          count('stale');
          log.warn(
            { ageMs: now() - stale.storedAt, failure: err.failure },
            'serving a stale backend answer',
          );
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
      const entry = entries.get(key);
      if (!entry || now() - entry.storedAt >= entry.freshMs) return undefined;
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
      const entry = entries.get(key);
      if (!entry || breakerOpen()) return undefined;
      const age = now() - entry.storedAt;
      if (age < entry.freshMs || age >= entry.freshMs + entry.revalidateMs) return undefined;
      count('stale');
      return entry.value;
    },
    /** Whether a load of `key` is under way. */
    loading: (key: string): boolean => inFlight.has(key),
    /**
     * Loads `key` again now (a background refresh), unless a load is under way: lookups meanwhile
     * wait for it or are served the stale answer. Resolves with the answer.
     */
    refresh(key: string, fetcher: () => Promise<T>, cacheable: (value: T) => boolean): Promise<T> {
      return start(key, fetcher, cacheable).started.promise;
    },
    /** Keeps `value` under `key` as a call's answer would be kept (fresh for its own time). */
    put(key: string, value: T) {
      store(key, value);
    },
    /**
     * Measures `key`'s entry again after its value grew in place (the page cache adds the
     * compressed forms of a page when first asked for them). It keeps its age; it is dropped if
     * it no longer fits, and older entries make room for it.
     */
    remeasure(key: string) {
      const entry = entries.peek(key);
      // A new wrapper: lru-cache does not measure a value it already holds again.
      if (entry) entries.set(key, { ...entry }, { noUpdateTTL: true });
    },
    /** The entry for `key` without touching its recency, or undefined. */
    peek(key: string): ({ value: T } & EntryState) | undefined {
      const entry = entries.peek(key);
      if (!entry) return undefined;
      const ageMs = now() - entry.storedAt;
      return {
        value: entry.value,
        storedAt: entry.storedAt,
        ageMs,
        fresh: ageMs < entry.freshMs,
      };
    },
    /** Every key held: most recently used first, or most used first (`evictBy`). */
    keys: (): string[] => [...entries.keys()],
    /**
     * Drops every entry `drop` picks (revalidation, a page gone) and returns their keys. `drop`
     * is asked about each entry with its value, and about each key whose load is under way with
     * `undefined` (its answer is not known yet): a load it picks, or whose key's entry it drops,
     * does not store its answer, which may predate the change. Loads of other keys store theirs.
     */
    evict(drop: (key: string, value: T | undefined) => boolean): string[] {
      for (const [key, { run }] of inFlight) {
        if (!run.overtaken && drop(key, undefined)) run.overtaken = true;
      }
      const dropped: string[] = [];
      for (const [key, entry] of entries.entries()) {
        if (drop(key, entry.value)) dropped.push(key);
      }
      for (const key of dropped) {
        entries.delete(key);
        const running = inFlight.get(key);
        if (running) running.run.overtaken = true;
      }
      return dropped;
    },
    /**
     * Makes every entry stale now (the publish log lost track: any of them may predate a
     * publish, decision 041). For `revalidateMs` from now an entry is still served while the first
     * lookup fetches its successor; after that only when the backend fails (stale-if-error).
     * Loads under way store nothing (they may have started before the publish). Returns how many.
     */
    expireAll(revalidateMs: number): number {
      for (const { run } of inFlight.values()) run.overtaken = true;
      inFlight.clear();
      const at = now();
      let count = 0;
      for (const entry of entries.values()) {
        const age = at - entry.storedAt;
        if (age < entry.freshMs) count++;
        const left = Math.max(0, entry.freshMs + entry.revalidateMs - Math.max(age, entry.freshMs));
        entry.freshMs = Math.min(entry.freshMs, age);
        entry.revalidateMs = Math.min(left, revalidateMs);
      }
      return count;
    },
    /**
     * Makes the entries `pick` chooses stale now (a publish changed a part they share), served for
     * at most `revalidateMs` from now while they are loaded again; loads of them under way store
     * nothing (they may predate the change). Returns how many.
     */
    expireWhere(pick: (key: string, value: T) => boolean, revalidateMs: number): number {
      const at = now();
      let count = 0;
      for (const [key, entry] of entries.entries()) {
        if (!pick(key, entry.value)) continue;
        const running = inFlight.get(key);
        if (running) {
          running.run.overtaken = true;
          inFlight.delete(key);
        }
        const age = at - entry.storedAt;
        entry.own ??= { freshMs: entry.freshMs, revalidateMs: entry.revalidateMs };
        entry.freshMs = Math.min(entry.freshMs, age);
        // The publish's bound, whatever the entry's own window was (it is kept that long anyway
        // while its stale-if-error time lasts).
        entry.revalidateMs = revalidateMs;
        count++;
      }
      return count;
    },
    /**
     * Gives an entry `expireWhere` made stale its own freshness back (it was checked and found
     * current): fresh as long as it was to be from when it was stored, never longer. True when
     * it is fresh again.
     */
    renew(key: string): boolean {
      const entry = entries.peek(key);
      if (!entry?.own) return false;
      entry.freshMs = entry.own.freshMs;
      entry.revalidateMs = entry.own.revalidateMs;
      delete entry.own;
      return now() - entry.storedAt < entry.freshMs;
    },
    /** Bytes held, as `sizeOf` counted them. */
    bytes: () => entries.calculatedSize,
    /** Entries held. */
    size: () => entries.size,
    clear() {
      for (const { run } of inFlight.values()) run.overtaken = true;
      // Later lookups ask afresh rather than wait for a call from before (it may be slow).
      inFlight.clear();
      clearing = true;
      try {
        entries.clear();
      } finally {
        clearing = false;
      }
      failingKeys.clear();
      openUntil = 0;
    },
  };
}
