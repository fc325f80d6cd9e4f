import { hasFileExtension } from '#src/shared/file-path.ts';
import type { Language } from '#src/shared/language.ts';
import { previewCallOf } from '../routing.ts';
import { toolRouteOf, type ToolRoute } from '../auth/tool-routes.ts';
import { decideLanguage } from './language.ts';

// The request URL, classified once (decision 013): normalise first, then decide.
//
// The path a guard sees must be the path Waku's router sees. So the path is taken once, put in
// its one canonical form, and only a request already AT its canonical form is served: a document
// elsewhere is redirected there (301), an RSC payload elsewhere is refused (400). The router is
// then handed exactly the path every guard, flag, cache key and backend call was decided on,
// and no later step rewrites it (but for the trailing slash Waku's routes never have).
//
// The canonical form:
// - encoded ASCII letters, digits and `-._~` are decoded, other escapes upper-cased;
// - `%25` (an encoded `%`, which Waku's second decoding of RSC paths would turn into something
//   else), `%2F` and `%5C` (a slash inside a segment), encoded control characters and malformed
//   escapes are refused: what is left decodes once to exactly what the router sees;
// - runs of slashes are one slash, and `.` and `..` segments are resolved;
// - a page, tools or login path is lower-case ASCII (Waku matches route names case-sensitively,
//   Umbraco matches page URLs without regard to case: one spelling each) with a trailing slash;
// - an RSC payload path is Waku's own encoding of that route (`/RSC/R/<route>.txt`, `R/_root`
//   for `/`, `R/__x` for `/_x`): its decoding (Waku's `decodeRscPath` and `decodeRoutePath`,
//   mirrored below and checked against Waku's own code by the differential test) must give a
//   canonical route, and encoding that route again must give the path as sent.

export type RequestKind =
  | 'page' // a CMS page (the catch-all route)
  | 'tools' // the app's own pages (/__limbo, /__tools, /__demo, their aliases)
  | 'login' // /__login
  | 'api' // /api/*
  | 'asset' // /assets/*, /builds/* and other build files
  | 'file' // any other path with a file extension
  | 'internal'; // /healthz, /readyz, /metrics (exactly: their steps answer), dev-server paths

/** What the URL alone says about a request: pure, the same URL always gives the same value. */
export type Classified = {
  /** Refused before any guard: the reason, for the log line and the 400 (or 414) page. */
  refused: string | null;
  /** Where this URL's canonical form lives, when it is not this one (a document: 301). */
  canonical: string | null;
  kind: RequestKind;
  /** An RSC payload (`/RSC/R/….txt`) rather than a document. */
  isRsc: boolean;
  /** The canonical, still encoded path: the request's own path once it is served. */
  normalPath: string;
  /** The decoded route path exactly as Waku's router sees it (no trailing slash, but `/`). */
  routePath: string;
  /** The decoded page path with its trailing slash, e.g. `/børn/`. */
  pagePath: string;
  /** The visitor's query (for an RSC payload, its `query` parameter). */
  query: URLSearchParams;
  /** The app's own route this request belongs to, following aliases. */
  toolRoute: ToolRoute | null;
  /**
   * The `url` a page call for this request sends to the backend without the back-office login
   * (routing.ts `previewCallOf`): a preview link as the package reads it, else the published page.
   */
  backendUrl: string;
  /**
   * A preview by the URL alone (Umbraco's preview link, any url containing `/umbraco/preview`), or
   * null. In the request model: also an all-number path with the back-office login (`nodePreview`).
   */
  preview: string | null;
  /**
   * For an all-number path (`/2030/`, `/1234.aspx`): the preview call it is with the back-office
   * login, which the request model decides (decision 033); without it, an ordinary page.
   */
  nodePreview: string | null;
  /**
   * The language of the address alone (language.ts: the visitor's choice, the path, Danish): the
   * request's language until the page step knows the page's (cms/page-value.ts).
   */
  language: Language;
};

export const RSC_PREFIX = '/RSC/';
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The longest path and query served. Paths are echoed in the document (canonical URL, RSC
 * payload), so an unbounded URL would multiply into an unbounded cached page.
 */
export const MAX_PATH_LENGTH = 2048;
const MAX_QUERY_LENGTH = 4096;
export const TOO_LONG = 'URL too long';
export const NOT_CANONICAL_RSC = 'an RSC payload path that is not in its canonical form';

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

/** One slash between segments, `.` and `..` resolved (never above the root). */
function withoutEmptyAndDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/');
  for (const [i, segment] of segments.entries()) {
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (i === segments.length - 1) out.push(''); // `/a/.` is the directory `/a/`
    } else if (segment !== '' || i === segments.length - 1) out.push(segment);
  }
  return `/${out.join('/')}`.replace(/\/{2,}/g, '/');
}

/** Lower-case ASCII letters, leaving percent-escapes (upper-case hex) alone. */
const lowerAscii = (path: string) =>
  path.replace(/%[0-9A-F]{2}|[A-Z]+/g, (m) => (m.startsWith('%') ? m : m.toLowerCase()));

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

const isDocumentKind = (kind: RequestKind) =>
  kind === 'page' || kind === 'tools' || kind === 'login';

