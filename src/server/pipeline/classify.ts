import { hasFileExtension } from '#src/shared/file-path.ts';
import { previewUrlOf } from '../routing.ts';
import { toolRouteOf, type ToolRoute } from '../tools/tool-routes.ts';

// The request, classified once (decision 013). The first step of the pipeline turns the URL into
// one value; every later step branches on it and never derives it again.
//
// The path a guard sees must be the path the router sees. Waku routes `decodeURI(pathname)`
// (and decodes an RSC payload path twice), so an encoded letter (`/__limb%6F/`) reached a page
// whose guard compared the raw path. Here, before any guard:
// - encoded ASCII letters, digits and `-._~` are decoded into a canonical URL (redirected to);
// - `%25` (an encoded `%`, which a second decoding would turn into something else), `%2F` and
//   `%5C` (a slash inside a segment), encoded control characters and malformed escapes are
//   refused;
// - what is left decodes once to exactly what the router sees.

type RequestKind =
  | 'page' // a CMS page (the catch-all route)
  | 'tools' // the app's own pages (/__limbo, /__tools, /__demo, their aliases)
  | 'login' // /__login
  | 'api' // /api/*
  | 'asset' // /assets/*, /builds/* and other build files
  | 'file' // any other path with a file extension
  | 'internal'; // /healthz, /readyz, /metrics, dev-server paths

export type Classified = {
  /** Refused before any guard: the reason, for the log line and the 400 (or 414) page. */
  refused: string | null;
  /** Where this URL's canonical form lives, when it is not this one (301). */
  canonical: string | null;
  kind: RequestKind;
  /** An RSC payload (`/RSC/R/….txt`) rather than a document. */
  isRsc: boolean;
  /** The normalised, still encoded path with single slashes: what every later step is given. */
  normalPath: string;
  /** The decoded route path exactly as Waku's router sees it (no trailing slash, but `/`). */
  routePath: string;
  /** The decoded page path with its trailing slash, e.g. `/børn/`. */
  pagePath: string;
  /** The visitor's query (for an RSC payload, its `query` parameter). */
  query: URLSearchParams;
  /** The app's own route this request belongs to, following aliases. */
  toolRoute: ToolRoute | null;
  /** The backend `url` of an Umbraco preview, or null. */
  preview: string | null;
};

const RSC_PREFIX = '/RSC/';
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The longest path and query served. Paths are echoed in the document (canonical URL, RSC
 * payload), so an unbounded URL would multiply into an unbounded cached page.
 */
export const MAX_PATH_LENGTH = 2048;
const MAX_QUERY_LENGTH = 4096;
export const TOO_LONG = 'URL too long';

/** Escapes that never reach a guard: `%`, `/`, `\` and control characters. */
const REFUSED_ESCAPE = /%(25|2f|5c|[01][0-9a-f]|7f)/i;

/**
 * The path with encoded unreserved ASCII decoded and other escapes upper-cased, or a reason to
 * refuse it.
 */
export function normalisePath(raw: string): { path: string } | { refused: string } {
  if (/%(?![0-9a-f]{2})/i.test(raw)) return { refused: 'malformed percent-encoding' };
  if (REFUSED_ESCAPE.test(raw)) return { refused: 'an encoded %, slash, backslash or control' };
  const path = raw.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  try {
    decodeURI(path);
  } catch {
    return { refused: 'malformed UTF-8 in the path' };
  }
  return { path };
}

