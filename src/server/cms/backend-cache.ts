import { getRequestContext } from '../request-context.ts';
import { getEnv } from '../env.ts';
import { captureWarnings, log, type CapturedWarning } from '../log.ts';
import {
  CACHE_BYTES,
  createMicroCache,
  jsonLength,
  STALE_AFTER_MS,
  type CacheOutcome,
} from '../cache/micro-cache.ts';
import { metrics, onCollect } from '../http/metrics.ts';
import { evictPages } from '../cache/page-cache.ts';
import { isPreviewCallUrl } from '../routing.ts';
import { madeOf, type BackendAnswer } from './answer.ts';
import { BackendError } from '../backend-error.ts';
import {
  answerTextDigest,
  backendUrlOf,
  callPage,
  textDigestOf,
  type PageCall,
  type Part,
} from './client.ts';

// The backend cache (UMBRACO_MICRO_CACHE): the backend's page answers by everything that changes
// them, the warnings their reading logged, and their eviction when a page is published or gone.

/** Backend answers worth keeping: content, redirects and not-found; never errors. */
const isCacheable = (answer: BackendAnswer) =>
  [200, 301, 302, 307, 308, 404].includes(answer.meta.code);

/** A backend that answers HTTP 404 or 410 without a usable answer says the page is gone. */
export const isGone = (err: BackendError) =>
  err.failure === 'status' && (err.httpStatus === 404 || err.httpStatus === 410);

export const backendCache = createMicroCache<BackendAnswer>({
  maxBytes: CACHE_BYTES.backend,
  // The answer's JSON length, measured once per backend call (when it is stored).
  sizeOf: jsonLength,
  // A slow backend gives the stale answer, when one is kept, after this (decision 033).
  staleAfterMs: STALE_AFTER_MS,
  onOutcome: (outcome) => metrics.backendCache.inc({ outcome }),
  // A page that is gone is never brought back from a stale copy (its entry is dropped).
  staleAllowed: (err) => !isGone(err),
  // The breaker counts pages: every part set and query of one page is one failing page.
  // One page, however it is spelt (Umbraco matches URLs without regard to case) and on whatever
  // host a visitor names (without APP_HOST the Host header is the app host): one failing page.
  // Empty segments too: Umbraco's router drops them (`/a//b/` is `/a/b/`), and `/api/data`
  // passes `url` on as given.
  breakerKeyOf: (key) => (pathOfCacheKey(key) ?? key).toLowerCase().replace(/\/{2,}/g, '/'),
});

/** The page path of a backend cache key (cacheKey's JSON), or null. */
export function pathOfCacheKey(key: string): string | null {
  try {
    const parsed: unknown = JSON.parse(key);
    return Array.isArray(parsed) && typeof parsed[1] === 'string' ? parsed[1] : null;
  } catch {
    return null;
  }
}

