import { anyConsentVariant } from '../request/personal.ts';
import { publicOrigin, type RequestLike } from '../http/proxy.ts';
import { getEnv } from '../env.ts';
import { LRUCache } from 'lru-cache';
import { CACHE_BYTES, createMicroCache } from './micro-cache.ts';
import {
  answerParts,
  bytesHeld,
  compact,
  respond,
  type Representation,
} from '../http/representation.ts';
import { answerResponse, bodyBytes, headerOf, partsOf } from '../http/answers.ts';
import { etagOf } from '../http/negotiation.ts';
import { sharedMaxAgeMs, staleWhileRevalidateMs } from '../http/cache-control.ts';
import { log } from '../log.ts';
import { metrics, onCollect } from '../http/metrics.ts';
import { classify } from '../request/classify.ts';
import type { RequestModel } from '../request/request-model.ts';

/**
 * The full-page cache for anonymous requests: rendered HTML and RSC payloads of CMS pages, with
 * concurrent misses sharing one render. Served at the front of the pipeline, with its ETag and
 * its compressed forms made once per entry. Every visitor gets the same bytes (decision 036):
 * the page's policy names its scripts' hashes, not a nonce.
 *
 * An entry is kept as long as its answer's own `s-maxage` says (freshness.ts): until a publish
 * drops it (at most PAGE_MAX_AGE_SECONDS, or its content's next turn) with the webhook, else
 * 10 s. With the webhook, an entry past that is served to every visitor but the one whose
 * request renders the page again.
 */
export type CachedPage = Representation & {
  cacheable: boolean;
  /** The decoded page path this answer belongs to (`/borger/`), for revalidation. */
  pagePath?: string;
  /** Answers given from this entry so far (the first compressed forms are made on demand). */
  served?: number;
  /**
   * Whether the backend answers it was rendered from are still the same (a publish made it
   * stale: checked before it is rendered again); absent when it cannot be checked so.
   */
  unchanged?: () => Promise<boolean>;
  /**
   * The render never read the visitor's consent (consent-reads.ts): the entry is kept under
   * `anyConsentKey` and serves every consent choice.
   */
  consentFree?: boolean;
};

/**
 * An entry served this many times is popular: it keeps the other forms it is asked for (gzip,
 * the body as is). Below that, an entry holds its brotli form alone (representation.ts
 * `compact`), and a client that takes no brotli gets a form made for its answer.
 */
export const POPULAR_AFTER = 20;

/**
 * Drops every cached answer (HTML and RSC payloads, every host, query and consent variant) of
 * the decoded page paths `picked` chooses; answers how many. Renders of those paths under way
 * are not stored (their path is read from the key: they have no entry yet).
 */
export function evictPages(picked: (path: string) => boolean): number {
  return pageCache.evict((key, page) => {
    const path = page ? page.pagePath : pagePathOfKey(key);
    return !!path && picked(path);
  }).length;
}

/**
 * The decoded page path (`/borger/`) of a key pageCacheKey made, or null. The origin and the
 * variant hold no `|`; the pathname holds no `?`, so the search (if any) starts at the first.
 */
export function pagePathOfKey(key: string): string | null {
  const start = key.indexOf('|');
  const end = key.lastIndexOf('|');
  if (start < 0 || end <= start) return null;
  const pathAndSearch = key.slice(start + 1, end); // `${pathname}|${search}`
  const query = pathAndSearch.indexOf('?');
  const pathname = query < 0 ? pathAndSearch.slice(0, -1) : pathAndSearch.slice(0, query - 1);
  if (!pathname.startsWith('/')) return null;
  try {
    const request = classify(new URL(`http://page.invalid${pathname}`));
    return request.refused ? null : request.pagePath;
  } catch {
    return null;
  }
}

/** Up to `most` page paths `picked` chooses, most visited first (the cache's popularity). */
export function popularPagePaths(picked: (path: string) => boolean, most: number): string[] {
  const found = new Set<string>();
  for (const key of pageCache.keys()) {
    const path = pageCache.peek(key)?.value.pagePath;
    if (path && picked(path)) found.add(path);
    if (found.size >= most) break;
  }
  return [...found];
}

