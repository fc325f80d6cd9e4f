import { createHash } from 'node:crypto';
import type { BackendAnswer } from '../cms/answer.ts';
import { callPage } from '../cms/client.ts';
import { cacheTag } from '../cms/freshness.ts';
import {
  backendCache,
  callOfCacheKey,
  evictBackendPaths,
  pathOfCacheKey,
} from '../cms/backend-cache.ts';
import { clearSearchCache } from '../cms/search.ts';
import { evictPages, pageCache, popularPagePaths } from '../cache/page-cache.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { refreshNamedPages } from './refresh-named.ts';
import { expandPaths } from './targets.ts';

/** One revalidation, as every process receives it. */
export type Revalidation = {
  /** Decoded page paths with a trailing slash (targets.ts `pagePathOf`). */
  paths: string[];
  /** Umbraco node ids or keys (lower case) whose cached pages are dropped too. */
  ids: string[];
};

export type Dropped = {
  /**
   * Every page path dropped: the named pages, their ancestors and breadcrumb pages, and the
   * pages below them that this process holds.
   */
  paths: string[];
  /**
   * The pages nginx is refreshed for (purge.ts, at most 20): the named pages, their ancestors
   * and breadcrumb pages; when a whole site goes, then its pages most visited here.
   * nginx cannot drop by tag: its other copies of a site whose menus changed stay until their
   * `s-maxage` (decision 036).
   */
  refresh: string[];
  /**
   * The tags a CDN drops for this revalidation (freshness.ts `cacheTags`): each named page and
   * everything below it (`page-N`, `in-N`), each ancestor dropped (`page-A`), and the whole site
   * when its front page or a page in its menus was named (`site-S`).
   */
  tags: string[];
  /** Entries dropped from each cache of this process. */
  backend: number;
  page: number;
  search: number;
  /** Pages made stale: served while rendered again, for at most SHARED_STALE_SECONDS. */
  stale: number;
};

/** The cached answers' identities: page id and key, content id and key. */
function idsOf(answer: BackendAnswer): string[] {
  const content = answer.content as { id?: unknown; key?: unknown } | null;
  return [answer.pageId, answer.pageKey, content?.id, content?.key]
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).toLowerCase());
}

/**
 * The backend answers this process holds, each with the page path its call was for: read once per
 * revalidation (a key's path is parsed from its JSON), then every question below is a walk over
 * this list instead of another parse of every key.
 */
type Held = { key: string; path: string | null; answer: BackendAnswer | undefined };
function heldAnswers(): Held[] {
  const held: Held[] = [];
  for (const key of backendCache.keys()) {
    held.push({ key, path: pathOfCacheKey(key), answer: backendCache.peek(key)?.value });
  }
  return held;
}

/** The pages this process has cached under one of `ids` (a payload with only an id). */
function pathsOfIds(held: readonly Held[], ids: ReadonlySet<string>): string[] {
  if (ids.size === 0) return [];
  const found = new Set<string>();
  for (const { path, answer } of held) {
    if (answer && path && idsOf(answer).some((id) => ids.has(id))) found.add(path);
  }
  return [...found];
}

