import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisConnection } from '../redis.ts';
import { z } from 'zod';
import { onPageGone } from '../cms/backend-cache.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { MAX_PATH_LENGTH } from '../request/classify.ts';
import { changedSites, dropLocally, type Dropped, type Revalidation } from './drop.ts';
import { MAX_IDS, MAX_PATHS } from './targets.ts';

// Every process hears every revalidation (decision 019). With REDIS_URL: Redis pub/sub, one
// channel, every worker of every instance subscribed on its own connection. Without it: the
// workers of one cluster tell each other through the primary (scripts/cluster.mjs relays the
// message to the other workers); a single process has nobody to tell.

export const REVALIDATE_CHANNEL = 'limbo:revalidate';
/** The IPC message type scripts/cluster.mjs relays (spelled out there too). */
export const REVALIDATE_IPC = 'kommune-site:revalidate';

/** Who sent a message: a process ignores its own (it dropped its caches already). */
const processId = randomUUID();

const messageSchema = z.object({
  v: z.literal(1),
  origin: z.string().max(64),
  paths: z.array(z.string().startsWith('/').max(MAX_PATH_LENGTH)).max(MAX_PATHS * 8),
  ids: z.array(z.string().max(100)).max(MAX_IDS),
});
type Message = z.infer<typeof messageSchema>;

export type Delivery = 'redis' | 'cluster' | 'none';

let publisher: Redis | undefined;
let subscriber: Redis | undefined;
let started = false;

function receive(raw: unknown, via: Delivery) {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) {
    log.warn({ via }, 'revalidation message ignored: not in the expected shape');
    return;
  }
  if (parsed.data.origin === processId) return;
  dropLocally(parsed.data);
}

const redisOptions = {
  connectTimeout: 1_000,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
} as const;

/**
 * Subscribes this process to revalidations (once; the pipeline's first request calls it, which
 * serve.mjs makes at start). Logs whether the webhook is on.
 */
export function startRevalidationListener(): void {
  if (started) return;
  started = true;
  const env = getEnv();
  if (!env.revalidateToken) {
    log.info('POST /api/revalidate answers 404: REVALIDATE_TOKEN is not set');
  }
  // A page found gone at the backend is dropped in every process that might still hold it.
  onPageGone((path) => void publish({ paths: [path], ids: [] }));
  if (env.redisUrl) {
    // Waits for Redis as long as it takes (the subscription is made again on every reconnect).
    subscriber = redisConnection(
      env.redisUrl,
      { ...redisOptions, maxRetriesPerRequest: null },
      {
        down: 'revalidation channel unreachable (redis): revalidations reach this process only',
        back: 'revalidation channel reachable again',
      },
    );
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== REVALIDATE_CHANNEL || text.length > 256 * 1024) return;
      try {
        receive(JSON.parse(text), 'redis');
      } catch {
        log.warn('revalidation message ignored: not JSON');
      }
    });
    subscriber.subscribe(REVALIDATE_CHANNEL).catch((err: unknown) => {
      log.error({ err: String(err) }, 'revalidation channel: subscribe failed');
    });
  } else if (cluster.isWorker) {
    process.on('message', (message: { type?: string; message?: unknown } | null) => {
      if (message?.type === REVALIDATE_IPC) receive(message.message, 'cluster');
    });
  }
}

/** Tells every other process; answers how it went out. Never throws. */
export async function publish(revalidation: Revalidation): Promise<Delivery> {
  const message: Message = { v: 1, origin: processId, ...revalidation };
  const env = getEnv();
  if (env.redisUrl) {
    if (!publisher) {
      publisher = new Redis(env.redisUrl, {
        ...redisOptions,
        lazyConnect: true,
        commandTimeout: 1_000,
      });
      publisher.on('error', () => {}); // reported by the publish below
    }
    try {
      await publisher.publish(REVALIDATE_CHANNEL, JSON.stringify(message));
      return 'redis';
    } catch (err) {
      log.error(
        { err: err instanceof Error ? err.message : String(err) },
        'revalidation not published (redis unreachable): only this machine’s workers are told',
      );
    }
  }
  if (cluster.isWorker && process.send) {
    process.send({ type: REVALIDATE_IPC, message });
    return 'cluster';
  }
  return 'none';
}

/**
 * Drops the pages here, then tells every other process. A site whose shared part (menus,
 * footer) changed with the publish is named by its front page, so every process drops it all.
 */
export async function revalidate(
  named: Revalidation,
): Promise<{ dropped: Dropped; delivery: Delivery }> {
  const fronts = await changedSites(named);
  const revalidation = { ...named, paths: [...new Set([...named.paths, ...fronts])] };
  const dropped = dropLocally(revalidation);
  // The others expand the same rule against their own caches.
  const delivery = await publish(revalidation);
  return { dropped, delivery };
}

/** For tests: close the connections and forget the listener. */
export async function stopRevalidationBus(): Promise<void> {
  subscriber?.disconnect();
  publisher?.disconnect();
  subscriber = publisher = undefined;
  started = false;
}