/** The cached answers of one page path: their status, age and freshness (the page inspector). */
export function pageCacheState(pagePath: string) {
  const found = [];
  for (const key of pageCache.keys()) {
    const entry = pageCache.peek(key);
    if (entry?.value.pagePath !== pagePath) continue;
    found.push({
      key,
      status: entry.value.status,
      ageMs: entry.ageMs,
      fresh: entry.fresh,
      bytes: pageBytes(entry.value),
    });
  }
  return found;
}

/** What an entry holds in bytes: the body, the compressed forms and reused buffers so far. */
export function pageBytes(page: CachedPage): number {
  return bytesHeld(page) + 1024; // and the headers and the rest, roughly
}

// ---- why a page was rendered: its misses by cause ---------------------------------------------

/**
 * Why the cache had no fresh answer for a key it was asked for:
 * - `first`: never held here (a page's first visit since the process started);
 * - `bound`: let go to keep within PAGE_CACHE_MB;
 * - `drop`: dropped by a publish of its page (or the page was gone);
 * - `expiry`: past its freshness and its serving-stale window (its `s-maxage`, a publish that
 *   made it stale and no visitor within the bound);
 * - `variant`: the page is held for another consent choice, theme or query, not this one;
 * - `status`: its last answer was not kept (not a whole answer, an error, a personal one).
 */
export type MissCause = 'first' | 'bound' | 'drop' | 'expiry' | 'variant' | 'status';

/**
 * The keys that went, and why; the pages (origin, path and query) held in some variant, to tell
 * a variant's first miss. Bookkeeping only: each bounded by 50,000 keys and 8 MB of them (a
 * visitor chooses the query), the least recent forgotten first.
 */
const bookkeeping = {
  max: 50_000,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_: unknown, key: string) => key.length + 64,
};
const gone = new LRUCache<string, MissCause>(bookkeeping);
const seen = new LRUCache<string, true>(bookkeeping);

const GONE_BY: Record<string, MissCause | undefined> = {
  evict: 'bound',
  expire: 'expiry',
  delete: 'drop',
};

/** The key without its variant: one page (origin, path, query) in any variant. */
const pageOfKey = (key: string) => key.slice(0, key.lastIndexOf('|'));

/** Why `key` has no fresh entry (counted by the page cache step on a miss). */
export function missCause(key: string): MissCause {
  if (pageCache.peek(key) ?? pageCache.peek(anyConsentKey(key))) return 'expiry';
  const cause = gone.get(key) ?? gone.get(anyConsentKey(key));
  if (cause) return cause;
  return seen.has(pageOfKey(key)) ? 'variant' : 'first';
}

/** Bytes of keys the miss bookkeeping holds (tests). */
export const missBookkeepingBytes = () => gone.calculatedSize + seen.calculatedSize;

/** Counts a miss and remembers an answer that was not kept (`status` for its next miss). */
export function countMiss(key: string, cause: MissCause, kept: boolean): void {
  metrics.pageCacheMiss.inc({ cause });
  if (!kept) gone.set(key, 'status');
}

/** Whole pages whose entries are let go of last: a site's most visited (popularity-store.ts). */
export const pageCache = createMicroCache<CachedPage>({
  ttlMs: 10_000,
  staleIfErrorMs: 10_000,
  max: 200_000,
  maxBytes: () => getEnv().pageCacheBytes,
  maxEntryBytes: CACHE_BYTES.entry,
  sizeOf: pageBytes,
  breakerThreshold: Number.POSITIVE_INFINITY,
  onOutcome: (outcome) => metrics.pageCache.inc({ outcome }),
  freshnessOf: pageFreshness,
  evictBy: 'popularity',
  onGone: (key, reason) => {
    const cause = GONE_BY[reason];
    if (cause) gone.set(key, cause);
  },
  onStored: (key) => {
    seen.set(pageOfKey(key), true);
    gone.delete(key);
  },
});

