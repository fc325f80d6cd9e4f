import { getEnv } from './env.ts';
import { log } from './log.ts';
import { memoPerRequest } from './request-context.ts';
import { BackendError, callPage, type Part } from './cms/client.ts';
import { createMicroCache } from './cms/micro-cache.ts';
import { CACHE_CONTROL } from './http-cache.ts';
import { metrics, onCollect } from './metrics.ts';
import { SESSION_COOKIE } from './session.ts';
import { languageOf, reshapeNavigation, reshapePage, reshapeSite } from './cms/reshape.ts';
import type { RawPageAnswer } from './cms/schemas.ts';
import type { Language, NavItem, Page, Site } from './cms/types.ts';

/** What the catch-all page shows, and with which status. Decided once per request. */
export type PageResult =
  | {
      kind: 'render';
      status: number;
      /** Null: show the generic error page for `status`. */
      page: Page | null;
      site: Site | null;
      navigation: NavItem[];
      language: Language;
    }
  | { kind: 'redirect'; status: 301 | 307; location: string };

export type PageRequest = {
  /** Decoded path with trailing slash. */
  path: string;
  query: URLSearchParams;
  host: string;
  cookie: string | null;
  userAgent: string | null;
};

/** Backend answers worth keeping: content, redirects and not-found; never errors. */
const isCacheable = (answer: RawPageAnswer) =>
  [200, 301, 302, 307, 308, 404].includes(answer.meta.code);

export const backendCache = createMicroCache<RawPageAnswer>({
  onOutcome: (outcome) => metrics.backendCache.inc({ outcome }),
});
onCollect(() => metrics.breakerOpen.set(backendCache.isOpen() ? 1 : 0));

/** Everything that changes the backend's answer: host, path, parts and the visitor's query (incl. language). */
export function cacheKey(call: {
  appHost: string;
  path: string;
  parts?: Part[];
  query: URLSearchParams;
}): string {
  const query = [...call.query].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([call.appHost, call.path, call.parts ?? null, query]);
}

const hasToolsSession = (cookie: string | null) =>
  !!cookie && cookie.includes(`${SESSION_COOKIE}=`);

/** Paths that always report not found (spec section 2). */
const ALWAYS_NOT_FOUND = new Set(['/element-test/', '/testing-no-data-blocks/']);

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkedin|whatsapp|telegram|preview|lighthouse|siteimprove|monsido/i;

export const isBot = (userAgent: string | null) => !!userAgent && BOT_PATTERN.test(userAgent);

export function chooseLanguage(query: URLSearchParams, site: Site | null): Language {
  return languageOf(query.get('overwrite-lang')) ?? languageOf(site?.culture) ?? 'da';
}

function isPreview(req: PageRequest) {
  return req.query.get('cache') === 'false' || /(?:^|;\s*)UMB_PREVIEW=/.test(req.cookie ?? '');
}

/**
 * How a CMS page answer may be cached: shared caches keep anonymous answers briefly (and stale
 * when the backend fails); previews, `cache=false` and tools sessions are for one person; an
 * error is never stored.
 */
export function cacheControlFor(req: PageRequest, status: number): string {
  if (isPreview(req) || hasToolsSession(req.cookie)) return CACHE_CONTROL.private;
  if (status >= 500) return CACHE_CONTROL.noStore;
  return CACHE_CONTROL.publicPage;
}

/**
 * The app's page for a backend answer. Answers from the micro-cache are the same object for
 * every request, so the reshape (block validation, rich-text sanitizing) runs once per answer.
 * The result is shared and never changed.
 */
const reshaped = new WeakMap<RawPageAnswer, Map<string, Page | null>>();
function reshapedPage(answer: RawPageAnswer, path: string, base: string): Page | null {
  let byPath = reshaped.get(answer);
  if (!byPath) reshaped.set(answer, (byPath = new Map()));
  const key = `${base}|${path}`;
  if (!byPath.has(key)) {
    byPath.set(key, answer.content ? reshapePage(answer.content, path, { base }) : null);
  }
  return byPath.get(key) ?? null;
}

