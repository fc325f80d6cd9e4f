import { LRUCache } from 'lru-cache';

/**
 * Failed logins per IP and user name: after `max` failures within `windowMs`, further attempts
 * are refused until the window has passed. In memory, per instance (see the README on scaling).
 */
export function createFailureLimiter({ max = 5, windowMs = 15 * 60 * 1000 } = {}) {
  const failures = new LRUCache<string, number[]>({ max: 10_000, ttl: windowMs });
  const recent = (key: string, now: number) =>
    (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    isBlocked(key: string, now = Date.now()): boolean {
      return recent(key, now).length >= max;
    },
    /** Seconds until the oldest failure in the window expires. */
    retryAfter(key: string, now = Date.now()): number {
      const times = recent(key, now);
      return times.length ? Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000)) : 0;
    },
    fail(key: string, now = Date.now()): void {
      failures.set(key, [...recent(key, now), now]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export const loginLimiter = createFailureLimiter();
