import { backendCache } from '../cms/backend-cache.ts';
import { clearSearchCache } from '../cms/search.ts';
import { pageCache } from '../cache/page-cache.ts';
import { log } from '../log.ts';

/**
 * How long after the publish log lost track a kept page is still served while its successor is
 * fetched (decision 041): past it, a kept page is served only when the backend fails.
 */
export const STALE_SERVE_MS = 3_000;

/**
 * Every cached page and backend answer of this process becomes stale (decision 041): when the
 * publish log was reset or trimmed past this process's position, or it could not be read for
 * longer than the bound, any of them may predate a publish. A page is then served while the
 * first visitor's request fetches it again, for at most STALE_SERVE_MS, never as fresh; backend
 * answers are fetched again before any page is rendered from them.
 */
export function staleEverything(reason: string): { page: number; backend: number } {
  const counts = {
    page: pageCache.expireAll(STALE_SERVE_MS),
    backend: backendCache.expireAll(0),
  };
  clearSearchCache();
  if (counts.page + counts.backend > 0) {
    log.warn({ reason, ...counts }, 'publish log: every cached page counts as stale');
  }
  return counts;
}
