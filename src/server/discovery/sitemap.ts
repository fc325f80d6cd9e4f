import type { Link, NavItem, Site } from '../cms/types.ts';
import { log } from '../log.ts';
import { BackendFileError, fetchBackendFile } from './backend-file.ts';
import { publicPageUrl, type DiscoveryHost } from './host.ts';
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

/**
 * The backend's entries moved onto this host: each `loc` on a site host becomes the same path on
 * the public origin; others (another culture's domain, another site, not http) are left out, as
 * are files and tools paths. The first of duplicates wins.
 */
export function rewriteEntries(
  entries: readonly SitemapEntry[],
  host: DiscoveryHost,
): SitemapEntry[] {
  const out = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    // Only absolute URLs count: a sitemap's `loc` is one by the protocol.
    if (!/^https?:\/\//i.test(entry.loc)) continue;
    const loc = publicPageUrl(entry.loc, host);
    if (loc && !out.has(loc)) out.set(loc, { ...entry, loc });
  }
  return [...out.values()];
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
  const out = new Map<string, SitemapEntry>();
  for (const link of sites.flatMap(siteLinks)) {
    const loc = publicPageUrl(link, host);
    if (loc && !out.has(loc) && out.size < MAX_SITEMAP_URLS)
      out.set(loc, { loc, lastmod: null, changefreq: null, priority: null });
  }
  return [...out.values()];
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

/** The backend's sitemap for this host, rewritten; null when it has none or fails. */
async function backendEntries(host: DiscoveryHost): Promise<SitemapEntry[] | null> {
  const where = { appHost: host.appHost };
  try {
    const file = await fetchBackendFile('/sitemap.xml', host.appHost, {
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
    const rewritten = rewriteEntries(entries, host);
    if (rewritten.length < entries.length)
      log.info(
        { ...where, dropped: entries.length - rewritten.length },
        'sitemap: URLs not on this host left out',
      );
    return rewritten;
  } catch (err) {
    if (!(err instanceof BackendFileError)) throw err;
    log.warn({ ...where, failure: err.failure }, 'sitemap: backend sitemap failed, built instead');
    return null;
  }
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
