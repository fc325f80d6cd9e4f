// Pure URL decisions of the request pipeline, kept apart so unit tests can cover them.

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
  const path = url.split(/[?#]/)[0] ?? '';
  return /\/umbraco\/preview/i.test(url) || /^\/\d+(?:\.aspx)?\/*$/i.test(path);
}

/**
 * The `url` a page call for this route sends to the backend (an Umbraco preview link in the
 * form the package reads, else the page path), and that url again when the package would
 * treat it as a preview. The one preview rule of the app: the request model, the caches and
 * Cache-Control all read this value.
 */
export function previewCallOf(
  routePath: string,
  pagePath: string,
  query: URLSearchParams,
): { backendUrl: string; preview: string | null } {
  const backendUrl = previewUrlOf(routePath, query) ?? pagePath;
  return { backendUrl, preview: isPreviewCallUrl(backendUrl) ? backendUrl : null };
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

/**
 * A same-site path to send the visitor back to, or `fallback`. Rejects absolute and
 * protocol-relative URLs (`//host`, `/\host`), schemes such as `javascript:`, and control characters.
 */
const SAME = 'http://same.invalid';

export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value))
    return fallback;
  try {
    const resolved = new URL(value, SAME);
    if (resolved.origin !== SAME) return fallback;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments resolve `/.//evil.example` and `/a/..//evil.example` to `//evil.example`,
    // which a browser reads as another host: check the normalised result, as a browser would.
    if (/^[/\\]{2}/.test(path) || new URL(path, SAME).origin !== SAME) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
