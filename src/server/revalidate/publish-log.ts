import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_PATH_LENGTH } from '../request/classify.ts';
import { MAX_IDS, MAX_PATHS } from './targets.ts';

// The publish log's shape in Redis (decision 041): a Stream of one entry per publish and the
// log's epoch, the scripts that append to it and read where it ends, and how its ids compare.
// bus.ts reads and writes it.

/** The publish log (a Stream: one entry per publish, field `m`, the message as JSON). */
export const REVALIDATE_LOG = 'limbo:revalidate:log';
/**
 * The log's epoch: a random name made when the key is missing. A Redis that lost its data (a
 * restart without persistence, a failover to an empty replica) gets a new one, and every process
 * that followed the old one knows its position means nothing now.
 */
export const REVALIDATE_EPOCH = 'limbo:revalidate:epoch';
/** About this many entries are kept (XADD MAXLEN ~): days of publishes, a few MB at most. */
export const LOG_ENTRIES_KEPT = 10_000;
export const messageSchema = z.object({
  v: z.literal(1),
  origin: z.string().max(64),
  paths: z.array(z.string().startsWith('/').max(MAX_PATH_LENGTH)).max(MAX_PATHS * 8),
  ids: z.array(z.string().max(100)).max(MAX_IDS),
});
export type Message = z.infer<typeof messageSchema>;

/** A publish's place in the log: the log's epoch and the entry's id. */
export type LogPosition = { epoch: string; id: string };

/** Appends a message; makes the epoch first when it is missing. Answers [epoch, id]. */
export const APPEND_SCRIPT = `
local epoch = redis.call('GET', KEYS[1])
if not epoch then epoch = ARGV[1]; redis.call('SET', KEYS[1], epoch) end
local id = redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', 'm', ARGV[3])
return {epoch, id}`;

/**
 * The log's epoch (made when missing), its last entry's id ('0-0' when empty), and whether the
 * entry ARGV[2] is still in it (1) or not (0).
 */
export const POSITION_SCRIPT = `
local epoch = redis.call('GET', KEYS[1])
if not epoch then epoch = ARGV[1]; redis.call('SET', KEYS[1], epoch) end
local last = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
local tail = '0-0'
if last[1] then tail = last[1][1] end
local here = 0
if ARGV[2] ~= '0-0' and #redis.call('XRANGE', KEYS[2], ARGV[2], ARGV[2]) > 0 then here = 1 end
return {epoch, tail, here}`;

export const newEpoch = () => randomBytes(12).toString('base64url');

/** Stream ids (`<ms>-<seq>`) in order: negative, 0 or positive. */
export function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am - bm || as - bs;
}
