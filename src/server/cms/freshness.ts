import { dayEndsAt, turnsAt } from '#src/shared/format.ts';
import type { Site } from '../types.ts';
import type { Page } from './page-model.ts';
import type { Block } from '#src/components/blocks/block-types.ts';
import type { Env } from '../env.ts';

// How long an anonymous page is kept (decision 036). With the publish webhook configured, a
// page is kept until a publish drops it (every cache: this process's, the others' through the
// bus, nginx's and a CDN's by tag), at most PAGE_MAX_AGE_SECONDS, and never past the next
// moment its own content changes by the clock (a job's deadline, an event's start or end, a
// hearing's end). Without the webhook nothing tells a cache of a change, so 10 s stays.

/** The fields whose dates change what a page shows when they pass. */
const TIME_FIELDS: ReadonlySet<string> = new Set([
  'deadline',
  'start',
  'end',
  'startDate',
  'endDate',
]);

/** Every instant, ascending, at which some date of `value` (a page, its blocks) turns. */
function turningPoints(value: unknown, into: number[] = [], depth = 0): number[] {
  if (depth > 12 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) turningPoints(item, into, depth + 1);
    return into;
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (TIME_FIELDS.has(key)) {
        // A deadline is marked passed by the day (format.ts deadlinePassed): it turns at the
        // midnight after it.
        const at = key === 'deadline' ? dayEndsAt(field) : turnsAt(field);
        if (at !== null) into.push(at);
      }
    } else turningPoints(field, into, depth + 1);
  }
  return into;
}

/**
 * The instants, ascending, at which the dates of a block's content turn: made with the block
 * (blocks.ts), which carries them as `turns`, since a block is never changed once made.
 */
export const turnsOf = (content: unknown): number[] =>
  turningPoints(content, [], 1).sort((a, b) => a - b); // one level down: a block's content

/** The next instant after `now` at which something `page` shows changes by the clock, or null. */
export function nextTurn(page: Pick<Page, 'blocks'>, now = Date.now()): number | null {
  let next: number | null = null;
  for (const block of page.blocks) {
    const at = block.turns.find((turn) => turn > now);
    if (at !== undefined && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * How many of a block's dates have turned by `now`: part of the key of its prerendered HTML
 * (`<Prerendered>`), so a job list rendered before a deadline is not reused after it.
 */
export function turnsPassed(block: Pick<Block, 'turns'>, now = Date.now()): number {
  let passed = 0;
  for (const at of block.turns) if (at <= now) passed++;
  return passed;
}

/**
 * The next instant after `now` at which a deadline of a list's items turns (a job list page's
 * answer from its endpoint: format.ts deadlinePassed), or null.
 */
export function nextDeadlineTurn(
  dates: readonly (string | null)[],
  now = Date.now(),
): number | null {
  let next: number | null = null;
  for (const date of dates) {
    const at = dayEndsAt(date);
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * Seconds a shared cache may keep an anonymous page response: see the top of this file. `listTurn`
 * is the next turn of the page's list (a job list's next deadline), when it has one.
 */
export function pageMaxAgeS(
  env: Pick<Env, 'pageFreshness'>,
  page: Page | null,
  now = Date.now(),
  listTurn: number | null = null,
): number {
  const { maxAgeS } = env.pageFreshness;
  const turns = [page ? nextTurn(page, now) : null, listTurn].filter(
    (at): at is number => at !== null,
  );
  const turn = turns.length ? Math.min(...turns) : null;
  if (turn === null) return maxAgeS;
  return Math.max(1, Math.min(maxAgeS, Math.ceil((turn - now) / 1000)));
}

/**
 * The Cache-Control of an anonymous page response kept `maxAgeS` by shared caches. Browsers ask
 * again every time (max-age=0, a 304 while the ETag holds). Past it, a shared cache may
 * serve its copy while it fetches the new one: for 30 s by the clock, for the maximum age
 * with the webhook (a publish drops the copy anyway). Kept a day when the site is down.
 */
export function publicPageCacheControl(env: Pick<Env, 'pageFreshness'>, maxAgeS: number): string {
  const { byPublish, maxAgeS: most } = env.pageFreshness;
  const stale = byPublish ? most : 30;
  return `public, max-age=0, s-maxage=${maxAgeS}, stale-while-revalidate=${stale}, stale-if-error=86400`;
}

// ---- tags for shared caches ------------------------------------------------------------------

/**
 * A tag for shared caches, `<prefix>-<value>`: the value (an id or a GUID, a string or a number)
 * lower case, letters, digits and `-` only; null for any other value. The page responses' tags and
 * the webhook's (revalidate/drop.ts) are made here alike, so a purge names what pages carry.
 */
export function cacheTag(prefix: string, value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const part = String(value).trim().toLowerCase();
  return /^[a-z0-9-]{1,64}$/.test(part) ? `${prefix}-${part}` : null;
}

/**
 * The tags of a page response, for a CDN's purge by tag (`Surrogate-Key`, `Cache-Tag`): its site
 * (`site-<id>`, `site-<key>`), the page itself (`page-<id>`, `page-<key>`) and each ancestor in
 * its breadcrumb (`in-<key>`). A publish of node N then drops `page-N` and `in-N` (the page and
 * everything below it, whose breadcrumbs name it); a publish of the site node, `site-N`.
 */
export function cacheTags(site: Site | null, page: Page | null): string[] {
  const tags = new Set<string>();
  const add = (prefix: string, value: string | null | undefined) => {
    const tag = cacheTag(prefix, value);
    if (tag) tags.add(tag);
  };
  add('site', site?.id);
  add('site', site?.key);
  if (page) {
    add('page', page.id);
    add('page', page.key);
    for (const crumb of page.breadcrumb) {
      if (crumb.url !== page.url && crumb.url !== page.path) add('in', crumb.key);
    }
  }
  return [...tags];
}

/** The tag headers of a page response: `Surrogate-Key` (Fastly, Varnish), `Cache-Tag` (Cloudflare). */
export function cacheTagHeaders(tags: readonly string[]): Record<string, string> {
  if (tags.length === 0) return {};
  return { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') };
}
