import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { onPageGone } from '../cms/backend-cache.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { redisConnection, warnIfEvictable } from '../redis.ts';
import { dropLocally, type Revalidation } from './drop.ts';
import { staleEverything } from './stale-everything.ts';
import {
  APPEND_SCRIPT,
  compareIds,
  LOG_ENTRIES_KEPT,
  messageSchema,
  newEpoch,
  POSITION_SCRIPT,
  REVALIDATE_EPOCH,
  REVALIDATE_LOG,
  type LogPosition,
  type Message,
} from './publish-log.ts';

// Every process hears every revalidation (decisions 019, 041). With REDIS_URL: a durable publish
// log, a Redis Stream that the webhook appends to and every worker of every instance reads from
// its own position, on start, on every reconnect and whenever the log grows. A process that
// cannot know what it missed (the log was reset or trimmed past its position, or it was out of
// reach longer than OUT_OF_CONTACT_MS) counts every cached page as stale. Without REDIS_URL: the
// workers of one cluster tell each other through the primary (scripts/cluster.mjs relays the
// message); a single process has nobody to tell.

/** The IPC message type scripts/cluster.mjs relays (spelled out there too). */
export const REVALIDATE_IPC = 'kommune-site:revalidate';
/**
 * A process that could not read the log for longer than this counts every cached page as stale
 * when it can again: a publish answered 503 meanwhile may have been given up by the CMS.
 */
export const OUT_OF_CONTACT_MS = 30_000;
/** How long one read waits for the log to grow (then it checks the epoch again). */
const BLOCK_MS = 5_000;
/** After a failed read, the next try (the connection's own reconnect waits at most 1 s). */
const RETRY_MS = 250;

/** Who sent a message: a process ignores its own (it dropped its caches already). */
const processId = randomUUID();

/**
 * How a revalidation went out: recorded in the log (`redis`), told to this machine's workers
 * (`cluster`), nobody to tell (`none`), or REDIS_URL is set and the log could not record it
 * (`failed`: the webhook answers 503 so the CMS sends it again).
 */
export type Delivery = 'redis' | 'cluster' | 'none' | 'failed';

let commands: Redis | undefined;
let reader: Redis | undefined;
let started = false;
/** The follower running (stopRevalidationBus ends it: a later one has another number). */
let following = 0;
/** Where this process has read the log to; null before its first contact with the log. */
let position: LogPosition | null = null;
/** When this process last read the log to its end. */
let lastContact = 0;
/** Every read of the log, one after another (the follower and the nginx refresh gate share it). */
let chain: Promise<unknown> = Promise.resolve();

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The connection for appends and reads; commands fail within 1 s when Redis is away. */
function commandConnection(url: string): Redis {
  commands ??= redisConnection(
    url,
    {
      connectTimeout: 1_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 1_000),
    },
    {
      down: 'publish log unreachable (redis): the webhook answers 503, cached pages are kept as they are',
      back: 'publish log reachable again',
    },
  );
  return commands;
}

function receive(raw: unknown, via: 'redis' | 'cluster') {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) {
    log.warn({ via }, 'revalidation message ignored: not in the expected shape');
    return;
  }
  if (parsed.data.origin === processId) return;
  dropLocally(parsed.data);
}

/** One log entry's message (field `m`), applied. */
function applyEntry(fields: string[]) {
  const text = fields[fields.indexOf('m') + 1];
  if (fields.indexOf('m') % 2 !== 0 || !text || text.length > 256 * 1024) {
    log.warn('revalidation log entry ignored: no message');
    return;
  }
  try {
    receive(JSON.parse(text), 'redis');
  } catch {
    log.warn('revalidation log entry ignored: not JSON');
  }
}

/**
 * Reads the log from this process's position to its end and applies what it finds. When the
 * position means nothing any more (a new epoch, the entry trimmed away) or this process was out
 * of reach too long, every cached page becomes stale first and the whole log is read.
 */
async function readToEnd(client: Redis): Promise<void> {
  const [epoch, tail, here] = (await client.eval(
    POSITION_SCRIPT,
    2,
    REVALIDATE_EPOCH,
    REVALIDATE_LOG,
    newEpoch(),
    position?.id ?? '0-0',
  )) as [string, string, number];
  const now = Date.now();
  if (!position) {
    // Pages kept before the first contact (Redis was out at start) may predate a publish.
    staleEverything('first contact with the publish log');
    position = { epoch, id: tail };
  } else if (epoch !== position.epoch) {
    staleEverything('the publish log was reset (Redis lost its data)');
    position = { epoch, id: '0-0' };
  } else if (position.id !== '0-0' && here !== 1) {
    staleEverything('the publish log was trimmed past this process’s position');
    position = { epoch, id: '0-0' };
  } else if (now - lastContact > OUT_OF_CONTACT_MS) {
    staleEverything(`the publish log was out of reach for over ${OUT_OF_CONTACT_MS / 1000} s`);
  }
  const at = position;
  for (;;) {
    const entries = await client.xrange(REVALIDATE_LOG, `(${at.id}`, '+', 'COUNT', 500);
    for (const [id, fields] of entries) {
      applyEntry(fields);
      at.id = id;
    }
    if (entries.length < 500) break;
  }
  lastContact = now;
}