/** The breadcrumb paths of a path in any cached answer for it. */
function breadcrumbs(held: readonly Held[]): (path: string) => string[] {
  return (path) => {
    const crumbs = new Set<string>();
    for (const entry of held) {
      if (entry.path !== path) continue;
      const content = entry.answer?.content as { breadcrumb?: { url?: unknown }[] } | null;
      for (const crumb of content?.breadcrumb ?? []) {
        if (typeof crumb.url === 'string') crumbs.add(crumb.url);
      }
    }
    return [...crumbs];
  };
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
function frontPagesAmong(held: readonly Held[], named: readonly string[]): string[] {
  const roots = new Set(['/']);
  for (const { answer } of held) {
    const site = answer?.site;
    if (!site) continue;
    for (const url of [site.url, ...(site.cultures ?? []).map((c) => c.url)]) {
      const root = pathOfSiteUrl(url);
      if (root) roots.add(root);
    }
  }
  return named.filter((path) => roots.has(path));
}

/**
 * A digest of a site's shared part (menus, footer, theme: on every page of the site). Made when
 * a publish compares two copies, at most twice per site checked: a publish is rare, and the
 * backend call beside it costs far more.
 */
export const siteDigest = (site: object): string =>
  createHash('sha1').update(JSON.stringify(site)).digest('base64url');

/** At most this many sites are asked about per revalidation (one small backend call each). */
const MAX_SITE_CHECKS = 4;

/** The shared part of a site as this process keeps it: one named page's call and copy. */
export type KeptSite = { key: string; site: object; root: string };

/**
 * The kept shared parts of the named pages' sites (at most MAX_SITE_CHECKS), read before the
 * publish drops their answers: `changedSites` compares them with the backend's.
 */
export function keptSites(revalidation: Revalidation): KeptSite[] {
  const held = heldAnswers();
  const named = new Set([...revalidation.paths, ...pathsOfIds(held, new Set(revalidation.ids))]);
  const bySite = new Map<string, KeptSite>();
  for (const { key, path, answer } of held) {
    const site = answer?.site;
    if (!path || !named.has(path) || !site) continue;
    const root = pathOfSiteUrl(site.url) ?? '/';
    if (!bySite.has(root) && bySite.size < MAX_SITE_CHECKS) bySite.set(root, { key, site, root });
  }
  return [...bySite.values()];
}

/**
 * The front pages of the sites whose shared part changed with this publish: for each site kept
 * (`keptSites`), the backend is asked for the site part alone, and compared with the copy. A
 * page in every page's menus (its title, its address), or the footer's settings, then takes
 * every page of its site along; any other publish keeps them.
 */
export async function changedSites(kept: readonly KeptSite[]): Promise<string[]> {
  const checks = kept.map(async ({ key, site, root }) => {
    const call = callOfCacheKey(key);
    if (!call) return root;
    try {
      const fresh = await callPage({ ...call, parts: ['site'] });
      return fresh.site && siteDigest(fresh.site) !== siteDigest(site) ? root : null;
    } catch (err) {
      // Unknown: the whole site goes, rather than menus that may be out of date for an hour.
      log.warn({ err, root }, 'revalidation: the site part could not be compared; dropping all');
      return root;
    }
  });
  return (await Promise.all(checks)).filter((root): root is string => root !== null);
}

/** `tags` plus the page tags of every answer this process holds for one of `paths`. */
function cdnTags(
  held: readonly Held[],
  revalidation: Revalidation,
  named: readonly string[],
  paths: ReadonlySet<string>,
  fronts: readonly string[],
): string[] {
  const tags = new Set<string>();
  const add = (prefix: string, v: unknown) => {
    const tag = cacheTag(prefix, v);
    if (tag) tags.add(tag);
  };
  for (const id of revalidation.ids) {
    add('page', id);
    add('in', id);
  }
  const namedSet = new Set(named);
  for (const { path, answer } of held) {
    if (!answer || !path) continue;
    if (paths.has(path)) for (const id of idsOf(answer)) add('page', id);
    if (namedSet.has(path)) for (const id of idsOf(answer)) add('in', id);
    if (answer.site && fronts.includes(pathOfSiteUrl(answer.site.url) ?? '/')) {
      add('site', answer.siteId ?? answer.site.id);
      add('site', answer.siteKey);
    }
  }
  return [...tags].slice(0, 500);
}

/** How many of a dropped site's most visited pages nginx is refreshed for. */
const REFRESH_POPULAR = 20;

/**
 * Applies a revalidation to this process's caches. The named pages (HTML and RSC, every host,
 * query and consent variant) and their backend answers go at once. The pages that show a part
 * of them (their ancestors and breadcrumb pages, the pages below them, and every page of a site
 * whose front page is named) become stale: served for at most SHARED_STALE_SECONDS while each is
 * rendered again, as nginx serves its copies while it refreshes them; their backend answers are
 * fetched again before that render. Every kept list and search result goes.
 */
export function dropLocally(revalidation: Revalidation): Dropped {
  const held = heldAnswers();
  const pathOf = new Map(held.map(({ key, path }) => [key, path]));
  const named = [...revalidation.paths, ...pathsOfIds(held, new Set(revalidation.ids))];
  const paths = expandPaths(named, breadcrumbs(held));
  const fronts = frontPagesAmong(held, named);
  // The pages below a named page show its name in their breadcrumbs (and it may have moved).
  const below = named.filter((path) => path !== '/');
  const picked = (path: string) =>
    paths.has(path) ||
    below.some((parent) => path.startsWith(parent)) ||
    fronts.some((root) => path.startsWith(root));
  const namedSet = new Set(named);
  const isNamed = (path: string) => namedSet.has(path);
  const shares = (path: string | null | undefined) => !!path && !namedSet.has(path) && picked(path);
  // Every page path this process holds that goes: nginx is refreshed for those (purge.ts).
  const going = new Set(paths);
  for (const { path } of held) if (path && picked(path)) going.add(path);
  // A whole site: its most visited pages first (the page cache's popularity), as far as the cap goes.
  // The named pages first: purge.ts refreshes the first one's document before anything else.
  const refresh = new Set([...named.filter((path) => paths.has(path)), ...paths]);
  if (fronts.length > 0) {
    for (const path of popularPagePaths(picked, REFRESH_POPULAR)) refresh.add(path);
  }
  const namedPages = evictPages(isNamed);
  const dropped = {
    paths: [...going],
    refresh: [...refresh],
    tags: cdnTags(held, revalidation, named, paths, fronts),
    backend:
      evictBackendPaths(isNamed, false, pathOf) +
      backendCache.expireWhere((key) => shares(pathOf.get(key) ?? pathOfCacheKey(key)), 0),
    page: namedPages.length,
    // The bound (SHARED_STALE_SECONDS, 60 s): served from its kept copy this long at most while
    // it is checked or rendered again in the background; a visit after that renders it.
    stale: pageCache.expireWhere(
      (key, page) => shares(page.pagePath),
      getEnv().pageFreshness.sharedStaleMs,
    ),
    search: clearSearchCache(),
  };
  // The named pages' documents rendered again now, unless nginx's refresh does it (purge.ts).
  const rendering = refreshNamedPages(namedPages);
  log.info(
    {
      named,
      fronts,
      ids: revalidation.ids,
      backend: dropped.backend,
      page: dropped.page,
      stale: dropped.stale,
      rendering,
    },
    'revalidated: named pages dropped, pages sharing a part of them stale',
  );
  return dropped;
}