/** The route path without its trailing slash (but `/`). */
const routeOf = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

// Waku 0.27's RSC path codec (waku/dist/lib/utils/rsc-path.js, waku/dist/router/common.js),
// mirrored: its modules are not exported. The differential test checks these against Waku's.

/** `decodeRscPath` then `decodeRoutePath`: the route Waku renders for `/RSC/<rsc>` (decoded). */
function wakuRouteOfRsc(rsc: string): string | null {
  if (!rsc.endsWith('.txt')) return null;
  let path = rsc.slice(0, -'.txt'.length);
  if (path.startsWith('_')) path = path.slice(1);
  if (path.endsWith('_')) path = path.slice(0, -1);
  if (!path.startsWith('R')) return null; // a server action or a slice: the site has none
  if (path === 'R/_root') return '/';
  if (path.startsWith('R/__')) return `/_${path.slice(4)}`;
  return path.slice(1);
}

/** `encodeRoutePath` then `encodeRscPath`: the RSC path Waku's client asks for a route. */
function wakuRscOfRoute(route: string): string | null {
  let rsc =
    route === '/' ? 'R/_root' : route.startsWith('/_') ? `R/__${route.slice(2)}` : `R${route}`;
  if (rsc.endsWith('_')) return null; // Waku's client cannot ask for it (encodeRscPath throws)
  if (rsc.endsWith('/')) rsc += '_';
  return `${rsc}.txt`;
}

/**
 * The RSC payload address (decoded) Waku's client asks for when it navigates to a page path
 * without a query (`/borger/` → `/RSC/R/borger.txt?query=`, `/` → `/RSC/R/_root.txt?query=`;
 * waku/dist/router/client.js `createRscParams`): where a publish refreshes a page's payload.
 */
export function rscNavigationOf(pagePath: string): string | null {
  const rsc = wakuRscOfRoute(routeOf(pagePath));
  return rsc === null ? null : `${RSC_PREFIX}${rsc}?query=`;
}

/** Classifies a request URL. Pure: the same URL always gives the same value. */
export function classify(url: URL): Classified {
  const refuse = (refused: string): Classified => ({
    refused,
    canonical: null,
    kind: 'file',
    isRsc: false,
    normalPath: url.pathname,
    routePath: '/',
    pagePath: '/',
    query: url.searchParams,
    toolRoute: null,
    backendUrl: '/',
    preview: null,
    nodePreview: null,
    language: 'da',
  });
  if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > MAX_QUERY_LENGTH) {
    return refuse(TOO_LONG);
  }
  const normal = normalisePath(url.pathname);
  if ('refused' in normal) return refuse(normal.refused);

  // Waku takes a request for an RSC payload by its raw path (waku/dist/lib/utils/request.js).
  const isRsc = url.pathname.startsWith(RSC_PREFIX);
  let routePath: string;
  let path: string;
  let query = url.searchParams;
  if (isRsc) {
    const wakuRoute = wakuRouteOfRsc(decodeURI(normal.path.slice(RSC_PREFIX.length)));
    if (wakuRoute === null) return refuse('not an RSC payload path');
    routePath = routeOf(lowerAscii(withoutEmptyAndDotSegments(wakuRoute)));
    const rsc = wakuRscOfRoute(routePath);
    // The path as sent must be exactly the one Waku's client asks for this route.
    if (rsc === null || normal.path !== url.pathname || wakuRoute !== routePath)
      return refuse(NOT_CANONICAL_RSC);
    if (decodeURI(url.pathname) !== `${RSC_PREFIX}${rsc}`) return refuse(NOT_CANONICAL_RSC);
    path = url.pathname;
    query = new URLSearchParams(url.searchParams.get('query') ?? '');
  } else {
    path = withoutEmptyAndDotSegments(normal.path);
    routePath = routeOf(decodeURI(path));
    // Documents have one spelling: lower-case, with a trailing slash.
    const asSent = kindOf(routePath, toolRouteOf(routePath) ?? null, null);
    if (isDocumentKind(asSent)) {
      path = lowerAscii(path);
      routePath = routeOf(decodeURI(path));
    }
  }
  const toolRoute = toolRouteOf(routePath) ?? null;
  const pagePath = routePath.endsWith('/') ? routePath : `${routePath}/`;
  const { backendUrl, preview, nodePreview } = previewCallOf(routePath, pagePath, query);
  const kind = kindOf(routePath, toolRoute, preview);
  // Waku renders RSC payloads of pages only: no API, file or internal path is one.
  if (isRsc && !isDocumentKind(kind)) return refuse('not an RSC payload path');

  let canonical: string | null = null;
  if (!isRsc) {
    if (isDocumentKind(kind) && !path.endsWith('/') && !hasFileExtension(path)) path += '/';
    if (path !== url.pathname) canonical = `${path}${url.search}`;
  }
  return {
    refused: null,
    canonical,
    kind,
    normalPath: path,
    isRsc,
    routePath,
    pagePath,
    query,
    toolRoute,
    backendUrl,
    preview,
    nodePreview,
    language: decideLanguage({ query, pagePath }),
  };
}