/** Reads the log to its end, after any read under way (one at a time). */
export function catchUp(): Promise<void> {
  const url = getEnv().redisUrl;
  if (!url) return Promise.resolve();
  const run = chain.then(() => readToEnd(commandConnection(url)));
  chain = run.catch(() => {});
  return run;
}

/** Follows the log: reads to its end, then waits on its own connection until it grows. */
async function follow(url: string) {
  reader = redisConnection(
    url,
    {
      connectTimeout: 1_000,
      maxRetriesPerRequest: 0,
      // A read cut by a lost connection fails (and the loop reads from its position again).
      autoResendUnfulfilledCommands: false,
      blockingTimeout: BLOCK_MS,
      blockingTimeoutGrace: 2_000,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 1_000),
    },
    {
      down: 'publish log: this process cannot follow it (redis unreachable); it reads what it missed when back',
      back: 'publish log: following again',
    },
  );
  warnIfEvictable(reader, 'the publish log');
  const connection = reader;
  const mine = ++following;
  while (mine === following) {
    try {
      await catchUp();
      if (mine !== following || !position) break;
      await connection.xread('COUNT', 1, 'BLOCK', BLOCK_MS, 'STREAMS', REVALIDATE_LOG, position.id);
    } catch (err) {
      if (mine !== following) break;
      log.debug({ err: errorText(err) }, 'publish log: read failed, trying again');
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }
}

/**
 * Starts following revalidations (once; the pipeline's first request calls it, which serve.mjs
 * makes at start). Logs whether the webhook is on.
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
    void follow(env.redisUrl);
  } else if (cluster.isWorker) {
    process.on('message', (message: { type?: string; message?: unknown } | null) => {
      if (message?.type === REVALIDATE_IPC) receive(message.message, 'cluster');
    });
  }
}

/** This machine's other workers, through the cluster primary; whether there are any. */
function tellWorkers(message: Message): boolean {
  if (!cluster.isWorker || !process.send) return false;
  process.send({ type: REVALIDATE_IPC, message });
  return true;
}

/** Records a revalidation for every other process; where it went. Never throws. */
export async function record(
  revalidation: Revalidation,
): Promise<{ delivery: Delivery; recorded: LogPosition | null }> {
  const message: Message = { v: 1, origin: processId, ...revalidation };
  const url = getEnv().redisUrl;
  if (url) {
    try {
      const [epoch, id] = (await commandConnection(url).eval(
        APPEND_SCRIPT,
        2,
        REVALIDATE_EPOCH,
        REVALIDATE_LOG,
        newEpoch(),
        String(LOG_ENTRIES_KEPT),
        JSON.stringify(message),
      )) as [string, string];
      return { delivery: 'redis', recorded: { epoch, id } };
    } catch (err) {
      log.error(
        { err: errorText(err) },
        'revalidation NOT recorded (redis unreachable): dropped on this machine only; the webhook answers 503',
      );
      tellWorkers(message);
      return { delivery: 'failed', recorded: null };
    }
  }
  return { delivery: tellWorkers(message) ? 'cluster' : 'none', recorded: null };
}

/** Tells every other process; answers how it went out. Never throws. */
export async function publish(revalidation: Revalidation): Promise<Delivery> {
  return (await record(revalidation)).delivery;
}

/**
 * Whether this process has applied the publish at `at` (the nginx refresh gate, refresh-gate.ts):
 * it reads the log to its end first (at most `waitMs`). A publish of an earlier epoch counts as
 * applied: this process counted every page stale when it met the new one (or started after).
 * False when the log cannot be read, or the entry is not in it (yet).
 */
export async function hasApplied(at: LogPosition, waitMs: number): Promise<boolean> {
  if (!getEnv().redisUrl) return true;
  // Read already (the usual case): no need to reach Redis again.
  if (position?.epoch === at.epoch && compareIds(at.id, position.id) <= 0) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), waitMs)));
  try {
    if ((await Promise.race([catchUp(), late])) === 'late') return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
  if (!position) return false;
  return at.epoch !== position.epoch || compareIds(at.id, position.id) <= 0;
}

/** For tests: where this process has read the log to. */
export const logPositionForTests = (): LogPosition | null => position && { ...position };

/** For tests: close the connections and forget the listener and the position. */
export async function stopRevalidationBus(): Promise<void> {
  following++;
  reader?.disconnect();
  commands?.disconnect();
  reader = commands = undefined;
  started = false;
  position = null;
  lastContact = 0;
  chain = Promise.resolve();
}
