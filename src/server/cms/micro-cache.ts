import { LRUCache } from 'lru-cache';
import { log } from '../log.ts';
import { BackendError } from './client.ts';

/**
 * The backend micro-cache (UMBRACO_MICRO_CACHE): answers are fresh for `ttlMs`, concurrent
 * misses for one key share one backend call, and an answer is kept for `staleIfErrorMs` so it
 * can be served when the backend fails. A circuit breaker stops sending calls to a backend that
 * keeps failing (`breakerThreshold` different keys in a row), for `breakerOpenMs`, so a hammered
 * outage does not pile up requests; one failing key alone never opens it.
 */
export type MicroCacheOptions = {
  ttlMs?: number;
  staleIfErrorMs?: number;
  max?: number;
  breakerThreshold?: number;
  breakerOpenMs?: number;
  now?: () => number;
  /** Told every lookup's outcome (for the metrics). */
  onOutcome?: (outcome: CacheOutcome) => void;
};

type Entry<T> = { value: T; storedAt: number };

export type CacheOutcome = 'hit' | 'miss' | 'coalesced' | 'stale' | 'bypass';

export function createMicroCache<T>({
  ttlMs = 10_000,
  staleIfErrorMs = 24 * 60 * 60 * 1000,
  max = 1000,
  breakerThreshold = 5,
  breakerOpenMs = 5_000,
  now = Date.now,
  onOutcome,
}: MicroCacheOptions = {}) {
  const entries = new LRUCache<string, Entry<T>>({ max, ttl: staleIfErrorMs, ttlAutopurge: false });
  const inFlight = new Map<string, Promise<T>>();
  // Keys that failed since the last success. The breaker opens when several DIFFERENT keys fail
  // in a row: one broken page, however often it is asked for, cannot fail-fast every other page.
  const failingKeys = new Set<string>();
  let openUntil = 0;
  const stats = { hit: 0, miss: 0, coalesced: 0, stale: 0, bypass: 0 };
  const count = (outcome: CacheOutcome) => {
    stats[outcome]++;
    onOutcome?.(outcome);
  };

  const breakerOpen = () => now() < openUntil;

  async function load(
    key: string,
    fetcher: () => Promise<T>,
    cacheable: (value: T) => boolean,
  ): Promise<T> {
    if (breakerOpen())
      throw new BackendError('unreachable', 'backend circuit is open after repeated failures');
    try {
      const value = await fetcher();
      failingKeys.clear();
      if (cacheable(value)) entries.set(key, { value, storedAt: now() });
      return value;
    } catch (err) {
      if (failingKeys.size < breakerThreshold) failingKeys.add(key);
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
     * time). When the call fails and an answer younger than the stale window exists, that one.
     */
    async get(
      key: string,
      fetcher: () => Promise<T>,
      cacheable: (value: T) => boolean,
    ): Promise<{ value: T; outcome: CacheOutcome }> {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) {
        count('hit');
        return { value: entry.value, outcome: 'hit' };
      }
      const pending = inFlight.get(key);
      if (pending) {
        count('coalesced');
        return { value: await pending, outcome: 'coalesced' };
      }
      const promise = load(key, fetcher, cacheable);
      inFlight.set(key, promise);
      try {
        const value = await promise;
        count('miss');
        return { value, outcome: 'miss' };
      } catch (err) {
        const stale = entries.get(key);
        if (stale && now() - stale.storedAt < staleIfErrorMs && err instanceof BackendError) {
          count('stale');
          log.warn(
            { ageMs: now() - stale.storedAt, failure: err.failure },
            'serving a stale backend answer',
          );
          return { value: stale.value, outcome: 'stale' };
        }
        throw err;
      } finally {
        inFlight.delete(key);
      }
    },
    bypass() {
      count('bypass');
    },
    clear() {
      entries.clear();
      failingKeys.clear();
      openUntil = 0;
    },
  };
}
