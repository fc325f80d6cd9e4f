import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { redisConnection } from '../redis.ts';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getEnv } from '../env.ts';

// Request limits of the public forms and the revalidation webhook (decision 026), counted by
// rate-limiter-flexible: in Redis when REDIS_URL is set, so every instance and worker shares
// them, else in this process. The tools login keeps its own limiter (tools/rate-limit.ts).

export type Limit = {
  /** Names the count: Redis keys are `limbo:limit:<name>:<key>`. */
  name: string;
  /** Hits allowed within the window. */
  points: number;
  /** The window in seconds, from the first hit. */
  seconds: number;
};

export interface RateLimit {
  /** Counts one hit for `key`: 0 while within the limit, else the seconds until it frees. */
  hit(key: string): Promise<number>;
}

/**
 * A connection for the limits. Like the tools store's (decision 015): nothing waits long on
 * Redis, a post is counted in this process instead (see createRateLimit). Logs once per outage.
 */
export function limitsRedis(url: string): Redis {
  return redisConnection(
    url,
    {
      lazyConnect: true,
      connectTimeout: 1_000,
      commandTimeout: 500,
      socketTimeout: 1_000,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
    },
    {
      down: 'redis unreachable: form and webhook limits are counted per process until it is back',
      back: 'redis reachable again: form and webhook limits are shared again',
    },
  );
}

/**
 * A limit counted through `redis`, or in this process without one. When Redis fails, the
 * library's insurance limiter counts in this process: public forms and the webhook stay open,
 * limited per process, rather than fail with Redis.
 */
export function createRateLimit(limit: Limit, redis: Redis | null): RateLimit {
  const options = {
    points: limit.points,
    duration: limit.seconds,
    keyPrefix: `limbo:limit:${limit.name}`,
  };
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      }
    },
  };
}

let shared: { url: string; client: Redis } | undefined;
const resets = new Set<() => void>();

/** The one connection every limit of this process shares, made on first use. */
function sharedRedis(url: string): Redis {
  if (shared?.url !== url) {
    shared?.client.disconnect();
    shared = { url, client: limitsRedis(url) };
  }
  return shared.client;
}

/** A limit in REDIS_URL's Redis when set, else in this process; made on first use. */
export function rateLimit(limit: Limit): RateLimit {
  let made: { url: string | undefined; limit: RateLimit } | undefined;
  resets.add(() => (made = undefined));
  return {
    hit(key) {
      const url = getEnv().redisUrl;
      if (!made || made.url !== url) {
        made = { url, limit: createRateLimit(limit, url ? sharedRedis(url) : null) };
      }
      return made.limit.hit(key);
    },
  };
}

/** For tests: forget every count and close the shared connection. */
export function resetRateLimitsForTests(): void {
  for (const reset of resets) reset();
  shared?.client.disconnect();
  shared = undefined;
}

/** The first four groups of an IPv6 address, e.g. `2001:db8:0:1` for `2001:db8::1:0:0:1`. */
function prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (`::ffff:192.0.2.1`) takes two groups.
  const size = (part: string[]) => part.length + (part.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? 0 : 8 - size(left) - size(right);
  return [...left, ...Array<string>(zeros).fill('0'), ...right]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * What an address limit counts for a client address: an IPv4 address as it is, an IPv6 address
 * by its /64 (one line or host gets a whole /64, so counting single addresses would let it
 * rotate through them).
 */
export function addressKey(ip: string | null): string {
  if (!ip) return 'unknown';
  return isIPv6(ip) ? `${prefix64(ip)}::/64` : ip;
}
