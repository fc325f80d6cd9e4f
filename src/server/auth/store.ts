import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisConnection, warnIfEvictable } from '../redis.ts';
import { LRUCache } from 'lru-cache';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';

/**
 * The tools login's state: recent failed logins per key, and revoked session ids. In Redis when
 * REDIS_URL is set, so every instance and worker sees the same; else in this process's memory.
 * Every entry expires by itself. Errors reach the caller, which fails closed (decision 015).
 *
 * A store in Redis also has an epoch (decision 042): a random name made when it is missing, and
 * sealed into every session made while it holds. A Redis that lost its keys (a restart without
 * persistence, a failover, a flush) lost the revocations too, and its epoch with them: every
 * session made before is then refused, so no logout is ever forgotten. Failed-login counts live
 * under their own keys, bounded in number (MAX_FAILURE_KEYS) and expiring, and revocations in one
 * key without an expiry, so an eviction policy that spares such keys (`volatile-lru`) drops the
 * counts first and never a revocation.
 */
export interface ToolsStore {
  /**
   * The store's epoch; with `create`, made first when missing. `undefined`: this store has none
   * (in memory: its sessions are checked against this process's revocations only).
   */
  epoch(create: boolean): Promise<string | null | undefined>;
  /** The times (epoch ms, oldest first) of the failures under `key` within the last `windowMs`. */
  failures(key: string, windowMs: number, now: number): Promise<number[]>;
  addFailure(key: string, windowMs: number, now: number): Promise<void>;
  clearFailures(key: string): Promise<void>;
  /** Refuses session `id` until `until` (epoch ms). */
  revoke(id: string, until: number, now: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
}

/** Failures kept per key: at least any limit, so a flood cannot grow one entry. */
export const MAX_FAILURES_KEPT = 50;

/**
 * Failure keys kept in Redis at most (per window): past it the oldest go first. A flood of new
 * user names or addresses cannot fill Redis: a few MB at most (decision 042).
 */
export const MAX_FAILURE_KEYS = 5_000;

/** Per process, bounded: the least recently used entries go first. */
export function memoryStore({ maxEntries = 10_000 } = {}): ToolsStore {
  const failures = new LRUCache<string, number[]>({ max: maxEntries });
  const revoked = new LRUCache<string, true>({ max: maxEntries });
  const recent = (key: string, windowMs: number, now: number) =>
    (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    async epoch() {
      return undefined;
    },
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

/**
 * Adds one failure to KEYS[1] (a sorted set by time, at most ARGV[4] kept, expiring with its
 * window) and notes the key in the index KEYS[2]; past ARGV[5] keys, the oldest are deleted.
 * ARGV: now, member, windowMs, kept, most keys.
 */
const ADD_FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(tonumber(ARGV[4]) + 1))
redis.call('PEXPIRE', KEYS[1], window)
redis.call('ZADD', KEYS[2], now, KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
redis.call('PEXPIRE', KEYS[2], window)
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[5])
if over > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
return 1`;

/** Redis answers within this, or the command fails (and the caller fails closed). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Shared through Redis: a sorted set of failure times per key, a plain key per revoked id, each
 * with an expiry. The client connects on first use, so public pages never open a connection.
 */
export function redisStore(
  url: string,
  { maxFailureKeys = MAX_FAILURE_KEYS } = {},
): ToolsStore & { close(): Promise<void> } {
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
  warnIfEvictable(client, 'tools revocations and the store epoch');

  return {
    async epoch(create) {
      if (!create) return client.get('epoch');
      // SET NX GET: the epoch that was there, or null when this one was set now.
      const fresh = randomBytes(12).toString('base64url');
      return (await client.set('epoch', fresh, 'NX', 'GET')) ?? fresh;
    },
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
      await client.eval(
        ADD_FAILURE_SCRIPT,
        2,
        failKey(key),
        'failkeys',
        now,
        `${now}:${randomBytes(6).toString('base64url')}`,
        windowMs,
        MAX_FAILURES_KEPT,
        maxFailureKeys,
      );
    },
    async clearFailures(key) {
      await client.del(failKey(key));
    },
    async revoke(id, until, now) {
      // One sorted set without an expiry (never evicted under volatile-*); members by their end.
      await run(client.multi().zadd('revoked', until, id).zremrangebyscore('revoked', '-inf', now));
    },
    async isRevoked(id) {
      const until = await client.zscore('revoked', id);
      return until !== null && Number(until) > Date.now();
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
