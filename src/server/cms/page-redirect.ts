import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import type { BackendAnswer } from './answer.ts';
import type { PageResult } from './page-result.ts';

// Where the backend's redirect answers send the visitor (decision 029).

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The origin a site path is resolved against: only its path, query and fragment are kept. */
const SITE = 'http://site.invalid';

/**
 * Where a redirect answer sends the visitor (Skybrud.Umbraco.Redirects' `GetDestinationUrl`;
 * decision 029), or null for a target no visitor may be sent to:
 * - an absolute http(s) URL is followed as given (serialised as a URL; never with credentials);
 *   any other scheme (`javascript:`, `data:` …) is refused;
 * - anything else is a path on this site: `//host` and `/\host` never leave it (their leading
 *   slashes collapse into one), and `/media/…` is a file on MEDIA_BASE_URL, followed as given;
 * - a page path gets the visitor's query only when it has no query of its own, and always before
 *   its `#fragment` (a redirect that forwards the query already carries it, before the fragment).
 */
export function redirectTarget(
  target: string,
  query: URLSearchParams,
  mediaBase: string = getEnv().mediaBaseUrl,
): string | null {
  const given = target.trim();
  if (!given || CONTROL.test(given)) return null;
  if (SCHEME.test(given)) {
    if (!/^https?:\/\//i.test(given)) return null;
    try {
      const url = new URL(given);
      return url.username || url.password ? null : url.href;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(given.replace(/^[/\\]*/, '/'), SITE);
  } catch {
    return null;
  }
  // `/./`, `/a/..` and the like may leave `//host` after the parser's clean-up: one slash again.
  const path = url.pathname.replace(/^\/+/, '/');
  if (url.origin !== SITE) return null;
  if (/^\/media\//i.test(path)) return `${mediaBase}${path}${url.search}${url.hash}`;
  const visitor = query.toString();
  const search = url.search || (visitor ? `?${visitor}` : '');
  return `${path}${search}${url.hash}`;
}

export function redirectOf(
  answer: BackendAnswer,
  query: URLSearchParams,
): Extract<PageResult, { kind: 'redirect' }> | null {
  const { meta } = answer;
  if (meta.code !== 301 && meta.code !== 302 && meta.code !== 307 && meta.code !== 308) return null;
  const target = meta.redirect ?? answer.data?.url;
  if (!target) return null;
  const location = redirectTarget(target, query);
  if (location === null) {
    log.warn({ code: meta.code, target: target.slice(0, 200) }, 'redirect target refused');
    return null;
  }
  const permanent = meta.redirect
    ? meta.code === 301 || meta.code === 308
    : answer.data?.permanent !== false;
  return { kind: 'redirect', status: permanent ? 301 : 307, location };
}