/** How long a stored answer is fresh, and served while it is rendered again (see above). */
export function pageFreshness(page: CachedPage) {
  const cacheControl = page.headers.find(([name]) => name === 'cache-control')?.[1];
  const byPublish = getEnv().pageFreshness.byPublish;
  return {
    freshMs: sharedMaxAgeMs(cacheControl) ?? 10_000,
    staleWhileRevalidateMs: byPublish ? staleWhileRevalidateMs(cacheControl) : 0,
  };
}

onCollect(() => {
  const { hit, coalesced, miss, stale } = pageCache.stats;
  const lookups = hit + coalesced + miss + stale;
  metrics.pageCacheHitRatio.set(lookups ? (hit + coalesced) / lookups : 0);
  metrics.pageCacheBytes.set(pageCache.bytes());
  metrics.pageCacheEntries.set(pageCache.size());
});

/**
 * The cache key of a request, or null when it must not be cached. Everything in it comes from
 * the one request model: the canonical path (the request's own, once served), the query, the
 * cookie variant; and the origin visitors see, which is in the HTML (canonical, og:url).
 */
export function pageCacheKey(
  req: RequestLike,
  request: RequestModel,
  url: URL = new URL(req.url),
): string | null {
  if (req.method !== 'GET') return null; // a HEAD render has no body to keep
  const env = getEnv();
  if (!env.publicConfig.flags.UMBRACO_MICRO_CACHE || !env.fullPageCache) return null;
  // CMS pages only (their HTML and RSC payloads): never tools, files, APIs or refused paths.
  if (request.refused || request.kind !== 'page') return null;
  // Previews and live sessions are for one person (personal.ts); ambiguous cookies, for nobody.
  if (request.personal || request.preview || request.cacheVariant === null) return null;
  const search = url.search;
  return `${publicOrigin(req)}|${request.normalPath}|${search}|${request.cacheVariant}`;
}

/**
 * The key of `key`'s page for every consent choice (same origin, path, query and theme): where
 * a page whose render never read consent is kept, and looked up first.
 */
export function anyConsentKey(key: string): string {
  const variantAt = key.lastIndexOf('|') + 1;
  return `${key.slice(0, variantAt)}${anyConsentVariant(key.slice(variantAt))}`;
}

type Kept = { page: CachedPage; key: string } | undefined;

/** The entry `lookup` finds for `key`'s page: the one for every consent choice first, else its own. */
function keptPage(key: string, lookup: (key: string) => CachedPage | undefined): Kept {
  const shared = anyConsentKey(key);
  const page = lookup(shared);
  if (page) return { page, key: shared };
  const own = lookup(key);
  return own ? { page: own, key } : undefined;
}

/** The fresh entry for `key`'s page, with the key it is kept under; counted as a hit when found. */
export const freshPage = (key: string): Kept => keptPage(key, pageCache.freshHit);

/**
 * The entry for `key`'s page that is stale but inside its serving-stale window, with the key it
 * is kept under; counted as stale when found.
 */
export const stalePage = (key: string): Kept => keptPage(key, pageCache.staleHit);

/**
 * Whether `body` is a whole answer of the route `routePath`: a document with its `<title>` and
 * `<main>` to its `</html>`, or an RSC payload whose root row holds the layout (`root`), the
 * route's own element and its `ROUTE` (what Waku leaves out when a request asks it to skip an
 * element: render-inputs.ts). A part of a page is never kept for everyone.
 */
