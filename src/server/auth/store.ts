import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisConnection } from '../redis.ts';
import { LRUCache } from 'lru-cache';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';

/**
 * The tools login's state: recent failed logins per key, and revoked session ids. In Redis when
 * REDIS_URL is set, so every instance and worker sees the same; else in this process's memory.
 * Every entry expires by itself. Errors reach the caller, which fails closed (decision 015).
 */
export interface ToolsStore {
  /** The times (epoch ms, oldest first) of the failures under `key` within the last `windowMs`. */
  failures(key: string, windowMs: number, now: number): Promise<number[]>;
  addFailure(key: string, windowMs: number, now: number): Promise<void>;
  clearFailures(key: string): Promise<void>;
  /** Refuses session `id` until `until` (epoch ms). */
  revoke(id: string, until: number, now: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
}

/** Failures kept per key: above any limit, so a flood cannot grow one entry. */
export const MAX_FAILURES_KEPT = 100;

/** Per process, bounded: the least recently used entries go first. */
export function memoryStore({ maxEntries = 10_000 } = {}): ToolsStore {
  const failures = new LRUCache<string, number[]>({ max: maxEntries });
  const revoked = new LRUCache<string, true>({ max: maxEntries });
  const recent = (key: string, windowMs: number, now: number) =>
    (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    async failures(key, windowMs, now) {
      return recent(key, windowMs, now);
    },
    async addFailure(key, windowMs, now) {
      const times = [...recent(key, windowMs, now), now].slice(-MAX_FAILURES_KEPT);
      failures.set(key, times, { ttl: windowMs });
    },
    async clearFailures(key) {
      failures.delete(key);
    },
    async revoke(id, until, now) {
      revoked.set(id, true, { ttl: Math.max(1, until - now) });
    },
    async isRevoked(id) {
      return revoked.has(id);
    },
  };
}

/** Redis answers within this, or the command fails (and the caller fails closed). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Shared through Redis: a sorted set of failure times per key, a plain key per revoked id, each
 * with an expiry. The client connects on first use, so public pages never open a connection.
 */
export function redisStore(url: string): ToolsStore & { close(): Promise<void> } {
  const client = redisConnection(
    url,
    {
      keyPrefix: 'limbo:tools:',
      lazyConnect: true,
      connectTimeout: 1_000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // A connection that stops answering is dropped (and its queued commands with it).
      socketTimeout: 1_000,
      // Nothing waits for a reconnect: while Redis is away, commands fail at once or time out.
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
    },
    {
      down: 'redis unreachable: tools logins answer 503, tools sessions count as logged out',
      back: 'redis reachable again',
    },
  );

  /** Runs a transaction; any command's error fails the whole call. */
  async function run(tx: ReturnType<Redis['multi']>): Promise<unknown[]> {
    const replies = (await tx.exec()) ?? [];
    return replies.map(([err, value]) => {
      if (err) throw err;
      return value;
    });
  }
  const failKey = (key: string) => `fail:${key}`;
  const expired = (windowMs: number, now: number) => now - windowMs;

  return {
    async failures(key, windowMs, now) {
      const k = failKey(key);
      const [, scored] = await run(
        client
          .multi()
          .zremrangebyscore(k, '-inf', expired(windowMs, now))
          .zrange(k, '0', '-1', 'WITHSCORES'),
      );
      const flat = scored as string[];
      return flat.filter((_, i) => i % 2 === 1).map(Number);
    },
    async addFailure(key, windowMs, now) {
      const k = failKey(key);
      await run(
        client
          .multi()
          .zadd(k, now, `${now}:${randomBytes(6).toString('base64url')}`)
          .zremrangebyscore(k, '-inf', expired(windowMs, now))
          .zremrangebyrank(k, 0, -(MAX_FAILURES_KEPT + 1))
          .pexpire(k, windowMs),
      );
    },
    async clearFailures(key) {
      await client.del(failKey(key));
    },
    async revoke(id, until, now) {
      await client.set(`revoked:${id}`, '1', 'PX', Math.max(1, until - now));
    },
    async isRevoked(id) {
      return (await client.exists(`revoked:${id}`)) === 1;
    },
    async close() {
      client.disconnect();
    },
  };
}

let current: ToolsStore | undefined;

/** This process's store, made on first use from REDIS_URL. */
export function toolsStore(): ToolsStore {
  if (!current) {
    const url = getEnv().redisUrl;
    current = url ? redisStore(url) : memoryStore();
    if (!url) log.info('tools login state in memory: per process (set REDIS_URL to share it)');
  }
  return current;
}

/** For tests only: use this store (undefined: make one from the environment again). */
export function setToolsStoreForTests(store: ToolsStore | undefined): void {
  current = store;
}
