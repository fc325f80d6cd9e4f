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

/** The path part of a site or culture URL (`https://x.dk/en/` → `/en/`), or null. */
function pathOfSiteUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const { pathname } = new URL(url, 'http://site.invalid');
    return pathname.endsWith('/') ? pathname : `${pathname}/`;
  } catch {
    return null;
  }
}

/**
 * The front pages among `named`: `/`, and the root of any site or culture a cached answer names
 * (`site.url`, `site.cultures[].url`). A front page is the site node: its settings (theme,
 * menus, footer) are on every page below it, so publishing it changes them all (decision 019).
 */
function frontPagesAmong(named: readonly string[]): string[] {
  const roots = new Set(['/']);
  for (const key of backendCache.keys()) {
    const site = backendCache.peek(key)?.value.site;
    if (!site) continue;
    for (const url of [site.url, ...(site.cultures ?? []).map((c) => c.url)]) {
      const root = pathOfSiteUrl(url);
      if (root) roots.add(root);
    }
  }
  return named.filter((path) => roots.has(path));
}

/**
 * Drops a revalidation's pages from this process's caches: the backend micro-cache, the page
 * cache (HTML and RSC, every host, query and consent variant) and every list and search answer.
 * A front page named takes every page below it along.
 */
export function dropLocally(revalidation: Revalidation): Dropped {
  const named = [...revalidation.paths, ...pathsOfIds(new Set(revalidation.ids))];
  const paths = expandPaths(named, breadcrumbsOf);
  const fronts = frontPagesAmong(named);
  const picked = (path: string) => paths.has(path) || fronts.some((root) => path.startsWith(root));
  // Every page path this process holds that goes: nginx is refreshed for those (purge.ts).
  const held = new Set(paths);
  if (fronts.length > 0) {
    for (const key of backendCache.keys()) {
      const path = pathOfCacheKey(key);
      if (path && picked(path)) held.add(path);
    }
  }
  const dropped = {
    paths: [...held],
    backend: evictBackendPaths(picked),
    page: evictPages(picked),
    search: clearSearchCache(),
  };
  log.info(
    { named, fronts, ids: revalidation.ids, backend: dropped.backend, page: dropped.page },
    'revalidated: cached pages dropped',
  );
  return dropped;
}
