import { LRUCache } from 'lru-cache';
import { PopularityStore, type StoreReason } from './popularity-store.ts';

/**
 * A cache's entries and their freshness: each answer is fresh for its time, then served while a
 * call revalidates it, and kept for the stale-if-error window so it can be served when the
 * backend fails.
 *
 * Bounded by entries (`max`) and by bytes (`maxBytes`, each answer measured once by `sizeOf`
 * when it is stored): the least recently used answers go first, or the least used
 * (`evictBy`). An answer larger than `maxEntryBytes` is not kept at all (nor an older one for its
 * key), so one huge page cannot push out hundreds of others.
 */
export type EntryStoreOptions<T> = {
  /** How long an answer is fresh, unless `freshnessOf` says otherwise. */
  ttlMs: number;
  /** How long an answer is kept to be served when the backend fails. */
  staleIfErrorMs: number;
  /** Most entries kept. */
  max: number;
  /**
   * Most bytes kept, as `sizeOf` counts them; a function is read when needed (the page cache's
   * budget comes from the configuration; `popularity` only).
   */
  maxBytes: number | (() => number);
  /** Entries larger than this are not kept at all. */
  maxEntryBytes: number;
  /** The size of a value in bytes, measured when it is stored. */
  sizeOf: (value: T) => number;
  now: () => number;
  /**
   * Which entries go when the store is full: the least recently used (`recency`), or the least
   * used (`popularity`: popularity-store.ts, the page cache's).
   */
  evictBy: 'recency' | 'popularity';
  /**
   * Told of every entry that goes and why: `evict` (the bound), `expire` (its time to live),
   * `delete` (an eviction, a page gone), `set` (replaced).
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

export function createEntryStore<T>({
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
}: EntryStoreOptions<T>) {
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
  /** While `clear` runs: the store starts over, nothing went for a reason worth telling. */
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

  return {
    /**
     * The entry for `key`, counted as a use, with where it stands: `fresh`, or `revalidating`
     * (past its freshness, inside its serving-stale window); undefined when none is held.
     */
    lookup(key: string): { value: T; fresh: boolean; revalidating: boolean } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      const fresh = age < entry.freshMs;
      return {
        value: entry.value,
        fresh,
        revalidating: !fresh && age < entry.freshMs + entry.revalidateMs,
      };
    },
    /**
     * The entry for `key`, counted as a use, when it is younger than the stale-if-error window:
     * what may be served when the backend fails or is slow.
     */
    staleIfError(key: string): { value: T; ageMs: number } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const ageMs = now() - entry.storedAt;
      return ageMs < staleIfErrorMs ? { value: entry.value, ageMs } : undefined;
    },
    /** Stores an answer, kept as long as it may be served: fresh, revalidating or on an error. */
    put(key: string, value: T) {
      const own = freshnessOf?.(value);
      const freshMs = own ? Math.max(0, own.freshMs) : ttlMs;
      const revalidateMs = own ? Math.max(0, own.staleWhileRevalidateMs) : 0;
      const keptMs = Math.max(staleIfErrorMs, freshMs + revalidateMs);
      entries.set(key, { value, storedAt: now(), freshMs, revalidateMs }, { ttl: keptMs });
      if (entries.peek(key)?.value === value) onStored?.(key);
    },
    delete(key: string) {
      entries.delete(key);
    },
    /**
     * Measures `key`'s entry again after its value grew in place. It keeps its age; it is dropped
     * if it no longer fits, and older entries make room for it.
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
    /** Drops every entry `drop` picks and returns their keys. */
    dropWhere(drop: (key: string, value: T) => boolean): string[] {
      const dropped: string[] = [];
      for (const [key, entry] of entries.entries()) {
        if (drop(key, entry.value)) dropped.push(key);
      }
      for (const key of dropped) entries.delete(key);
      return dropped;
    },
    /**
     * Makes every entry stale now, served for at most `revalidateMs` from now (and never longer
     * than its own window) while the first lookup loads its successor. Returns how many were fresh.
     */
    expireAll(revalidateMs: number): number {
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
     * Makes the entries `pick` chooses stale now, served for `revalidateMs` from now while they
     * are loaded again; `picked` is told each key first. Returns how many.
     */
    expireWhere(
      pick: (key: string, value: T) => boolean,
      revalidateMs: number,
      picked: (key: string) => void,
    ): number {
      const at = now();
      let count = 0;
      for (const [key, entry] of entries.entries()) {
        if (!pick(key, entry.value)) continue;
        picked(key);
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
     * Gives an entry `expireWhere` made stale its own freshness back: fresh as long as it was to
     * be from when it was stored, never longer. True when it is fresh again.
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
    /** Drops every entry, telling `onGone` of none. */
    clear() {
      clearing = true;
      try {
        entries.clear();
      } finally {
        clearing = false;
      }
    },
  };
}
