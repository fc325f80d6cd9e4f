import { BackendError } from '../backend-error.ts';
import { callPage } from '../cms/client.ts';
import { reshapeContext } from '../cms/page.ts';
import { reshapeSite } from '../cms/reshape-site.ts';
import type { Site } from '../types.ts';
import { BackendFileError, fetchBackendFile } from './backend-file.ts';
import { publicPageUrl, type DiscoveryHost } from './host.ts';
import type { Paced } from './pace.ts';
import { NO_ROBOTS_RULES, robotsRules, type RobotsRules } from './robots-rules.ts';
import { backendPages, buildEntries, onHost } from './sitemap.ts';

// The walk of a site that the crawlers share (check:backend, decision 030; the content check,
// decision 044): the backend's robots.txt for the crawler's token, then every page its sitemap
// and the navigation of each culture name, every backend call in its turn.

/** The crawler's robots.txt product token. Its backend calls are the app's own (fetch's `node`). */
export const CRAWLER_AGENT = 'kommune-site-check';
/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt. */
const MAX_ROBOTS_BYTES = 512 * 1024;

/** A culture's site part, reshaped as the app does; or why there is none. */
async function siteAt(path: string, appHost: string): Promise<Site | string> {
  try {
    const answer = await callPage({ path, parts: ['site'], appHost });
    if (!answer.site) return `no usable site part (meta.code ${answer.meta.code})`;
    return reshapeSite(answer.site, { ...reshapeContext(), siteKey: answer.siteKey ?? null });
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    return err.message;
  }
}

/** The backend's robots.txt for this site (the SEO package finds the site by Host), read. */
export async function robotsOf(
  appHost: string,
): Promise<{ rules: RobotsRules; note: string } | string> {
  try {
    const file = await fetchBackendFile('/robots.txt', appHost, {
      maxBytes: MAX_ROBOTS_BYTES,
      accept: 'text/plain',
    });
    if (file.status >= 200 && file.status < 300) {
      const rules = robotsRules(file.text, CRAWLER_AGENT);
      const disallows = rules.rules.filter((r) => !r.allow).length;
      return {
        rules,
        note: `robots.txt: group ${rules.group}, ${disallows} Disallow and ${rules.rules.length - disallows} Allow rules followed (user agent ${CRAWLER_AGENT})`,
      };
    }
    // RFC 9309 2.3.1.3: "unavailable" (4xx) means no rules; 2.3.1.4: "unreachable" (5xx) means
    // everything is disallowed.
    if (file.status >= 400 && file.status < 500) {
      return {
        rules: NO_ROBOTS_RULES,
        note: `robots.txt: none (HTTP ${file.status}), every path allowed`,
      };
    }
    return `robots.txt answered HTTP ${file.status}`;
  } catch (err) {
    if (!(err instanceof BackendFileError)) throw err;
    return `robots.txt could not be read (${err.failure}: ${err.message})`;
  }
}

export type Discovered = { paths: string[]; notes: string[] };

/**
 * The pages to check: the backend's sitemap (Limbo.Umbraco.Seo), then every page the navigation
 * of each culture names that the sitemap lacks, as the app's own sitemap code reads them.
 */
export async function discoverPages(
  host: DiscoveryHost,
  paced: Paced,
): Promise<Discovered | string> {
  const notes: string[] = [];
  const pathOf = (loc: string) => loc.slice(host.origin.length);
  const fromSitemap = await paced(() => backendPages(host.appHost));
  const sitemapPaths = fromSitemap ? onHost(fromSitemap, host).map((e) => pathOf(e.loc)) : [];
  notes.push(
    fromSitemap
      ? `sitemap.xml: ${sitemapPaths.length} pages on this site`
      : 'sitemap.xml: none usable (not a urlset, or it failed)',
  );

  const root = await paced(() => siteAt('/', host.appHost));
  const sites: Site[] = [];
  if (typeof root === 'string') notes.push(`navigation: the site part of / failed: ${root}`);
  else {
    sites.push(root);
    const cultureRoots = new Set<string>();
    for (const culture of root.cultures) {
      const url = publicPageUrl(culture.url, host);
      if (url) cultureRoots.add(new URL(url).pathname);
    }
    cultureRoots.delete('/');
    for (const path of cultureRoots) {
      const site = await paced(() => siteAt(path, host.appHost));
      if (typeof site === 'string')
        notes.push(`navigation: the site part of ${path} failed: ${site}`);
      else sites.push(site);
    }
  }
  const navPaths = buildEntries(sites, host).map((e) => pathOf(e.loc));
  const seen = new Set(sitemapPaths);
  const extra = navPaths.filter((p) => !seen.has(p));
  if (sites.length) {
    notes.push(
      `navigation of ${sites.length} culture${sites.length === 1 ? '' : 's'}: ${navPaths.length} pages, ${extra.length} not in the sitemap`,
    );
  }
  const paths = [...new Set([...sitemapPaths, ...extra])];
  if (paths.length === 0) return `no pages found: ${notes.join('; ')}`;
  return { paths, notes };
}
