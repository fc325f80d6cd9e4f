import type { Link, NavItem, Site } from '../types.ts';
import { log } from '../log.ts';
import { BackendFileError, fetchBackendFile } from './backend-file.ts';
import { onOrigin, pagePathOf, publicPageUrl, type DiscoveryHost, type PagePath } from './host.ts';
import { keptPerSite } from './per-site.ts';
import { loadSite } from './site.ts';
import {
  MAX_SITEMAP_URLS,
  parseSitemapXml,
  renderSitemapXml,
  type SitemapEntry,
} from './sitemap-xml.ts';

/** The most of the backend's sitemap that is read (the protocol allows 50 MB; ours are small). */
const MAX_BACKEND_SITEMAP_BYTES = 5 * 1024 * 1024;
/** Cultures whose navigation a built sitemap reads, at most. */
const MAX_CULTURES = 8;

/** A sitemap entry as kept per site: its page (host and path), not yet on any origin. */
export type SiteEntry = Omit<SitemapEntry, 'loc'> & { page: PagePath };

/** The backend's entries as pages: only absolute http(s) `loc`s that are pages of a site. */
export function pagesOf(entries: readonly SitemapEntry[]): SiteEntry[] {
  const out: SiteEntry[] = [];
  for (const { loc, ...rest } of entries) {
    // Only absolute URLs count: a sitemap's `loc` is one by the protocol.
    if (!/^https?:\/\//i.test(loc)) continue;
    const page = pagePathOf(loc);
    if (page) out.push({ ...rest, page });
  }
  return out;
}

/** The entries on this host's origin, at most `limit`; the first of duplicates wins. */
export function onHost(
  entries: readonly SiteEntry[],
  host: DiscoveryHost,
  limit = MAX_SITEMAP_URLS,
): SitemapEntry[] {
  const out = new Map<string, SitemapEntry>();
  for (const { page, ...rest } of entries) {
    if (out.size >= limit) break;
    const loc = onOrigin(page, host);
    if (loc && !out.has(loc)) out.set(loc, { loc, ...rest });
  }
  return [...out.values()];
}

/**
 * The backend's entries moved onto this host: each `loc` on a site host becomes the same path on
 * the public origin; others (another culture's domain, another site, not http) are left out, as
 * are files and tools paths. The first of duplicates wins.
 */
export function rewriteEntries(
  entries: readonly SitemapEntry[],
  host: DiscoveryHost,
): SitemapEntry[] {
  return onHost(pagesOf(entries), host);
}

/** Every page a site's navigation names: culture roots, main, burger (two levels), service links. */
function siteLinks(site: Site): string[] {
  const nav = (items: NavItem[]): string[] =>
    items.flatMap((item) => [item.url, ...nav(item.children)]);
  const content = (links: Link[]) => links.filter((l) => l.kind === 'content').map((l) => l.url);
  return [
    ...(site.url ? [site.url] : []),
    ...site.cultures.map((c) => c.url),
    ...nav(site.mainNav),
    ...nav(site.burgerNav),
    ...content(site.serviceLinks),
  ];
}

/**
 * A sitemap built from the sites' navigation trees (one site per culture): absolute URLs on
 * this host only, deduplicated. Navigation carries no dates, so there is no `lastmod`.
 */
export function buildEntries(sites: readonly Site[], host: DiscoveryHost): SitemapEntry[] {
  const pages: SiteEntry[] = [];
  for (const link of sites.flatMap(siteLinks)) {
    const page = pagePathOf(link);
    if (page) pages.push({ page, lastmod: null, changefreq: null, priority: null });
  }
  return onHost(pages, host);
}

/** The culture roots of `site` on this host, other than the one already read. */
function otherCultureRoots(site: Site, host: DiscoveryHost, read: string): string[] {
  const roots = new Set<string>();
  for (const culture of site.cultures) {
    const url = publicPageUrl(culture.url, host);
    if (url) roots.add(new URL(url).pathname);
  }
  roots.delete(read);
  return [...roots].slice(0, MAX_CULTURES);
}

/**
 * The backend's sitemap for this site as pages; null when it has none or fails. Fetched and read
 * once a minute per app host (the site as the backend knows it), whichever of its hosts asks:
 * reading a large one costs the backend a render and us a parse.
 */
export function backendPages(appHost: string): Promise<SiteEntry[] | null> {
  return keptPerSite('sitemap', appHost, async () => {
    const where = { appHost };
    try {
      const file = await fetchBackendFile('/sitemap.xml', appHost, {
        maxBytes: MAX_BACKEND_SITEMAP_BYTES,
        accept: 'application/xml, text/xml',
      });
      if (file.status !== 200) {
        log.info({ ...where, status: file.status }, 'sitemap: the backend has none, built instead');
        return null;
      }
      const entries = parseSitemapXml(file.text);
      if (!entries) {
        log.warn(
          { ...where, start: file.text.slice(0, 80) },
          'sitemap: the backend answer is not a urlset, built instead',
        );
        return null;
      }
      return pagesOf(entries);
    } catch (err) {
      if (!(err instanceof BackendFileError)) throw err;
      log.warn(
        { ...where, failure: err.failure },
        'sitemap: backend sitemap failed, built instead',
      );
      return null;
    }
  });
}

/** The backend's sitemap on this host's origin; null when it has none or fails. */
async function backendEntries(host: DiscoveryHost): Promise<SitemapEntry[] | null> {
  const pages = await backendPages(host.appHost);
  if (!pages) return null;
  const rewritten = onHost(pages, host);
  if (rewritten.length < pages.length)
    log.info(
      { appHost: host.appHost, dropped: pages.length - rewritten.length },
      'sitemap: URLs not on this host left out',
    );
  return rewritten;
}

/** The navigation-built entries, or null when not even the site data is there. */
async function builtEntries(host: DiscoveryHost): Promise<SitemapEntry[] | null> {
  const root = await loadSite('/', host.appHost);
  if (!root) return null;
  const others = await Promise.all(
    otherCultureRoots(root, host, '/').map((path) => loadSite(path, host.appHost)),
  );
  return buildEntries([root, ...others.filter((s): s is Site => s !== null)], host);
}

/**
 * `/sitemap.xml` for this host: the backend's (Limbo.Umbraco.Seo) when it answers with a urlset,
 * its URLs on the public origin; else built from the navigation; null when neither is possible.
 * `useBackend` false skips the backend (a request that came from our own backend call).
 */
export async function sitemapFor(
  host: DiscoveryHost,
  useBackend = true,
): Promise<{ xml: string; source: 'backend' | 'navigation' } | null> {
  const fromBackend = useBackend ? await backendEntries(host) : null;
  if (fromBackend && fromBackend.length > 0)
    return { xml: renderSitemapXml(fromBackend), source: 'backend' };
  const built = await builtEntries(host);
  if (!built) return null;
  return { xml: renderSitemapXml(built), source: 'navigation' };
}
