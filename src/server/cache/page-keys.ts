import { anyConsentVariant } from '../request/personal.ts';
import { publicOrigin, type RequestLike } from '../http/proxy.ts';
import { getEnv } from '../env.ts';
import { classify } from '../request/classify.ts';
import type { RequestModel } from '../request/request-model.ts';

// The page cache's keys, `${origin}|${pathname}|${search}|${variant}`, and what is read back
// from them.

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

/**
 * The decoded page path (`/borger/`) of a key pageCacheKey made, or null. The origin and the
 * variant hold no `|`; the pathname holds no `?`, so the search (if any) starts at the first.
 */
export function pagePathOfKey(key: string): string | null {
  if (key.indexOf('|') < 0 || key.lastIndexOf('|') <= key.indexOf('|')) return null;
  const pathname = pageKeyParts(key).path;
  if (!pathname.startsWith('/')) return null;
  try {
    const request = classify(new URL(`http://page.invalid${pathname}`));
    return request.refused ? null : request.pagePath;
  } catch {
    return null;
  }
}

/**
 * The parts of a key pageCacheKey made. The origin and the variant hold no `|`; the pathname
 * holds no `?`, so the search (if any) starts at the first `?`.
 */
export function pageKeyParts(key: string) {
  const middle = key.slice(key.indexOf('|') + 1, key.lastIndexOf('|')); // `${pathname}|${search}`
  const query = middle.indexOf('?');
  return {
    origin: key.slice(0, key.indexOf('|')),
    path: query < 0 ? middle.slice(0, -1) : middle.slice(0, query - 1),
    search: query < 0 ? '' : middle.slice(query),
    variant: key.slice(key.lastIndexOf('|') + 1),
  };
}

/** The key without its variant: one page (origin, path, query) in any variant. */
export const pageOfKey = (key: string) => key.slice(0, key.lastIndexOf('|'));
