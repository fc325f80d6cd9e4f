import { consentFromCookieHeader } from '#src/shared/consent.ts';
import { publicOrigin } from './proxy.ts';
import { getEnv } from '../env.ts';
import { createMicroCache } from '../cms/micro-cache.ts';
import { bodyBytes, etagOf, respond, type Representation } from './http-cache.ts';
import { metrics, onCollect } from './metrics.ts';
import { isPersonalRequest } from './personal.ts';
import { classify, type Classified } from '../pipeline/classify.ts';

/**
 * The full-page cache for anonymous requests: rendered HTML and RSC payloads of CMS pages, kept
 * 10 s, with concurrent misses sharing one render. Served at the front of the pipeline, with
 * its ETag and its compressed forms made once per entry (http-cache.ts).
 */
export type CachedPage = Representation & { cacheable: boolean };

export const pageCache = createMicroCache<CachedPage>({
  ttlMs: 10_000,
  staleIfErrorMs: 10_000,
  breakerThreshold: Number.POSITIVE_INFINITY,
  onOutcome: (outcome) => metrics.pageCache.inc({ outcome }),
});
onCollect(() => {
  const { hit, coalesced, miss, stale } = pageCache.stats;
  const lookups = hit + coalesced + miss + stale;
  metrics.pageCacheHitRatio.set(lookups ? (hit + coalesced) / lookups : 0);
});

/** The cache key of a request, or null when it must not be cached. */
export function pageCacheKey(
  req: Request,
  request: Classified = classify(new URL(req.url)),
  personal = isPersonalRequest(),
): string | null {
  if (req.method !== 'GET') return null; // a HEAD render has no body to keep
  const env = getEnv();
  if (!env.publicConfig.flags.UMBRACO_MICRO_CACHE || !env.fullPageCache) return null;
  const url = new URL(req.url);
  const { query } = request;
  // CMS pages only (their HTML and RSC payloads): never tools, files, APIs or refused paths.
  if (request.refused || request.kind !== 'page') return null;
  // Previews (decision 012), valid sessions and `cache=false`: for one person (personal.ts).
  if (request.preview || personal || query.get('cache') === 'false') return null;
  const cookie = req.headers.get('cookie') ?? '';
  // The consent categories change the HTML (embeds, the runtime's initial state).
  const consent = consentFromCookieHeader(cookie);
  const variant = [
    consent.functional,
    consent.statistic,
    consent.marketing,
    consent.unclassified,
    consent.interacted,
  ]
    .map(Number)
    .join('');
  // The origin visitors see is in the HTML (canonical and og:url), so it is part of the key.
  return `${publicOrigin(req)}|${url.pathname}|${url.search}|${variant}`;
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
  return { status: res.status, headers, body, etag, cacheable };
}

export function fromCachedPage(req: Request, page: CachedPage, outcome: string): Response {
  const res = respond(req, page);
  res.headers.set('x-cache', outcome === 'hit' || outcome === 'coalesced' ? 'HIT' : 'MISS');
  return res;
}
