import { getEnv } from '../env.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { isDeadlineList } from '#src/shared/deadline-list.ts';
import {
  cacheTagHeaders,
  cacheTags,
  nextDeadlineTurn,
  pageMaxAgeS,
  publicPageCacheControl,
} from './freshness.ts';
import type { PageRequest, PageResult } from './page.ts';

// The HTTP status and headers of a resolved page: how long which cache may keep it, its tags for
// a CDN's purge, its language and whether search engines may index it.

/**
 * How a CMS page answer may be cached: shared caches keep anonymous answers until a publish or
 * their content's next turn (freshness.ts, decision 036), and stale when the backend fails;
 * previews, `cache=false` and tools sessions are for one person; an error is never stored.
 */
function cacheControlFor(req: PageRequest, status: number, maxAgeS: number): string {
  if (req.preview) return CACHE_CONTROL.noStore;
  if (req.personal) return CACHE_CONTROL.private;
  if (status >= 500) return CACHE_CONTROL.noStore;
  return publicPageCacheControl(getEnv(), maxAgeS);
}

/**
 * The status and headers a resolved page answers with: a return value, which the CMS step
 * applies to whatever the render produced.
 */
export function pageResponse(
  result: PageResult,
  req: PageRequest,
  isRsc: boolean,
): { status: number | null; headers: Record<string, string> } {
  // A page whose list could not be read says so; that answer is kept by no cache, so a failing
  // search endpoint is never multiplied into every visitor's copy of the page.
  const listFailed = result.kind === 'render' && !!result.listing && 'failed' in result.listing;
  const page = result.kind === 'render' ? result.page : null;
  const env = getEnv();
  // A job list page says which deadlines have passed: kept no longer than its next one turns.
  const listing = result.kind === 'render' ? result.listing : null;
  const listTurn =
    page && isDeadlineList(page.listSource?.params) && listing && 'items' in listing
      ? nextDeadlineTurn(listing.items.map((item) => item.date))
      : null;
  const maxAgeS = pageMaxAgeS(env, page, Date.now(), listTurn);
  const cacheControl = listFailed
    ? CACHE_CONTROL.noStore
    : cacheControlFor(req, result.status, maxAgeS);
  const headers: Record<string, string> = { 'cache-control': cacheControl, vary: 'Cookie' };
  // What a CDN may drop this answer by, when a shared cache may keep it at all.
  if (result.kind === 'render' && cacheControl.startsWith('public')) {
    Object.assign(headers, cacheTagHeaders(cacheTags(result.site, page)));
  }
  // An RSC payload (client navigation) keeps 200: the client renders the page it got.
  if (isRsc || result.kind !== 'render') return { status: null, headers };
  headers['content-language'] = result.language;
  if (result.status !== 200 || result.page?.settings.noIndex) headers['x-robots-tag'] = 'noindex';
  return { status: result.status, headers };
}
