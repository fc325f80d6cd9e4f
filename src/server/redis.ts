import { Redis, type RedisOptions } from 'ioredis';
import { log } from './log.ts';

/**
 * A Redis connection that says so once when Redis goes away and once when it is back: what an
 * outage means differs per use (the tools store fails closed, the limits count per process, the
 * revalidation channel reaches this process only), so each use gives its own two lines.
 */
export function redisConnection(
  url: string,
  options: RedisOptions,
  lines: { down: string; back: string },
): Redis {
  const client = new Redis(url, options);
  let reachable = true;
  client.on('error', (err: Error) => {
    if (!reachable) return;
    reachable = false;
    log.error({ err: err.message }, lines.down);
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.warn(lines.back);
  });
  return client;
}

/**
 * Says once, when `client` first connects, if Redis's eviction policy may drop keys that have no
 * expiry (`allkeys-*`): the publish log, its epoch, the tools store's epoch and revocations
 * are kept without one, so the `volatile-*` policies and `noeviction` never drop them, and
 * failed-login counts (which expire) are what goes first. A Redis that refuses CONFIG (a managed
 * one) is not asked again; docs/operations.md says what to set.
 */
export function warnIfEvictable(client: Redis, what: string): void {
  client.once('ready', () => {
    client
      .config('GET', 'maxmemory-policy')
      .then((reply) => {
        const policy = String((reply as string[])[1] ?? '');
        if (policy.startsWith('allkeys')) {
          log.warn(
            { policy, what },
            'redis maxmemory-policy may evict keys without an expiry: set volatile-lru or noeviction (docs/operations.md)',
          );
        }
      })
      .catch(() => {});
  });
}
