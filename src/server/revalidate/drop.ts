import type { BackendAnswer } from '../cms/answer.ts';
import { backendCache, evictBackendPaths, pathOfCacheKey } from '../cms/page.ts';
import { clearSearchCache } from '../cms/search.ts';
import { evictPages } from '../http/page-cache.ts';
import { log } from '../log.ts';
import { expandPaths } from './targets.ts';

/** One revalidation, as every process receives it. */
export type Revalidation = {
  /** Decoded page paths with a trailing slash (targets.ts `pagePathOf`). */
  paths: string[];
  /** Umbraco node ids or keys (lower case) whose cached pages are dropped too. */
  ids: string[];
};

export type Dropped = {
  /** Every page path dropped: the named pages, their ancestors and breadcrumb pages. */
  paths: string[];
  /** Entries dropped from each cache of this process. */
  backend: number;
  page: number;
  search: number;
};

/** The cached answers' identities: page id and key, content id and key. */
function idsOf(answer: BackendAnswer): string[] {
  const content = answer.content as { id?: unknown; key?: unknown } | null;
  return [answer.pageId, answer.pageKey, content?.id, content?.key]
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).toLowerCase());
}

/** The pages this process has cached under one of `ids` (a payload with only an id). */
function pathsOfIds(ids: ReadonlySet<string>): string[] {
  if (ids.size === 0) return [];
  const found = new Set<string>();
  for (const key of backendCache.keys()) {
    const answer = backendCache.peek(key)?.value;
    const path = pathOfCacheKey(key);
    if (answer && path && idsOf(answer).some((id) => ids.has(id))) found.add(path);
  }
  return [...found];
}

/** The breadcrumb paths of `path` in any cached answer for it. */
function breadcrumbsOf(path: string): string[] {
  const crumbs = new Set<string>();
  for (const key of backendCache.keys()) {
    if (pathOfCacheKey(key) !== path) continue;
    const content = backendCache.peek(key)?.value.content as {
      breadcrumb?: { url?: unknown }[];
    } | null;
    for (const crumb of content?.breadcrumb ?? []) {
      if (typeof crumb.url === 'string') crumbs.add(crumb.url);
    }
  }
  return [...crumbs];
}

/**
 * Drops a revalidation's pages from this process's caches: the backend micro-cache, the page
 * cache (HTML and RSC, every host, query and consent variant) and every list and search answer.
 */
export function dropLocally(revalidation: Revalidation): Dropped {
  const named = [...revalidation.paths, ...pathsOfIds(new Set(revalidation.ids))];
  const paths = expandPaths(named, breadcrumbsOf);
  const dropped = {
    paths: [...paths],
    backend: evictBackendPaths(paths),
    page: evictPages(paths),
    search: clearSearchCache(),
  };
  log.info(
    { named, ids: revalidation.ids, backend: dropped.backend, page: dropped.page },
    'revalidated: cached pages dropped',
  );
  return dropped;
}