export function isWholeAnswer(type: string, body: Uint8Array, routePath: string): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (type.includes('text/html')) {
    const end = bytes.lastIndexOf('</html>');
    return (
      end > 0 &&
      bytes.subarray(end + 7).every(isSpace) &&
      bytes.indexOf('<title') >= 0 &&
      bytes.indexOf('<main') >= 0
    );
  }
  if (!type.includes('text/x-component')) return false;
  let start = 0;
  if (!bytes.subarray(0, ROOT_ROW.length).equals(ROOT_ROW)) {
    const at = bytes.indexOf('\n0:{');
    if (at < 0) return false;
    start = at + 1;
  }
  const lineEnd = bytes.indexOf(0x0a, start);
  const root = bytes.subarray(start, lineEnd < 0 ? bytes.length : lineEnd).toString('utf8');
  return (
    root.includes('"root":') &&
    root.includes('"ROUTE":') &&
    root.includes(`${JSON.stringify(`route:${routePath}`)}:`)
  );
}

const ROOT_ROW = Buffer.from('0:{');
const isSpace = (byte: number) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09;

/**
 * Buffers a response so it can be stored and served again. It is kept only when it is a whole
 * answer of `routePath` (isWholeAnswer); anything else is served to its own request and logged.
 */
export async function toCachedPage(
  res: Response,
  consentFree = false,
  routePath?: string,
): Promise<CachedPage> {
  const type = headerOf(res, 'content-type') ?? '';
  const cacheControl = headerOf(res, 'cache-control') ?? '';
  const storable =
    (res.status === 200 || res.status === 404) &&
    (type.includes('text/html') || type.includes('text/x-component')) &&
    headerOf(res, 'set-cookie') === null &&
    !cacheControl.includes('no-store') &&
    !cacheControl.includes('private');
  // A document made from parts (step 17) has plain headers: no Headers object is made.
  const parts = partsOf(res);
  const headers = (parts ? Object.entries(parts.headers) : [...res.headers]).filter(
    ([name]) => name !== 'x-request-id' && name !== 'content-length' && name !== 'etag',
  );
  const body = await bodyBytes(res);
  const whole = !storable || routePath === undefined || isWholeAnswer(type, body, routePath);
  if (!whole) {
    log.warn(
      { path: routePath?.slice(0, 200), status: res.status, type, bytes: body.byteLength },
      'page cache: not a whole answer of its route; served, not stored',
    );
  }
  const cacheable = storable && whole;
  const etag = headerOf(res, 'etag') ?? (res.status === 200 ? etagOf(body) : null);
  const page: CachedPage = { status: res.status, headers, body, etag, cacheable, consentFree };
  // Kept as its brotli form alone: a sixth of the bytes (representation.ts `compact`).
  return cacheable ? (compact(page) as CachedPage) : page;
}

/**
 * The answer to `req` from a cached page. `complete`, when given, adds the headers the outer
 * steps would add (the security headers, the request id) before the Response is made, and is
 * told so by being called: the page cache step then spares those steps their per-answer
 * Headers work (decision 023).
 */
export function fromCachedPage(
  req: Request,
  page: CachedPage,
  outcome: string,
  complete?: (status: number, headers: Record<string, string>) => void,
): Response {
  const xCache =
    outcome === 'hit' || outcome === 'coalesced' || outcome === 'stale' ? 'HIT' : 'MISS';
  const answer = answerParts(req, page);
  if (answer) {
    answer.headers['x-cache'] = xCache;
    if (outcome === 'stale') answer.headers['cache-control'] = STALE_CACHE_CONTROL;
    complete?.(answer.status, answer.headers);
    return answerResponse(answer);
  }
  const res = respond(req, page);
  res.headers.set('x-cache', xCache);
  if (outcome === 'stale') res.headers.set('cache-control', STALE_CACHE_CONTROL);
  return res;
}

/**
 * A page served stale (its successor is being rendered) is kept by no cache after this one: nginx
 * or a CDN would otherwise hold the copy from before a publish for its whole `s-maxage`.
 */
export const STALE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, must-revalidate';

/**
 * Counts an answer from a cached page; the answer that makes it popular (`POPULAR_AFTER`) lets
 * it keep the forms made on demand (the body as is, gzip).
 */
export function countAnswer(page: CachedPage): void {
  if (!page.cacheable) return;
  page.served = (page.served ?? 0) + 1;
  if (page.served === POPULAR_AFTER) page.keepForms = true;
}
