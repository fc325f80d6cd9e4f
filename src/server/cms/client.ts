import { createHash } from 'node:crypto';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { metrics } from '../http/metrics.ts';
import { cookieHeaderOf } from '../http/cookies.ts';
import { isPreviewCallUrl } from '../routing.ts';
import { madeOf, parseAnswer, type BackendAnswer } from './answer.ts';
import { MAX_PAGE_ANSWER_BYTES, readBounded } from './bounded-body.ts';
import { BackendError } from '../backend-error.ts';

// The one module that calls the content backend (Limbo.Umbraco.Spa's page call).
//
// The rule for what a call sends: the answer may depend only on what the caches key it by (the
// micro-cache's page.ts `cacheKey`: host, path, parts and query; the full-page cache's key holds
// them too), or the call is one no cache keeps (preview, `cache=false`, a tools session). So
// every header is the same for every visitor, or goes only on such calls:
// - Accept, X-Api-Key: the same on every call. User-Agent (`node`), Accept-Language (`*`) and
//   Accept-Encoding are fetch's own; the visitor's are never sent.
// - Cookie: only Umbraco's back-office cookies, and only on a preview call, which is never cached
//   (page.ts `loadAnswer`). Other calls send no Cookie at all, however the visitor came.
// - X-Forwarded-For: the visitor's address, for the backend's logs. Limbo.Umbraco.Spa's only use
//   of the remote address is `SpaRequestOptions.RemoteAddress`, shown only on its development
//   HTML error page (we ask for JSON); its own cache key (`GetCacheKey`) leaves it out.
// A new header that can change the answer goes into `cacheKey`, or makes the call personal.
// search.ts (the search endpoint) sends only Accept and X-Api-Key.

export type Part = 'site' | 'content' | 'navigation';

export type PageCall = {
  /**
   * Decoded page path with its trailing slash, e.g. `/børn/`: the page in every cache key and
   * eviction. A preview call's is its preview link (`/1234.aspx`).
   */
  path: string;
  /**
   * The `url` the backend is sent when it is not `path`: the published page at an all-number
   * path (`//2030/`, routing.ts `publishedPageUrl`), which the package would read as a preview.
   */
  url?: string;
  /** The visitor's query, passed on except for the names the app owns. */
  query?: URLSearchParams;
  /** Omitted means all parts. */
  parts?: Part[];
  appHost: string;
  /** The visitor's Cookie header; only a preview call sends any of it (backendCookie). */
  cookie?: string | null;
  /** The visitor's address, sent as X-Forwarded-For as the real Nuxt client does. */
  clientIp?: string | null;
  noCache?: boolean;
  signal?: AbortSignal;
};

/**
 * Query names the package reads itself (`SpaRequestOptions`), plus the app's own
 * `overwrite-lang`: never taken from a visitor.
 */
const RESERVED_QUERY_NAMES: ReadonlySet<string> = new Set(
  [
    'appHost',
    'appProtocol',
    'navLevels',
    'navContext',
    'parts',
    'url',
    'siteId',
    'pageId',
    'culture',
    'cache',
    'query',
    'overwrite-lang',
  ].map((n) => n.toLowerCase()),
);

/** ASP.NET binds query names without regard to case, so `URL=` is as reserved as `url=`. */
const isReservedQueryName = (name: string) => RESERVED_QUERY_NAMES.has(name.toLowerCase());

/**
 * Umbraco's preview-mode cookie (`Constants.Web.PreviewCookieName`, not configurable): with it,
 * Umbraco reads the rest of a preview answer (site, linked pages) as drafts too.
 */
export const UMBRACO_PREVIEW_COOKIE = 'UMB_PREVIEW';

/**
 * The cookies a preview call sends on, and no other call: Umbraco's back-office login, which
 * Limbo.Umbraco.Spa checks itself (v2 and v13: `SpaRequestHelper.HasBackofficeIdentity` reads
 * the cookie of the `UmbracoBackOffice` scheme, named by Umbraco's `Security:AuthCookieName`,
 * default `UMB_UCONTEXT`: UMBRACO_AUTH_COOKIE_NAME), and the preview-mode cookie. `UMB-XSRF-*`
 * guard back-office POSTs only; the visitor's other cookies and the app's session never go.
 */
const previewCookieNames = (): ReadonlySet<string> =>
  new Set([getEnv().umbracoAuthCookieName, UMBRACO_PREVIEW_COOKIE]);

/** The `url` a page call sends: its own `url`, else its path. */
export const backendUrlOf = (call: Pick<PageCall, 'path' | 'url'>): string => call.url ?? call.path;

/** The Cookie header for the backend: the back-office cookies on a preview call, else null. */
function backendCookie(call: PageCall): string | null {
  // The package treats a call as preview from `url` alone (routing.ts).
  if (!call.cookie || !isPreviewCallUrl(backendUrlOf(call))) return null;
  return cookieHeaderOf(call.cookie, previewCookieNames());
}

