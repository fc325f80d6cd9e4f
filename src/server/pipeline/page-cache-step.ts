import { markFinal, replaceResponse } from './response.ts';
import { getRequestContext } from '../request-context.ts';
import { type Context, type MiddlewareHandler } from 'hono';
import { consentWasRead } from '../consent-reads.ts';
import {
  isBackgroundRefresh,
  refreshInBackground,
  stillCurrent,
} from '../cache/background-refresh.ts';
import {
  countResponse,
  fromCachedPage,
  type CachedPage,
  pageBytes,
  toCachedPage,
} from '../cache/cached-page.ts';
import { freshPage, missCause, stalePage, pageCache } from '../cache/page-cache.ts';
import { anyConsentKey, pageCacheKey } from '../cache/page-keys.ts';
import { countMiss } from '../cache/page-misses.ts';
import { requestModel } from '../request/request-model.ts';
import { isPublishRefresh } from '../revalidate/refresh-gate.ts';

/**
 * 8. Anonymous CMS pages (HTML and RSC payloads) come from the full-page cache when they can,
 * the same bytes for every visitor (page-cache.ts).
 */
export const fullPageCache: MiddlewareHandler = async (c, next) => {
  const request = requestModel();
  const key = pageCacheKey(c.req.raw, request);
  if (!key) return next();
  const render = async (): Promise<CachedPage> => {
    await next();
    // Remembered for revalidation, which drops a page's responses by this path.
    // Kept only when it is a whole response of the route (cached-page.ts isWholeResponse).
    const page = await toCachedPage(c.res, !consentWasRead(), request.routePath);
    return { ...page, pagePath: request.pagePath, ...checkable(getRequestContext()?.sources) };
  };
  // A page for every consent choice is kept under its own key, below.
  const keep = (page: CachedPage) => page.cacheable && !page.consentFree;
  const sharedKey = anyConsentKey(key);
  const renderAgain = async () => {
    const value = await pageCache.refresh(key, render, keep);
    if (value.cacheable && value.consentFree) pageCache.put(sharedKey, value);
    return value;
  };
  if (isBackgroundRefresh(c.req.raw)) {
    // A page served stale, rendered again for the next visitors (background-refresh.ts).
    await renderAgain();
    return;
  }
  // A page kept for every consent choice first (its render never read consent), else this one's.
  const kept = freshPage(key);
  if (kept) return respondFrom(c, kept.page, 'hit', kept.key);
  const stale = stalePage(key);
  if (stale) {
    const { page, key: keptAs } = stale;
    // Its backend answers asked again and unchanged: fresh again, unrendered.
    const current =
      page.unchanged && (async () => (await page.unchanged!()) && pageCache.renew(keptAs));
    // nginx's refresh after a publish keeps what it gets until the next one: a stale page is
    // checked now, fresh again when unchanged, else rendered now (refresh-gate.ts).
    if (isPublishRefresh(c.req.raw.headers)) {
      if (await stillCurrent(current)) return respondFrom(c, page, 'hit', keptAs);
      const value = await renderAgain();
      return respondFrom(c, value, 'miss', value.consentFree ? sharedKey : key);
    }
    // Stale inside its window (a publish changed a part it shares): served, rendered again after.
    if (!pageCache.loading(key)) refreshInBackground(c.req.raw, key, current);
    return respondFrom(c, page, 'stale', keptAs);
  }
  const cause = missCause(key);
  const { value, outcome } = await pageCache.get(key, render, keep);
  if (outcome === 'miss') countMiss(key, cause, value.cacheable);
  if (value.cacheable && value.consentFree && outcome === 'miss') pageCache.put(sharedKey, value);
  respondFrom(c, value, outcome, value.consentFree ? sharedKey : key);
};

/** At most this many backend answers are checked for a page (a page reads one or two). */
const MOST_SOURCES = 6;

/**
 * How a page rendered from `sources` is checked after a publish made it stale: each of its
 * backend answers asked again (through the backend cache) and compared. None for a page that
 * read a list or a search, or nothing at all from the backend.
 */
function checkable(
  sources: { unchanged: () => Promise<boolean> }[] | null | undefined,
): Pick<CachedPage, 'unchanged'> {
  if (!sources?.length || sources.length > MOST_SOURCES) return {};
  return {
    unchanged: async () => (await Promise.all(sources.map((s) => s.unchanged()))).every(Boolean),
  };
}

/** The response from a page of the cache. */
function respondFrom(c: Context, value: CachedPage, outcome: string, key: string): void {
  const bytes = pageBytes(value);
  replaceResponse(c, fromCachedPage(c.req.raw, value, outcome));
  // A compressed form made for this response counts towards the cache's bytes too.
  if (value.cacheable && pageBytes(value) !== bytes) pageCache.remeasure(key);
  countResponse(value);
  markFinal();
}
