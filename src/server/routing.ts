// Pure URL decisions of the request pipeline, kept apart so unit tests can cover them.
import type { Site } from './types.ts';
import type { Language } from '#src/shared/language.ts';

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
 * the package might read as one. `SpaRequestHelper.TryGetPreviewId` takes any url that CONTAINS
 * `/umbraco/preview/` with an integer after its first `=` (`/x/umbraco/preview/=5210=/` too),
 * and `/N.aspx` or `/N` (trailing slash trimmed). Deliberately wider (any case, any digits):
 * such answers are never stored by any layer.
 */
export function isPreviewCallUrl(url: string): boolean {
  // .NET's `$` also matches before a final line break, and any whitespace is trimmed here too.
  const path = (url.split(/[?#]/)[0] ?? '').replace(/[\s/]+$/, '');
  return /\/umbraco\/preview/i.test(url) || /^\/\d+(?:\.aspx)?$/i.test(path);
}

/**
 * The `url` that asks the backend for the PUBLISHED page at `pagePath`, never a preview, or null
 * when no spelling of it escapes the package's preview rule (a url containing `/umbraco/preview`).
 * A page path the package would read as a node id (`/2030/`, `/112/`) is sent after an empty
 * segment (`//2030/`): `TryGetPreviewId` matches neither of its patterns then, and Umbraco's
 * router drops empty segments (v8-13 `GetByRoute`, 14+ `DocumentUrlService.GetDocumentKeyByRoute`:
 * `Split('/', RemoveEmptyEntries)`), so it routes to the page at `/2030/` (decision 033).
 */
export function publishedPageUrl(pagePath: string): string | null {
  if (!isPreviewCallUrl(pagePath)) return pagePath;
  if (/\/umbraco\/preview/i.test(pagePath)) return null;
  return `/${pagePath}`;
}

/**
 * A page call's `path` for the published page at `pagePath`, with the `url` to send when it is
 * not the path (publishedPageUrl): what every anonymous page call asks for.
 */
export function publishedPageCall(pagePath: string): { path: string; url?: string } {
  const url = publishedPageUrl(pagePath);
  return url && url !== pagePath ? { path: pagePath, url } : { path: pagePath };
}

/**
 * What the URL alone says about a page call for this route (decision 033):
 * - `preview`: Umbraco's preview link (`/umbraco/preview/?id=N`) or a path the package reads as a
 *   preview whatever its spelling (any url containing `/umbraco/preview`): a preview for anyone
 *   (without the back-office login the backend answers 401);
 * - `nodePreview`: for an all-number path (`/N/`, `/N.aspx`), the preview call (`/N.aspx`) it is
 *   when the request carries the back-office login (personal.ts `hasBackOfficeLogin`); without
 *   it, the path is an ordinary page;
 * - `backendUrl`: the `url` of the call without the back-office login (`preview`, else the
 *   published page, publishedPageUrl).
 * The request model (classify-step.ts) decides with the cookie; the caches, Cache-Control and
 * the backend's cookies read the model's value.
 */
export function previewCallOf(
  routePath: string,
  pagePath: string,
  query: URLSearchParams,
): { backendUrl: string; preview: string | null; nodePreview: string | null } {
  const isLink = PREVIEW_PAGE.test(routePath);
  const link = isLink ? previewUrlOf(routePath, query) : null;
  const published = publishedPageUrl(pagePath);
  const preview = link ?? (published === null ? pagePath : null);
  const nodePreview = isLink ? null : previewUrlOf(routePath, query);
  return { backendUrl: preview ?? published ?? pagePath, preview, nodePreview };
}

/**
 * `/umbraco/*` goes to the same path and query on the backend, except Umbraco's preview link,
 * which the site renders itself (decision 012).
 */
export function umbracoRedirect(url: URL, cmsApiUrl: string): string | null {
  if (url.pathname !== '/umbraco' && !url.pathname.startsWith('/umbraco/')) return null;
  if (previewUrlOf(url.pathname, url.searchParams)) return null;
  return `${cmsApiUrl}${url.pathname}${url.search}`;
}

/**
 * Characters no path taken from input may hold: C0 controls and DEL (the URL parser drops tab,
 * CR and LF, so `/\t/evil.example` would become `//evil.example`), the line separators U+2028
 * and U+2029, and backslashes (which browsers read as `/`).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHAR = /[\u0000-\u001f\u007f\u2028\u2029\\]/;
const MAX_PATH = 2048;
const SAME = 'http://same.invalid';

/** `value` normalised as a browser would read it on this origin, or null when it leaves it. */
function normalisedOnOrigin(value: string): string | null {
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || UNSAFE_CHAR.test(value)) return null;
  try {
    const resolved = new URL(value, SAME);
    if (resolved.origin !== SAME) return null;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments resolve `/.//evil.example` and `/a/..//evil.example` to `//evil.example`.
    if (path.startsWith('//') || new URL(path, SAME).origin !== SAME) return null;
    return path;
  } catch {
    return null;
  }
}

/**
 * The one check for a path taken from input (a Referer, a returnUrl, a backend's alternate):
 * the path normalised (dot segments resolved), or null when it is refused. Refused: anything not
 * starting with a single `/`, a second character `/` or `\`, C0 controls, DEL, U+2028/U+2029 or
 * backslashes anywhere, more than 2048 characters, and anything whose normalised form starts
 * with `//` or leaves the origin. The same holds once percent-decoded (`/%2F%2Fevil`,
 * `/%09/evil`), since a server or proxy further on may decode it.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value || value.length > MAX_PATH) return null;
  return checkedPath(value);
}

function checkedPath(value: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (normalisedOnOrigin(decoded) === null) return null;
  return normalisedOnOrigin(value);
}

/**
 * A same-site referrer to go back to, else `/`. Only for responses never stored (500s with
 * no-store): a cached page would hand one visitor's referrer to the next.
 */
export function sameSiteBack(referer: string | null, requestUrl: URL): string {
  if (!referer || UNSAFE_CHAR.test(referer)) return '/';
  try {
    const ref = new URL(referer);
    if (ref.origin !== requestUrl.origin) return '/';
    if (ref.pathname === requestUrl.pathname && ref.search === requestUrl.search) return '/';
    return sameOriginPath(`${ref.pathname}${ref.search}`) ?? '/';
  } catch {
    return '/';
  }
}

/** A same-site path to send the visitor back to ({@link sameOriginPath}), or `fallback`. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  return sameOriginPath(value) ?? fallback;
}

/**
 * The front page of the site in `language` (its culture root), else the site's own culture
 * root, else `/`: where "go back" leads on a page that may be cached, so nothing in it comes
 * from the visitor's request.
 */
export function frontPageOf(
  site: Pick<Site, 'url' | 'culture' | 'cultures'> | null,
  language: Language,
): string {
  const candidates = [
    site?.cultures.find((c) => c.language === language)?.url,
    site?.cultures.find((c) => c.culture === site.culture)?.url,
    site?.url,
  ];
  for (const candidate of candidates) {
    const path = sameOriginPath(candidate);
    if (path) return path;
  }
  return '/';
}
