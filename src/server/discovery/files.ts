import { LRUCache } from 'lru-cache';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { UPSTREAM_MARK } from './backend-file.ts';
import { discoveryHostOf, type DiscoveryHost } from './host.ts';
import { webManifest } from './manifest.ts';
import { clearPerSite } from './per-site.ts';
import { renderRobots, robotsFor } from './robots.ts';
import { renderSecurityTxt, securityContacts } from './security-txt.ts';
import { loadSite } from './site.ts';
import { sitemapFor } from './sitemap.ts';

// The discovery files, per host (decision 016): what each path serves, and a small cache of the
// files served per origin; what the backend said is kept per site (per-site.ts).

const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** A discovery file as served: its status, body and headers. */
type ServedFile = {
  status: number;
  body: string;
  contentType: string;
  headers?: Record<string, string>;
};

/** Crawlers and browsers may keep them a few minutes; a CDN keys them by host as by URL. */
const DISCOVERY_CACHE_CONTROL = 'public, max-age=300';

const text = (status: number, body: string, headers?: Record<string, string>): ServedFile => ({
  status,
  body,
  contentType: 'text/plain; charset=utf-8',
  ...(headers ? { headers } : {}),
});
const unavailable = (what: string, host: DiscoveryHost): ServedFile => {
  log.warn({ file: what, appHost: host.appHost }, 'discovery file unavailable: no site data');
  return text(503, 'Service unavailable: the site data could not be loaded.\n', {
    'retry-after': '60',
  });
};

const FILES: Record<string, (host: DiscoveryHost, useBackend: boolean) => Promise<ServedFile>> = {
  '/sitemap.xml': async (host, useBackend) => {
    const sitemap = await sitemapFor(host, useBackend);
    if (!sitemap) return unavailable('sitemap.xml', host);
    return {
      status: 200,
      body: sitemap.xml,
      contentType: 'application/xml; charset=utf-8',
      headers: { 'x-sitemap-source': sitemap.source },
    };
  },
  '/robots.txt': async (host, useBackend) => text(200, await robotsFor(host, useBackend)),
  [SECURITY_TXT_PATH]: async (host) => {
    const configured = getEnv().securityContact;
    const site = configured.length ? null : await loadSite('/', host.appHost);
    if (!configured.length && !site) return unavailable('security.txt', host);
    const body = renderSecurityTxt(securityContacts(configured, site), host.origin, new Date());
    return body ? text(200, body) : text(404, 'No security contact is configured for this site.\n');
  },
  '/manifest.webmanifest': async (host) => {
    const site = await loadSite('/', host.appHost);
    if (!site) return unavailable('manifest.webmanifest', host);
    return {
      status: 200,
      body: JSON.stringify(webManifest(site, host), null, 2),
      contentType: 'application/manifest+json; charset=utf-8',
    };
  },
};

/**
 * The files for a host that is not known (host.ts `isKnownHost`): made without the backend and
 * naming no host, so a flood of invented Host headers costs nothing and writes no URL on them.
 * robots.txt still keeps crawlers out of the tools; the rest is not there.
 */
const UNKNOWN_HOST: Record<string, ServedFile> = {
  '/sitemap.xml': text(404, 'No sitemap for this host.\n'),
  '/robots.txt': text(200, renderRobots(null)),
  [SECURITY_TXT_PATH]: text(404, 'No security.txt for this host.\n'),
  '/manifest.webmanifest': text(404, 'No web manifest for this host.\n'),
};
/** Said once per process: a real host missing from APP_HOST/PUBLIC_HOSTS shows up here. */
let unknownHostLogged = false;

/** The paths served here; `/security.txt` redirects to the well-known one. */
const DISCOVERY_PATHS: ReadonlySet<string> = new Set([...Object.keys(FILES), '/security.txt']);

/** Files kept per path and host: a minute, at most 500 of them and 16 MB. */
const cache = new LRUCache<string, ServedFile>({
  max: 500,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (a) => Math.max(1, a.body.length),
  ttl: 60_000,
});
const inFlight = new Map<string, Promise<ServedFile>>();

/** For tests: forget every kept file. */
export const clearDiscoveryCache = () => {
  cache.clear();
  clearPerSite();
};

async function fileFor(path: string, host: DiscoveryHost, useBackend: boolean) {
  const make = FILES[path];
  if (!make) return null;
  const key = JSON.stringify([path, host.origin, host.appHost, useBackend]);
  const kept = cache.get(key);
  if (kept) return kept;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make(host, useBackend).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const file = await pending;
  // A 503 is not kept: the next request tries again.
  if (file.status < 500) cache.set(key, file);
  return file;
}

/**
 * The response for a discovery path (GET or HEAD: the methods step has refused the rest), or
 * null when `path` is not one.
 */
export async function discoveryResponse(path: string, req: Request): Promise<Response | null> {
  if (!DISCOVERY_PATHS.has(path)) return null;
  if (path === '/security.txt') {
    return new Response(null, {
      status: 301,
      headers: { location: SECURITY_TXT_PATH, 'cache-control': 'public, max-age=86400' },
    });
  }
  const host = discoveryHostOf(req);
  if (!host) {
    log.warn({ path }, 'discovery file asked for on an unusable host');
    return new Response('Bad request\n', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!host.known) {
    if (!unknownHostLogged) {
      unknownHostLogged = true;
      log.warn(
        { path, origin: host.origin },
        'discovery files: a host not in APP_HOST or PUBLIC_HOSTS, served without the backend',
      );
    }
    const file = UNKNOWN_HOST[path];
    if (!file) return null;
    return new Response(file.body, {
      status: file.status,
      // Not kept by caches in front either: one entry per invented host would fill them.
      headers: { 'content-type': file.contentType, 'cache-control': 'no-store' },
    });
  }
  // A request from our own backend call (a proxy that routes the app host back here) is
  // served without asking the backend again.
  const file = await fileFor(path, host, !req.headers.has(UPSTREAM_MARK));
  if (!file) return null;
  return new Response(file.body, {
    status: file.status,
    headers: {
      'content-type': file.contentType,
      'cache-control': file.status >= 500 ? 'no-store' : DISCOVERY_CACHE_CONTROL,
      ...file.headers,
    },
  });
}