/** The call a key `cacheKey` made was for (its parts left out), or null for another string. */
export function callOfCacheKey(
  key: string,
): (Omit<PageCall, 'parts' | 'query'> & { query: URLSearchParams }) | null {
  try {
    const [appHost, path, , query, url] = JSON.parse(key) as unknown[];
    if (typeof appHost !== 'string' || typeof path !== 'string' || !Array.isArray(query))
      return null;
    return {
      appHost,
      path,
      query: new URLSearchParams(query as [string, string][]),
      ...(typeof url === 'string' ? { url } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Drops the backend answers of the page paths `picked` chooses (every host, part set and
 * query); a not-found answer stays when `keepNotFound` (it is the newest truth about a page just
 * gone). Calls for those paths under way do not store their answers; other paths' calls do.
 */
export function evictBackendPaths(
  picked: (path: string) => boolean,
  keepNotFound = false,
  /** The keys' paths when the caller has read them already (drop.ts): no key is parsed again. */
  known?: ReadonlyMap<string, string | null>,
): number {
  return backendCache.evict((key, answer) => {
    const path = known?.has(key) ? known.get(key)! : pathOfCacheKey(key);
    if (path === null || !picked(path)) return false;
    return !(keepNotFound && answer?.meta.code === 404);
  }).length;
}

/** Told when a page that was cached turned out to be gone (revalidate/bus.ts tells the others). */
const goneListeners = new Set<(path: string) => void>();
export function onPageGone(listener: (path: string) => void): () => void {
  goneListeners.add(listener);
  return () => goneListeners.delete(listener);
}

/**
 * The backend said `path` is not found (meta.code 404, or HTTP 404/410): every copy of the page
 * in this process goes, in the micro-cache (but the not-found answer) and in the page cache, so
 * a stale copy can never bring an unpublished page back; calls and renders of it under way store
 * nothing. It touches no other path, so a flood of unknown paths leaves the caches working.
 * When a copy existed, the other processes are told too.
 */
function pageGone(path: string): void {
  const isPath = (p: string) => p === path;
  const dropped = evictBackendPaths(isPath, true) + evictPages(isPath).length;
  if (dropped === 0) return;
  log.info({ path, dropped }, 'page gone at the backend: its cached copies dropped');
  for (const listener of goneListeners) listener(path);
}

/** Warnings the adapter logged for an answer (parsing, then reshaping), for the page inspector. */
export const warningsOf = (answer: BackendAnswer): CapturedWarning[] => answer.made?.warnings ?? [];
export function addWarnings(answer: BackendAnswer, warnings: CapturedWarning[]) {
  if (warnings.length === 0) return;
  madeOf(answer).warnings = [...warningsOf(answer), ...warnings];
}

/** A backend call whose logged warnings stay with its answer. */
export async function callPageNoting(call: PageCall): Promise<BackendAnswer> {
  const { value, warnings } = await captureWarnings(() => callPage(call));
  addWarnings(value, warnings);
  return value;
}
onCollect(() => metrics.breakerOpen.set(backendCache.isOpen() ? 1 : 0));

/**
 * Everything that changes the backend's answer: host, path, parts and the visitor's query (incl.
 * language), and the `url` sent when it is not the path.
 */
export function cacheKey(call: {
  appHost: string;
  path: string;
  url?: string;
  parts?: Part[];
  query: URLSearchParams;
}): string {
  const query = [...call.query].sort(([a], [b]) => a.localeCompare(b));
  const key = [call.appHost, call.path, call.parts ?? null, query];
  return JSON.stringify(call.url === undefined ? key : [...key, call.url]);
}

/**
 * A page call through the micro-cache. Personal calls (preview, `cache=false`, a tools session)
 * bypass it, as does a switched-off UMBRACO_MICRO_CACHE.
 */
export async function loadAnswer(call: PageCall, personal: boolean): Promise<BackendAnswer> {
  const { value, outcome } = await cachedAnswer(call, personal);
  const ctx = getRequestContext();
  const digest = textDigestOf(value);
  if (ctx && ctx.sources !== null && outcome !== 'bypass' && digest) {
    // The render's source, checkable later: the backend's text for the same call, unparsed.
    (ctx.sources ??= []).push({ unchanged: async () => (await answerTextDigest(call)) === digest });
  } else if (ctx) {
    ctx.sources = null; // read something that cannot be checked: rendered again after a publish
  }
  return value;
}

async function cachedAnswer(
  call: PageCall,
  personal: boolean,
): Promise<{ value: BackendAnswer; outcome: CacheOutcome }> {
  // A preview answer depends on the caller's back-office cookie: it is never shared, whichever
  // door (page or /api/data) the call came through.
  const preview = isPreviewCallUrl(backendUrlOf(call));
  if (preview) call = { ...call, noCache: true };
  if (!getEnv().publicConfig.flags.UMBRACO_MICRO_CACHE || call.noCache || personal) {
    backendCache.bypass();
    return { value: await callPage(call), outcome: 'bypass' };
  }
  try {
    const { value, outcome } = await backendCache.get(
      cacheKey({ ...call, query: call.query ?? new URLSearchParams() }),
      () => callPageNoting(call),
      isCacheable,
    );
    if (outcome === 'miss' && value.meta.code === 404) pageGone(call.path);
    return { value, outcome };
  } catch (err) {
    if (err instanceof BackendError && isGone(err)) pageGone(call.path);
    throw err;
  }
}