const INTERNAL = new Set(['/healthz', '/readyz', '/metrics']);
const APP_PREFIXES = ['/__limbo', '/__tools', '/__demo'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function kindOf(routePath: string, toolRoute: ToolRoute | null, preview: string | null) {
  if (INTERNAL.has(routePath)) return 'internal';
  if (under(routePath, '/api')) return 'api';
  if (under(routePath, '/assets') || under(routePath, '/builds')) return 'asset';
  if (routePath.startsWith('/@') || under(routePath, '/node_modules') || under(routePath, '/src'))
    return 'internal';
  if (under(routePath, '/__login')) return 'login';
  if (toolRoute || APP_PREFIXES.some((p) => under(routePath, p))) return 'tools';
  if (preview) return 'page';
  return hasFileExtension(routePath) ? 'file' : 'page';
}

/** The route path of an RSC payload path (`/RSC/R/borger/affald.txt` → `/borger/affald`). */
function routePathOfRsc(rscPath: string): string | null {
  if (!rscPath.startsWith(`${RSC_PREFIX}R/`) || !rscPath.endsWith('.txt')) return null;
  // Waku's encodeRscPath: a leading `_` marks a path that starts with `/`, a trailing one a path
  // that ends with `_`; `R/_root` is the root.
  let rsc = rscPath.slice(RSC_PREFIX.length, -'.txt'.length);
  if (rsc.endsWith('_')) rsc = rsc.slice(0, -1);
  const route = rsc.slice(1);
  if (route === '/_root' || route === '') return '/';
  if (route.startsWith('/__')) return `/_${route.slice(3)}`;
  return route;
}

/**
 * Classifications of recent paths and queries: classify is pure, and a site under load sees
 * the same few URLs again and again (its work was 5 % of a cached answer, decision 023). At
 * most {@link REMEMBERED} are kept, the oldest dropped first, and only short URLs, so a flood
 * of unique URLs costs a bounded few hundred KB. The values are shared: never change one.
 */
const remembered = new Map<string, Classified>();
const REMEMBERED = 500;
const REMEMBERED_LENGTH = 300;

/** Classifies a request URL. Pure: the same URL always gives the same value. */
export function classify(url: URL): Classified {
  const key = url.pathname + url.search;
  const known = remembered.get(key);
  if (known) return known;
  const value = classifyOnce(url);
  if (key.length <= REMEMBERED_LENGTH) {
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, value);
  }
  return value;
}

function classifyOnce(url: URL): Classified {
  const base: Omit<Classified, 'refused' | 'canonical' | 'kind'> = {
    normalPath: url.pathname,
    isRsc: false,
    routePath: '/',
    pagePath: '/',
    query: url.searchParams,
    toolRoute: null,
    preview: null,
  };
  if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > MAX_QUERY_LENGTH) {
    return { ...base, refused: TOO_LONG, canonical: null, kind: 'file' };
  }
  const normal = normalisePath(url.pathname);
  if ('refused' in normal) {
    return { ...base, refused: normal.refused, canonical: null, kind: 'file' };
  }
  const decoded = decodeURI(normal.path);
  const rscRoute = routePathOfRsc(decoded);
  const isRsc = rscRoute !== null;
  const query = isRsc ? new URLSearchParams(url.searchParams.get('query') ?? '') : url.searchParams;
  let routePath = isRsc ? rscRoute : decoded;
  // Collapse runs of slashes: `//host/` must never reach a Location header, and the router
  // treats `/a//b` as `/a/b` anyway.
  routePath = routePath.replace(/\/{2,}/g, '/');
  if (routePath.length > 1 && routePath.endsWith('/')) routePath = routePath.slice(0, -1);
  const toolRoute = toolRouteOf(routePath) ?? null;
  const pagePath = routePath.endsWith('/') ? routePath : `${routePath}/`;
  const preview = previewUrlOf(routePath, query);
  const kind = kindOf(routePath, toolRoute, preview);

  // The canonical document URL: the normalised path with one slash between segments, and a
  // trailing slash on extension-less public paths. Internal paths, files and APIs stay as sent.
  let canonical: string | null = null;
  if (!isRsc) {
    let target = normal.path.replace(/\/{2,}/g, '/');
    const slashed = kind === 'page' || kind === 'tools' || kind === 'login';
    if (slashed && !target.endsWith('/') && !hasFileExtension(target)) target += '/';
    if (target !== url.pathname) canonical = `${target}${url.search}`;
  }
  return {
    refused: null,
    canonical,
    kind,
    normalPath: normal.path.replace(/\/{2,}/g, '/'),
    isRsc,
    routePath,
    pagePath,
    query,
    toolRoute,
    preview,
  };
}