/** A relative redirect target keeps the visitor's query string. */
export function redirectTarget(target: string, query: URLSearchParams): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target) || target.includes('?')) return target;
  const q = query.toString();
  return q ? `${target}?${q}` : target;
}

function redirectOf(answer: RawPageAnswer, query: URLSearchParams): PageResult | null {
  const { meta } = answer;
  if (meta.code !== 301 && meta.code !== 302 && meta.code !== 307 && meta.code !== 308) return null;
  const target = meta.redirect ?? answer.data?.url;
  if (!target) return null;
  const permanent = meta.redirect
    ? meta.code === 301 || meta.code === 308
    : answer.data?.permanent !== false;
  return {
    kind: 'redirect',
    status: permanent ? 301 : 307,
    location: redirectTarget(target, query),
  };
}

export function statusForFailure(err: BackendError): number {
  if (err.failure === 'timeout') return 504;
  if (err.failure === 'status' && (err.httpStatus === 500 || err.httpStatus === 503))
    return err.httpStatus;
  return 502;
}

async function resolve(req: PageRequest): Promise<PageResult> {
  const base = getEnv().cmsApiUrl;
  const ctx = { base };
  const call = async (parts?: Part[]) => {
    const pageCall = {
      path: req.path,
      query: req.query,
      parts,
      appHost: getEnv().appHost ?? req.host,
      cookie: req.cookie,
      noCache: isPreview(req),
    };
    if (
      !getEnv().publicConfig.flags.UMBRACO_MICRO_CACHE ||
      pageCall.noCache ||
      hasToolsSession(req.cookie)
    ) {
      backendCache.bypass();
      return callPage(pageCall);
    }
    const { value } = await backendCache.get(
      cacheKey(pageCall),
      () => callPage(pageCall),
      isCacheable,
    );
    return value;
  };
  const render = (
    status: number,
    answer: RawPageAnswer | null,
    withContent: boolean,
  ): PageResult => {
    const site = answer?.site ? reshapeSite(answer.site, ctx) : null;
    return {
      kind: 'render',
      status,
      site,
      navigation: reshapeNavigation(answer?.navigation),
      page: withContent && answer?.content ? reshapedPage(answer, req.path, base) : null,
      language: chooseLanguage(req.query, site),
    };
  };
  /** The 404 path: the CMS's own not-found page when it has one, else the generic page. */
  const notFound = async (first: RawPageAnswer | null): Promise<PageResult> => {
    const answer = first?.content && first.site ? first : await call(['site', 'content']);
    log.info({ path: req.path }, 'page not found');
    return render(404, answer, true);
  };

  try {
    if (ALWAYS_NOT_FOUND.has(req.path)) return await notFound(null);
    const answer = await call();
    const redirect = redirectOf(answer, req.query);
    if (redirect) return redirect;
    switch (answer.meta.code) {
      case 200:
        if (!answer.content || !answer.site) {
          log.error({ path: req.path }, 'backend answered 200 without content or site');
          return render(502, answer, false);
        }
        return render(200, answer, true);
      case 404:
        return await notFound(answer);
      default: {
        const status = answer.meta.code >= 400 && answer.meta.code < 600 ? answer.meta.code : 502;
        log.error(
          { path: req.path, code: answer.meta.code, error: answer.meta.error },
          'backend reported an error',
        );
        return render(status, answer, false);
      }
    }
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    const status = statusForFailure(err);
    const bot = isBot(req.userAgent);
    // Crawlers get a temporary-outage answer so they keep the page indexed; people get the error page.
    (bot ? log.warn : log.error).call(
      log,
      { path: req.path, status, failure: err.failure, bot },
      'page failed',
    );
    return {
      kind: 'render',
      status: bot ? 503 : status,
      site: null,
      navigation: [],
      page: null,
      language: chooseLanguage(req.query, null),
    };
  }
}

/** Resolves the page for this request once; the pipeline and the page component share the result. */
export function resolvePage(req: PageRequest): Promise<PageResult> {
  return memoPerRequest(`page:${req.path}?${req.query.toString()}`, () => resolve(req));
}
