import { getEnv } from '../env.ts';
import { publicOrigin } from '../http/proxy.ts';
import { classify } from '../request/classify.ts';

/**
 * The host a discovery file is made for. Every file is per host: the origin its URLs are written
 * on is the one the visitor used (proxy.ts: X-Forwarded-Host only from TRUSTED_PROXIES hops), and
 * the backend is asked for the site of the app host, as for pages.
 */
export type DiscoveryHost = {
  /** `https://www.example-kommune.dk`: what every URL in the files starts with. */
  origin: string;
  /**
   * Sent to the backend: APP_HOST, else the request's host name (as for pages). It is the site
   * as the backend knows it, so what the backend answered is kept per app host (files.ts).
   */
  appHost: string;
  /**
   * Host names whose URLs belong to this host's files: the public host, the app host and the
   * backend's own (Umbraco writes absolute URLs on it when a node has no domain). A URL on any
   * other host (another culture's domain, another site) is left out.
   */
  siteHosts: ReadonlySet<string>;
  /**
   * Whether both the public host and the app host are known (`isKnownHost`). Only then may the
   * backend be asked, or a URL be written on the origin: a Host header is the visitor's choice.
   */
  known: boolean;
};

/** An origin safe to write into XML, a robots line or a header: scheme, host name, port. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** This machine's own names: a finite set, and where a local proxy or a developer comes from. */
const LOOPBACK: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** One spelling per host name: lower case, no trailing dot (`WWW.Kommune.DK.` is `www.kommune.dk`). */
export const normalHostname = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/**
 * Whether the site may be reached on `hostname` (normalised): APP_HOST, PUBLIC_HOSTS or the
 * loopback names. Any other Host header is a visitor's invention until configured.
 */
export function isKnownHost(hostname: string): boolean {
  const env = getEnv();
  return (
    LOOPBACK.has(hostname) ||
    (env.appHost !== undefined && normalHostname(env.appHost) === hostname) ||
    env.publicHosts.includes(hostname)
  );
}

/** The discovery host of a request, or null when its origin is not a plain host name. */
export function discoveryHostOf(req: Request): DiscoveryHost | null {
  let url: URL;
  let requestHost: string;
  try {
    url = new URL(publicOrigin(req).toLowerCase());
    requestHost = normalHostname(new URL(req.url).hostname);
  } catch {
    return null;
  }
  // Spellings of one host share one origin: no trailing dot, no default port (URL drops it).
  url.hostname = normalHostname(url.hostname);
  const origin = url.origin;
  if (!SAFE_ORIGIN.test(origin)) return null;
  const env = getEnv();
  const appHost = normalHostname(env.appHost ?? requestHost);
  if (!/^[a-z0-9.-]+$/.test(appHost)) return null;
  return {
    origin,
    appHost,
    siteHosts: new Set([url.hostname, appHost, new URL(env.cmsApiUrl).hostname]),
    known: isKnownHost(url.hostname) && isKnownHost(appHost),
  };
}

/** A page link as this module keeps it: its host (null when relative) and canonical path. */
export type PagePath = { host: string | null; path: string };

/**
 * The host and canonical path of a page link, whatever origin it is later written on, or null
 * when it is no page: a file, an API, a tools page, a preview, not http(s), with credentials, or
 * anything the classifier refuses. The path is in the canonical form the site redirects to
 * (trailing slash), with its query.
 */
export function pagePathOf(link: string): PagePath | null {
  const raw = link.trim();
  if (!raw || raw.length > 2048 || /[\s\\]/.test(raw)) return null;
  let url: URL;
  let host: string | null = null;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) url = new URL(raw, 'http://relative.invalid');
    else {
      url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (url.username || url.password) return null;
      host = normalHostname(url.hostname);
    }
  } catch {
    return null;
  }
  // `/umbraco/*` is the backend's (redirected there), never a page of this host.
  if (/^\/umbraco(\/|$)/i.test(url.pathname)) return null;
  const local = new URL(`${url.pathname}${url.search}`, 'http://relative.invalid');
  const c = classify(local);
  if (c.refused || c.kind !== 'page' || c.preview || c.isRsc) return null;
  return { host, path: c.canonical ?? `${c.normalPath}${local.search}` };
}

/** A kept page path on this host's origin, or null when its host is not one of this host's. */
export function onOrigin(page: PagePath, host: DiscoveryHost): string | null {
  if (page.host !== null && !host.siteHosts.has(page.host)) return null;
  return `${host.origin}${page.path}`;
}

/**
 * The absolute public URL of a page link, or null when it is not a page of this host: another
 * host, a file, an API, a tools page, a preview, or anything the classifier refuses. Relative
 * links (`/borger/`) and absolute ones on a site host are moved onto the public origin, in the
 * canonical form the site redirects to (trailing slash).
 */
export function publicPageUrl(link: string, host: DiscoveryHost): string | null {
  const page = pagePathOf(link);
  return page && onOrigin(page, host);
}