function pageCallUrl(call: PageCall): URL {
  const { cmsApiUrl } = getEnv();
  const url = new URL(`${cmsApiUrl}/umbraco/api/spa/getdata/`);
  const q = url.searchParams;
  q.set('appHost', call.appHost);
  q.set('navContext', 'false');
  q.set('navLevels', '2');
  q.set('url', backendUrlOf(call));
  if (call.parts?.length) q.set('parts', call.parts.join(','));
  if (call.noCache) q.set('cache', 'false');
  for (const [name, value] of call.query ?? []) {
    if (!isReservedQueryName(name)) q.append(name, value);
  }
  return url;
}

/**
 * Makes the page call and validates the answer. Any HTTP status with a JSON body is read the
 * same way, because `meta.code` is authoritative.
 */
export async function callPage(call: PageCall): Promise<BackendAnswer> {
  const started = performance.now();
  try {
    const answer = await callPageOnce(call);
    metrics.backendDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
    return answer;
  } catch (err) {
    const failure = err instanceof BackendError ? err.failure : 'unreachable';
    metrics.backendDuration.observe({ outcome: failure }, (performance.now() - started) / 1000);
    metrics.backendErrors.inc({ failure });
    throw err;
  }
}

/** The backend's answer to `call` as text, with its status and how long it took. */
async function fetchAnswerText(
  call: PageCall,
): Promise<{ res: Response; body: string; ms: number }> {
  const env = getEnv();
  const url = pageCallUrl(call);
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookie = backendCookie(call);
  if (cookie) headers.cookie = cookie;
  if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;

  const timeout = AbortSignal.timeout(env.cmsTimeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const started = performance.now();
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, { headers, signal, redirect: 'manual' });
    body = await readBounded(res, MAX_PAGE_ANSWER_BYTES);
  } catch (err) {
    if (err instanceof BackendError) {
      log.error({ url: url.pathname, err: err.message }, 'backend answer refused');
      throw err;
    }
    const ms = Math.round(performance.now() - started);
    if (timeout.aborted) {
      log.error({ url: url.pathname, ms }, 'backend call timed out');
      throw new BackendError('timeout', `backend did not answer within ${env.cmsTimeoutMs} ms`);
    }
    const cause =
      err instanceof Error
        ? ((err.cause as Error | undefined)?.message ?? err.message)
        : String(err);
    log.error({ url: url.pathname, ms, cause }, 'backend unreachable');
    throw new BackendError('unreachable', `backend unreachable: ${cause}`);
  }
  return { res, body, ms: Math.round(performance.now() - started) };
}

/**
 * The answers `callPage` made, by the digest of their text: what a kept page was rendered from
 * (a page made stale by a publish is checked against it, `answerTextDigest`).
 */
const digestOfText = (body: string) => createHash('sha1').update(body).digest('base64url');

/** The digest of the text `answer` was read from, when it came from the backend. */
export const textDigestOf = (answer: BackendAnswer): string | undefined => answer.made?.textDigest;

/**
 * The digest of the backend's answer to `call` now, read but not parsed (cheap: a kept page's
 * check after a publish compares it with `textDigestOf` its answer, and is rendered again only
 * when it differs). Throws a BackendError as `callPage` does when there is no answer.
 */
export async function answerTextDigest(call: PageCall): Promise<string> {
  const { body } = await fetchAnswerText(call);
  return digestOfText(body);
}

async function callPageOnce(call: PageCall): Promise<BackendAnswer> {
  const { res, body, ms } = await fetchAnswerText(call);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    if (!res.ok) {
      log.error({ status: res.status, ms }, 'backend answered an error without JSON');
      throw new BackendError('status', `backend answered HTTP ${res.status}`, res.status);
    }
    log.error(
      { status: res.status, ms, bodyStart: body.slice(0, 80) },
      'backend answer is not JSON',
    );
    throw new BackendError('malformed', 'backend answer is not JSON');
  }
  const answer = parseAnswer(json, res.status);
  if (!answer) {
    if (!res.ok)
      throw new BackendError('status', `backend answered HTTP ${res.status}`, res.status);
    throw new BackendError('malformed', 'backend answer has no usable meta.code');
  }
  log.debug(
    { status: res.status, code: answer.meta.code, ms, parts: call.parts },
    'backend page call',
  );
  madeOf(answer).textDigest = digestOfText(body); // one string per answer, made once
  return answer;
}

/**
 * Readiness: the backend answers a site call for the root with a page-shaped answer (a numeric
 * `meta.code` below 500 and a site that validates). It asks for the root only, so one broken
 * page elsewhere never makes an instance unready.
 */
export async function backendIsReady(): Promise<boolean> {
  try {
    const answer = await callPage({
      path: '/',
      parts: ['site'],
      appHost: getEnv().appHost ?? 'localhost',
      signal: AbortSignal.timeout(2000),
    });
    const ready = answer.meta.code < 500 && answer.site !== null;
    if (!ready)
      log.warn({ code: answer.meta.code }, 'not ready: the root answer has no usable site');
    return ready;
  } catch {
    return false;
  }
}
