import { consentFromCookieHeader } from './consent.ts';
import { getEnv } from './env.ts';
import { createMicroCache } from './cms/micro-cache.ts';
import { hasFileExtension, isInternalPath, routeOfRequest } from './routing.ts';
import { SESSION_COOKIE } from './session.ts';
import { toolRouteOf } from './tool-routes.ts';

/**
 * The full-page cache for anonymous requests: rendered HTML and RSC payloads of CMS pages, kept
 * 10 s, with concurrent misses sharing one render. Served at the front of the pipeline.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  cacheable: boolean;
};

export const pageCache = createMicroCache<CachedPage>({
  ttlMs: 10_000,
  staleIfErrorMs: 10_000,
  breakerThreshold: Number.POSITIVE_INFINITY,
});

/** The cache key of a request, or null when it must not be cached. */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET') return null; // a HEAD render has no body to keep
  if (!getEnv().publicConfig.flags.UMBRACO_MICRO_CACHE) return null;
  const url = new URL(req.url);
  const { routePath, query, isRsc } = routeOfRequest(url);
  if (!isRsc && (isInternalPath(url.pathname) || hasFileExtension(url.pathname))) return null;
  if (toolRouteOf(routePath)) return null;
  const cookie = req.headers.get('cookie') ?? '';
  if (cookie.includes(`${SESSION_COOKIE}=`) || /(?:^|;\s*)UMB_PREVIEW=/.test(cookie)) return null;
  if (query.get('cache') === 'false') return null;
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
  return `${url.host}|${url.pathname}|${url.search}|${variant}`;
}

/** Buffers a response so it can be stored and served again. */
export async function toCachedPage(res: Response): Promise<CachedPage> {
  const type = res.headers.get('content-type') ?? '';
  const cacheable =
    (res.status === 200 || res.status === 404) &&
    (type.includes('text/html') || type.includes('text/x-component')) &&
    !res.headers.has('set-cookie') &&
    !(res.headers.get('cache-control') ?? '').includes('no-store');
  const headers = [...res.headers].filter(
    ([name]) => name !== 'x-request-id' && name !== 'content-length',
  );
  return { status: res.status, headers, body: await res.arrayBuffer(), cacheable };
}

export function fromCachedPage(page: CachedPage, outcome: string, method: string): Response {
  const headers = new Headers(page.headers);
  headers.set('x-cache', outcome === 'hit' || outcome === 'coalesced' ? 'HIT' : 'MISS');
  return new Response(method === 'HEAD' ? null : page.body, { status: page.status, headers });
}
