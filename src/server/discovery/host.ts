import { getEnv } from '../env.ts';
import { publicOrigin } from '../http/proxy.ts';
import { classify } from '../pipeline/classify.ts';

/**
 * The host a discovery file is made for. Every file is per host: the origin its URLs are written
 * on is the one the visitor used (proxy.ts: X-Forwarded-Host only from TRUSTED_PROXIES hops), and
 * the backend is asked for the site of the app host, as for pages.
 */
export type DiscoveryHost = {
  /** `https://www.example-kommune.dk`: what every URL in the files starts with. */
  origin: string;
  /** Sent to the backend: APP_HOST, else the request's host name (as for pages). */
  appHost: string;
  /**
   * Host names whose URLs belong to this host's files: the public host, the app host and the
   * backend's own (Umbraco writes absolute URLs on it when a node has no domain). A URL on any
   * other host (another culture's domain, another site) is left out.
   */
  siteHosts: ReadonlySet<string>;
};

/** An origin safe to write into XML, a robots line or a header: scheme, host name, port. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** The discovery host of a request, or null when its origin is not a plain host name. */
export function discoveryHostOf(req: Request): DiscoveryHost | null {
  let origin: string;
  let hostname: string;
  try {
    origin = publicOrigin(req).toLowerCase();
    hostname = new URL(req.url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!SAFE_ORIGIN.test(origin)) return null;
  const env = getEnv();
  const appHost = (env.appHost ?? hostname).toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(appHost)) return null;
  return {
    origin,
    appHost,
    siteHosts: new Set([new URL(origin).hostname, appHost, new URL(env.cmsApiUrl).hostname]),
  };
}

/**
 * The absolute public URL of a page link, or null when it is not a page of this host: another
 * host, a file, an API, a tools page, a preview, or anything the classifier refuses. Relative
 * links (`/borger/`) and absolute ones on a site host are moved onto the public origin, in the
 * canonical form the site redirects to (trailing slash).
 */
export function publicPageUrl(link: string, host: DiscoveryHost): string | null {
  const raw = link.trim();
  if (!raw || raw.length > 2048 || /[\s\\]/.test(raw)) return null;
  let url: URL;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) url = new URL(raw, host.origin);
    else {
      url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (url.username || url.password) return null;
      if (!host.siteHosts.has(url.hostname.toLowerCase())) return null;
    }
  } catch {
    return null;
  }
  // `/umbraco/*` is the backend's (redirected there), never a page of this host.
  if (/^\/umbraco(\/|$)/i.test(url.pathname)) return null;
  const local = new URL(`${url.pathname}${url.search}`, host.origin);
  const c = classify(local);
  if (c.refused || c.kind !== 'page' || c.preview || c.isRsc) return null;
  const path = c.canonical ?? `${c.normalPath}${local.search}`;
  return `${host.origin}${path}`;
}
