import cluster from 'node:cluster';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { onPageGone } from '../cms/backend-cache.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { redisConnection, warnIfEvictable } from '../redis.ts';
import { MAX_PATH_LENGTH } from '../request/classify.ts';
import {
  changedSites,
  dropLocally,
  keptSites,
  staleEverything,
  type Dropped,
  type Revalidation,
} from './drop.ts';
import { MAX_IDS, MAX_PATHS } from './targets.ts';

// Every process hears every revalidation (decisions 019, 041). With REDIS_URL: a durable publish
// log, a Redis Stream that the webhook appends to and every worker of every instance reads from
// its own position, on start, on every reconnect and whenever the log grows. A process that
// cannot know what it missed (the log was reset or trimmed past its position, or it was out of
// reach longer than OUT_OF_CONTACT_MS) counts every cached page as stale. Without REDIS_URL: the
// workers of one cluster tell each other through the primary (scripts/cluster.mjs relays the
// message); a single process has nobody to tell.

/** The publish log (a Stream: one entry per publish, field `m`, the message as JSON). */
export const REVALIDATE_LOG = 'limbo:revalidate:log';
/**
 * The log's epoch: a random name made when the key is missing. A Redis that lost its data (a
 * restart without persistence, a failover to an empty replica) gets a new one, and every process
 * that followed the old one knows its position means nothing now.
 */
export const REVALIDATE_EPOCH = 'limbo:revalidate:epoch';
/** The IPC message type scripts/cluster.mjs relays (spelled out there too). */
export const REVALIDATE_IPC = 'kommune-site:revalidate';
/** About this many entries are kept (XADD MAXLEN ~): days of publishes, a few MB at most. */
export const LOG_ENTRIES_KEPT = 10_000;
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

const messageSchema = z.object({
  v: z.literal(1),
  origin: z.string().max(64),
  paths: z.array(z.string().startsWith('/').max(MAX_PATH_LENGTH)).max(MAX_PATHS * 8),
  ids: z.array(z.string().max(100)).max(MAX_IDS),
});
type Message = z.infer<typeof messageSchema>;

/**
 * How a revalidation went out: recorded in the log (`redis`), told to this machine's workers
 * (`cluster`), nobody to tell (`none`), or REDIS_URL is set and the log could not record it
 * (`failed`: the webhook answers 503 so the CMS sends it again).
 */
export type Delivery = 'redis' | 'cluster' | 'none' | 'failed';

/** A publish's place in the log: the log's epoch and the entry's id. */
export type LogPosition = { epoch: string; id: string };

/** Appends a message; makes the epoch first when it is missing. Answers [epoch, id]. */
const APPEND_SCRIPT = `
local epoch = redis.call('GET', KEYS[1])
if not epoch then epoch = ARGV[1]; redis.call('SET', KEYS[1], epoch) end
local id = redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', 'm', ARGV[3])
return {epoch, id}`;

/**
 * The log's epoch (made when missing), its last entry's id ('0-0' when empty), and whether the
 * entry ARGV[2] is still in it (1) or not (0).
 */
const POSITION_SCRIPT = `
local epoch = redis.call('GET', KEYS[1])
if not epoch then epoch = ARGV[1]; redis.call('SET', KEYS[1], epoch) end
local last = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
local tail = '0-0'
if last[1] then tail = last[1][1] end
local here = 0
if ARGV[2] ~= '0-0' and #redis.call('XRANGE', KEYS[2], ARGV[2], ARGV[2]) > 0 then here = 1 end
return {epoch, tail, here}`;

const newEpoch = () => randomBytes(12).toString('base64url');

/** Stream ids (`<ms>-<seq>`) in order: negative, 0 or positive. */
export function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am - bm || as - bs;
}

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
async function record(
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

/** What a revalidation did here, and where it went. */
export type Revalidated = { dropped: Dropped; delivery: Delivery; recorded: LogPosition | null };

/**
 * Drops the named pages here and records the revalidation for every other process at once; then
 * asks the backend whether the named pages' sites' shared part (menus, footer) changed, and if
 * so applies and records their front pages too (every page of such a site becomes stale). The
 * first record does not wait for that question: `onRecorded` is told of each record as it is
 * made (nginx is refreshed from there), and the promise resolves with both.
 */
export async function revalidate(
  named: Revalidation,
  onRecorded?: (step: Revalidated) => void,
): Promise<Revalidated> {
  // The sites' shared parts as kept, read before their answers go.
  const sites = keptSites(named);
  const first = { dropped: dropLocally(named), ...(await record(named)) };
  onRecorded?.(first);
  const named_ = new Set(named.paths);
  const fronts = (await changedSites(sites)).filter((root) => !named_.has(root));
  if (fronts.length === 0) return first;
  const more = { paths: fronts, ids: [] };
  const second = { dropped: dropLocally(more), ...(await record(more)) };
  onRecorded?.(second);
  return {
    dropped: mergeDropped(first.dropped, second.dropped),
    // A revalidation not recorded in full is not recorded: the CMS sends it again.
    delivery: first.delivery === 'failed' ? first.delivery : second.delivery,
    recorded: second.recorded ?? first.recorded,
  };
}

function mergeDropped(a: Dropped, b: Dropped): Dropped {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return {
    paths: union(a.paths, b.paths),
    refresh: union(a.refresh, b.refresh),
    tags: union(a.tags, b.tags).slice(0, 500),
    backend: a.backend + b.backend,
    page: a.page + b.page,
    search: a.search + b.search,
    stale: a.stale + b.stale,
  };
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
