import { markFinal, markHeadersComplete, replaceResponse } from './response.ts';
import { securityHeaderValues } from './security-headers.ts';
import { getRequestContext } from '../request-context.ts';
import { type MiddlewareHandler } from 'hono';
import {
  countAnswer,
  fromCachedPage,
  pageBytes,
  pageCache,
  pageCacheKey,
  toCachedPage,
} from '../http/page-cache.ts';
import { requestModel } from './request-model.ts';

/**
 * 8. Anonymous CMS pages (HTML and RSC payloads) come from the full-page cache when they can,
 * the same bytes for every visitor (page-cache.ts), with the security headers and the request
 * id already on them, so steps 2 and 1 need not touch their headers (decision 023).
 */
export const fullPageCache: MiddlewareHandler = async (c, next) => {
  const request = requestModel();
  const key = pageCacheKey(c.req.raw, request);
  if (!key) return next();
  const { value, outcome } = await pageCache.get(
    key,
    async () => {
      await next();
      // Remembered for revalidation, which drops a page's answers by this path.
      return { ...(await toCachedPage(c.res)), pagePath: request.pagePath };
    },
    (page) => page.cacheable,
  );
  const bytes = pageBytes(value);
  let complete = false;
  const res = fromCachedPage(c.req.raw, value, outcome, (status, headers) => {
    // What steps 2 and 1 would add, added here: they leave this answer's headers alone.
    addSecurityHeaders(status, headers);
    headers['x-request-id'] = getRequestContext()?.requestId ?? '';
    complete = true;
  });
  replaceResponse(c, res);
  if (complete) markHeadersComplete();
  // A compressed form made for this answer counts towards the cache's bytes too.
  if (value.cacheable && pageBytes(value) !== bytes) pageCache.remeasure(key);
  countAnswer(key, value);
  markFinal();
};

/** Step 2's headers on a cached answer's plain headers (here, and at the door, step 0). */
export function addSecurityHeaders(status: number, headers: Record<string, string>): void {
  Object.assign(
    headers,
    securityHeaderValues(status, 'cache-control' in headers, 'content-security-policy' in headers),
  );
}
