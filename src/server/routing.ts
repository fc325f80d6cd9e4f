/** Pure URL decisions of the request pipeline, kept apart so unit tests can cover them. */
import { aliasRoutes } from './tool-routes.ts';

/** Prefixes of routes the app serves itself (not CMS pages). */
export const APP_ROUTE_PREFIXES = ['/__login', '/__limbo', '/__tools', '/__demo'];

const RSC_PREFIX = '/RSC/';

export const hasFileExtension = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

/** Paths the pipeline never canonicalises: internal endpoints and files. */
export function isInternalPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith(RSC_PREFIX) ||
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/builds/') ||
    pathname.startsWith('/@') ||
    pathname.startsWith('/node_modules/') ||
    pathname.startsWith('/src/') ||
    pathname === '/healthz' ||
    pathname === '/readyz'
  );
}

/**
 * Canonical URL: every extension-less public path ends in `/`. Returns the redirect target
 * (path plus the original query), or null when the URL is already canonical.
 */
export function canonicalRedirect(url: URL): string | null {
  const { pathname, search } = url;
  // Collapse leading slashes: `//host/` in a Location header would leave the site.
  let target = pathname.replace(/^\/{2,}/, '/');
  if (!target.endsWith('/') && !isInternalPath(target) && !hasFileExtension(target)) target += '/';
  return target === pathname ? null : `${target}${search}`;
}

/** Decodes an RSC payload path (`/RSC/R/borger/affald.txt`) into the route path, or null. */
export function routePathOfRsc(pathname: string): string | null {
  if (!pathname.startsWith(`${RSC_PREFIX}R/`) || !pathname.endsWith('.txt')) return null;
  let rsc = pathname.slice(RSC_PREFIX.length, -'.txt'.length);
  if (rsc.endsWith('_')) rsc = rsc.slice(0, -1);
  const route = rsc.slice(1); // drop the `R`
  if (route === '/_root') return '/';
  if (route.startsWith('/__')) return `/_${route.slice(3)}`;
  return route;
}

/** The page path with trailing slash, decoded (`/b%C3%B8rn` gives `/børn/`). */
export function pagePathOf(routePath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(routePath);
  } catch {
    decoded = routePath;
  }
  return decoded.endsWith('/') ? decoded : `${decoded}/`;
}

export const isAppRoute = (routePath: string) =>
  APP_ROUTE_PREFIXES.some((p) => routePath === p || routePath.startsWith(`${p}/`)) ||
  Object.hasOwn(aliasRoutes, routePath.replace(/\/+$/, ''));

/** Umbraco's preview links (decision 012): `/umbraco/preview/?id=N`, `/N.aspx` and `/N/`. */
const PREVIEW_PAGE = /^\/umbraco\/preview\/?$/;
const NUMERIC_PAGE = /^\/(\d{1,10})(?:\.aspx)?\/?$/;

/**
 * The `url` a preview request sends to the backend, or null when it is no preview. The package
 * detects preview from `url` alone (`SpaRequestHelper.TryGetPreviewId`: `/umbraco/preview/…=N`
 * or `/N.aspx`), so every form is sent in one of those two.
 */
export function previewUrlOf(routePath: string, query: URLSearchParams): string | null {
  if (PREVIEW_PAGE.test(routePath)) {
    const id = query.get('id');
    return id && /^\d{1,10}$/.test(id) ? `/umbraco/preview/?id=${id}` : null;
  }
  const numeric = NUMERIC_PAGE.exec(routePath);
  return numeric ? `/${numeric[1]}.aspx` : null;
}

/**
 * Whether a backend `url` (a path, perhaps with its own query) could be a preview, in any form
 * the package might read as one. Deliberately wide: such answers are never cached.
 */
export function isPreviewCallUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\/umbraco\/preview/i.test(url) || /^\/\d+(?:\.aspx)?\/?$/i.test(path);
}

/** Whether a route path is served by the catch-all CMS page. */
export const isCmsPagePath = (routePath: string) =>
  NUMERIC_PAGE.test(routePath) ||
  PREVIEW_PAGE.test(routePath) ||
  (!isAppRoute(routePath) && !isInternalPath(routePath) && !hasFileExtension(routePath));

/**
 * `/umbraco/*` goes to the same path and query on the backend, except Umbraco's preview link,
 * which the site renders itself (decision 012).
 */
export function umbracoRedirect(url: URL, cmsApiUrl: string): string | null {
  if (url.pathname !== '/umbraco' && !url.pathname.startsWith('/umbraco/')) return null;
  if (previewUrlOf(url.pathname, url.searchParams)) return null;
  return `${cmsApiUrl}${url.pathname}${url.search}`;
}

/** Where "go back" should lead without JavaScript: the same-site referrer, else the front page. */
export function sameSiteBack(referer: string | null, requestUrl: URL): string {
  if (!referer) return '/';
  try {
    const ref = new URL(referer);
    if (ref.origin !== requestUrl.origin) return '/';
    if (ref.pathname === requestUrl.pathname && ref.search === requestUrl.search) return '/';
    return `${ref.pathname}${ref.search}`;
  } catch {
    return '/';
  }
}

/** The route path and the visitor's query of a request, whether HTML or RSC payload. */
export function routeOfRequest(url: URL): {
  routePath: string;
  query: URLSearchParams;
  isRsc: boolean;
} {
  const rsc = routePathOfRsc(url.pathname);
  if (rsc !== null) {
    return {
      routePath: rsc,
      query: new URLSearchParams(url.searchParams.get('query') ?? ''),
      isRsc: true,
    };
  }
  return { routePath: url.pathname, query: url.searchParams, isRsc: false };
}

/**
 * A same-site path to send the visitor back to, or `fallback`. Rejects absolute and
 * protocol-relative URLs (`//host`, `/\host`), schemes such as `javascript:`, and control characters.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value))
    return fallback;
  try {
    const resolved = new URL(value, 'http://same.invalid');
    if (resolved.origin !== 'http://same.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
