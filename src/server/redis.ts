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
