import { publicOrigin } from './proxy.ts';
import { getEnv } from '../env.ts';
import { CACHE_BYTES, createMicroCache } from '../cms/micro-cache.ts';
import { createNonce, nonceOfPolicy, nonceOffsets, NONCE_LENGTH } from './csp.ts';
import {
  answerParts,
  answerResponse,
  bodyBytes,
  bytesHeld,
  etagOf,
  respond,
  type Representation,
  type WhenSent,
} from './http-cache.ts';
import { metrics, onCollect } from './metrics.ts';
import { classify } from '../pipeline/classify.ts';
import type { RequestModel } from '../pipeline/request-model.ts';

/**
 * The full-page cache for anonymous requests: rendered HTML and RSC payloads of CMS pages, kept
 * 10 s, with concurrent misses sharing one render. Served at the front of the pipeline, with
 * its ETag and its compressed forms made once per entry (http-cache.ts).
 *
 * Every answer from it carries a nonce of its own (decision 008): the entry remembers the nonce
 * it was rendered with and where it stands in the body (its holes), and each answer writes a
 * fresh one there and in the policy. The ETag was taken before the nonce, so it stays.
 */
export type CachedPage = Representation & {
  cacheable: boolean;
  /** With a nonce, the render's, at `holes` and in `policy`: replaced in every answer. */
  nonce?: string;
  /** The Content-Security-Policy naming `nonce` (then not among `headers`). */
  policy?: string;
  /** The decoded page path this answer belongs to (`/borger/`), for revalidation. */
  pagePath?: string;
  /** `policy` split around its nonce, made with the first answer (`renewedPolicy`). */
  policyParts?: string[];
};

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

export const pageCache = createMicroCache<CachedPage>({
  ttlMs: 10_000,
  staleIfErrorMs: 10_000,
  maxBytes: CACHE_BYTES.page,
  maxEntryBytes: CACHE_BYTES.entry,
  sizeOf: pageBytes,
  breakerThreshold: Number.POSITIVE_INFINITY,
  onOutcome: (outcome) => metrics.pageCache.inc({ outcome }),
});
onCollect(() => {
  const { hit, coalesced, miss, stale } = pageCache.stats;
  const lookups = hit + coalesced + miss + stale;
  metrics.pageCacheHitRatio.set(lookups ? (hit + coalesced) / lookups : 0);
});

/**
 * The cache key of a request, or null when it must not be cached. Everything in it comes from
 * the one request model: the canonical path (the request's own, once served), the query, the
 * cookie variant; and the origin visitors see, which is in the HTML (canonical, og:url).
 */
export function pageCacheKey(req: Request, request: RequestModel): string | null {
  if (req.method !== 'GET') return null; // a HEAD render has no body to keep
  const env = getEnv();
  if (!env.publicConfig.flags.UMBRACO_MICRO_CACHE || !env.fullPageCache) return null;
  // CMS pages only (their HTML and RSC payloads): never tools, files, APIs or refused paths.
  if (request.refused || request.kind !== 'page') return null;
  // Previews and live sessions are for one person (personal.ts); ambiguous cookies, for nobody.
  if (request.personal || request.preview || request.cacheVariant === null) return null;
  const search = new URL(req.url).search;
  return `${publicOrigin(req)}|${request.normalPath}|${search}|${request.cacheVariant}`;
}

/** Buffers a response so it can be stored and served again. */
export async function toCachedPage(res: Response): Promise<CachedPage> {
  const type = res.headers.get('content-type') ?? '';
  const cacheControl = res.headers.get('cache-control') ?? '';
  const cacheable =
    (res.status === 200 || res.status === 404) &&
    (type.includes('text/html') || type.includes('text/x-component')) &&
    !res.headers.has('set-cookie') &&
    !cacheControl.includes('no-store') &&
    !cacheControl.includes('private');
  const headers = [...res.headers].filter(
    ([name]) => name !== 'x-request-id' && name !== 'content-length' && name !== 'etag',
  );
  const body = await bodyBytes(res);
  const etag = res.headers.get('etag') ?? (res.status === 200 ? etagOf(body) : null);
  const page: CachedPage = { status: res.status, headers, body, etag, cacheable };
  const policy = res.headers.get('content-security-policy');
  const nonce = nonceOfPolicy(policy);
  if (policy && nonce) {
    const offsets = nonceOffsets(body, nonce);
    if (offsets.length === 0 || nonce.length === NONCE_LENGTH) {
      page.nonce = nonce;
      page.policy = policy;
      page.headers = headers.filter(([name]) => name !== 'content-security-policy');
      if (offsets.length) page.holes = { offsets, length: NONCE_LENGTH };
    } else {
      // A fresh nonce could not take its place byte for byte: sent once as rendered, not kept.
      page.cacheable = false;
    }
  }
  return page;
}

/**
 * The answer to `req` from a cached page, with a nonce of its own (when the page has one).
 * `whenSent` lets the buffers of such answers be used again once written (http-cache.ts).
 * `complete`, when given, adds the headers the outer steps would add (the security headers,
 * the request id) before the Response is made, and is told so by being called: the page
 * cache step then spares those steps their per-answer Headers work (decision 023).
 */
export function fromCachedPage(
  req: Request,
  page: CachedPage,
  outcome: string,
  whenSent?: WhenSent,
  complete?: (status: number, headers: Record<string, string>) => void,
): Response {
  const nonce = page.nonce ? createNonce() : null;
  const xCache = outcome === 'hit' || outcome === 'coalesced' ? 'HIT' : 'MISS';
  const answer = answerParts(req, page, nonce ? Buffer.from(nonce) : undefined, whenSent);
  if (answer) {
    // Not on a 304: the client keeps the policy that matches its copy (decision 008).
    if (nonce && page.policy && answer.status !== 304) {
      answer.headers['content-security-policy'] = renewedPolicy(page, nonce);
    }
    answer.headers['x-cache'] = xCache;
    complete?.(answer.status, answer.headers);
    return answerResponse(answer);
  }
  const res = respond(req, page, nonce ? Buffer.from(nonce) : undefined, whenSent);
  if (nonce && page.policy && res.status !== 304) {
    res.headers.set('content-security-policy', renewedPolicy(page, nonce));
  }
  res.headers.set('x-cache', xCache);
  return res;
}

/**
 * The page's policy naming `nonce` instead of the render's (as `renewPolicyNonce`): split
 * around the render's nonce once per entry, so an answer joins strings, never searches.
 */
function renewedPolicy(page: CachedPage, nonce: string): string {
  page.policyParts ??= page.policy!.split(`'nonce-${page.nonce!}'`);
  return page.policyParts.join(`'nonce-${nonce}'`);
}
