import { getEnv } from '../env.ts';
import { captureWarningsSync, log } from '../log.ts';
import { getRequestContext } from '../request-context.ts';
import { type Part } from './client.ts';
import { BackendError } from '../backend-error.ts';
import type { BackendAnswer } from './answer.ts';
import { addWarnings, isGone, loadAnswer } from './backend-cache.ts';
import { languageOf, reshapePage, reshapeSite, type ReshapeContext } from './reshape.ts';
import { search, visitorText } from './search.ts';
import type { ListingResult, Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from './page-model.ts';
import { groupPaging } from '#src/shared/group-paging.ts';
import { isMissingPage, pageParam, pagersOf, type ListPaging } from '#src/shared/paginate.ts';
import { publishedPageCall } from '../routing.ts';
import { builtinCookiePageOf } from '../cookie-policy.ts';
import {
  contactOfSite,
  lastGoodSite,
  outageContact,
  rememberSite,
  type SiteContact,
} from './site-contact.ts';

/** What the catch-all page shows, and with which status. Decided once per request. */
export type PageResult =
  | {
      kind: 'render';
      status: number;
      /** Null: show the generic error page for `status`. */
      page: Page | null;
      site: Site | null;
      language: Language;
      /** A draft shown to a back-office user (Umbraco preview). */
      preview: boolean;
      /**
       * List pages without `content.list` and the site search: one page of items (or groups of
       * them) from the list's endpoint, or `failed` (the page says so and still renders).
       */
      listing: ListingResult | null;
      /**
       * Where the page's list stands for the page the address asks (list pages and the search
       * page with results); null for a page without a list.
       */
      paging?: ListPaging | null;
      /**
       * The query that selects what the page shows, as the app read it, in one spelling: the
       * canonical address's query ('' for none).
       */
      canonicalQuery?: string;
      /** Why the page shows no content, when it is a known case (a preview without login). */
      reason?: 'preview-login';
      /** A page of the app's own where the backend has none: the cookie page (decision 034). */
      builtin?: 'cookies';
      /**
       * On a 5xx: who to call (the municipality's name and phone number), from the last good
       * site data or configuration (site-contact.ts); otherwise null.
       */
      contact: SiteContact | null;
    }
  | { kind: 'redirect'; status: 301 | 307; location: string };

export type PageRequest = {
  /** Decoded path with trailing slash. */
  path: string;
  /** The language of the path's culture (`/en/…`, `/de/…`, else Danish): until the site says. */
  language?: Language;
  query: URLSearchParams;
  host: string;
  cookie: string | null;
  userAgent: string | null;
  /** The visitor's address (TRUSTED_PROXIES decides whether X-Forwarded-For is believed). */
  clientIp?: string | null;
  /**
   * The backend `url` of a preview (a preview link, or an all-number path with the back-office
   * login: the request model's `preview`, classify-step.ts), else null: the published page.
   */
  preview: string | null;
  /** For one person (a live tools session or a preview): no cache keeps the answer (personal.ts). */
  personal: boolean;
};

/** Test paths of the backend that the site always answers as not found, whatever it sends. */
const ALWAYS_NOT_FOUND = new Set(['/element-test/', '/testing-no-data-blocks/']);
export const isAlwaysNotFound = (path: string) => ALWAYS_NOT_FOUND.has(path);

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkedin|whatsapp|telegram|preview|lighthouse|siteimprove|monsido/i;

const isBot = (userAgent: string | null) => !!userAgent && BOT_PATTERN.test(userAgent);

/**
 * The language a page is shown in: `overwrite-lang`, else the site's culture,
 * else (no site: an outage) the path's culture (`fallback`), else Danish.
 */
export function chooseLanguage(
  query: URLSearchParams,
  site: Site | null,
  fallback: Language = 'da',
): Language {
  return languageOf(query.get('overwrite-lang')) ?? languageOf(site?.culture) ?? fallback;
}

/**
 * The app's site and page for a backend answer. Answers from the micro-cache are the same object
 * for every request, so the reshape (validation of every block, rich-text sanitizing) runs once
 * per answer. The result is shared and never changed.
 */
const reshaped = new WeakMap<BackendAnswer, Map<string, { site: Site; page: Page | null }>>();
function reshapedAnswer(
  answer: BackendAnswer,
  path: string,
  ctx: ReshapeContext,
): { site: Site; page: Page | null } {
  let byPath = reshaped.get(answer);
  if (!byPath) reshaped.set(answer, (byPath = new Map()));
  let entry = byPath.get(path);
  if (!entry) {
    const keys = { ...ctx, siteKey: answer.siteKey ?? null, pageKey: answer.pageKey ?? null };
    entry = reshapeNoting(answer, path, keys);
    byPath.set(path, entry);
  }
  return entry;
}

/** The reshape of an answer, its logged warnings (skipped blocks) kept with the answer. */
function reshapeNoting(answer: BackendAnswer, path: string, keys: ReshapeContext) {
  const { value, warnings } = captureWarningsSync(() => ({
    site: reshapeSite(answer.site, keys),
    page: answer.content ? reshapePage(answer.content, path, keys) : null,
  }));
  addWarnings(answer, warnings);
  return value;
}

/** The reshape of an answer as a page would get it (the inspector: notes its warnings). */
export const reshapeForInspector = (answer: BackendAnswer, path: string) =>
  reshapedAnswer(answer, path, reshapeContext());

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
  mediaBase: string = reshapeContext().mediaBase,
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

/**
 * The status a page answer that is not a redirect renders with: 200 with usable content; a 200
 * without usable content 502; the backend's 4xx and 5xx codes as they are (404 shows the
 * project's not-found page, 401 a preview's login hint); any other code 502.
 */
export function statusOfAnswer(answer: BackendAnswer): number {
  const { code } = answer.meta;
  if (code === 200) return answer.content ? 200 : 502;
  return code >= 400 && code < 600 ? code : 502;
}

export function statusForFailure(err: BackendError): number {
  if (err.failure === 'timeout') return 504;
  if (isGone(err)) return 404;
  if (err.failure === 'status' && (err.httpStatus === 500 || err.httpStatus === 503))
    return err.httpStatus;
  return 502;
}

/** The adapter's settings from the environment: media origin and template map. */
export function reshapeContext(): ReshapeContext {
  const env = getEnv();
  return { mediaBase: env.mediaBaseUrl, templates: env.templates };
}

async function resolve(req: PageRequest): Promise<PageResult> {
  const started = performance.now();
  const ctx = reshapeContext();
  const { preview, personal } = req;
  const appHost = getEnv().appHost ?? req.host;
  // A preview asks by its link. Any other request asks for the published page, never a preview:
  // an all-number path in the spelling the package reads as a page (`//2030/`, decision 033).
  const page = preview ? { path: preview } : publishedPageCall(req.path);
  const call = (parts?: Part[]) =>
    loadAnswer(
      {
        ...page,
        query: req.query,
        parts,
        appHost,
        cookie: req.cookie,
        clientIp: req.clientIp ?? null,
        noCache: personal,
      },
      personal,
    );
  const render = (
    status: number,
    answer: BackendAnswer | null,
    withContent: boolean,
    reason?: 'preview-login',
  ): Extract<PageResult, { kind: 'render' }> => {
    const shaped = answer ? reshapedAnswer(answer, req.path, ctx) : null;
    const given = answer?.site ? (shaped?.site ?? null) : null;
    if (given) rememberSite(appHost, given);
    // A technical error keeps the site's header and footer: the last good site data, if any.
    const site = given ?? (status >= 500 ? lastGoodSite(appHost, req.language) : null);
    return {
      kind: 'render',
      status,
      site,
      page: withContent ? (shaped?.page ?? null) : null,
      language: chooseLanguage(req.query, site, req.language),
      preview: preview !== null,
      listing: null,
      ...(reason ? { reason } : {}),
      contact: status >= 500 ? (site ? contactOfSite(site) : outageContact(appHost)) : null,
    };
  };
  /**
   * The 404 path: the project's NotFoundPage when it has one in the visitor's language, else the
   * generic page (in that language: a NotFoundPage in another language would mix them).
   */
  const notFound = async (first: BackendAnswer | null): Promise<PageResult> => {
    // The page call already asks for site and content; only the fixed not-found paths ask now.
    const answer = first ?? (await call(['site', 'content']));
    log.info({ path: req.path }, 'page not found');
    const result = render(404, answer, true);
    const own = languageOf(result.page?.head.lang);
    return own && own !== result.language ? { ...result, page: null } : result;
  };

  try {
    if (isAlwaysNotFound(req.path)) return await notFound(null);
    // Ask only for the parts the page uses: the project's navigation object is not one of them.
    const answer = await call(['site', 'content']);
    const redirect = redirectOf(answer, req.query);
    if (redirect) return redirect;
    const status = statusOfAnswer(answer);
    switch (status) {
      case 200: {
        // Whatever the page call left of the visitor's budget is the list's (decision 033).
        const waitMs = getEnv().cmsTimeoutMs - (performance.now() - started);
        const result = render(200, answer, true);
        return await withListing(result, req, answer.siteId ?? null, ctx, waitMs);
      }
      case 404: {
        // The built-in cookie page, in the site's chrome, unless the backend has a page there.
        const cookies = builtinCookiePageOf(req.path);
        if (cookies && !preview) {
          return { ...render(200, answer, false), language: cookies, builtin: 'cookies' };
        }
        return await notFound(answer);
      }
      case 401:
        // A preview without a back-office login: say so, and how to log in.
        log.info({ path: req.path, preview }, 'preview asked for without a back-office login');
        return render(401, answer, false, preview ? 'preview-login' : undefined);
      default:
        if (answer.meta.code === 200) {
          log.error({ path: req.path }, 'backend answered 200 without usable content');
        } else {
          log.error(
            { path: req.path, code: answer.meta.code, error: answer.meta.error },
            'backend reported an error',
          );
        }
        return render(status, answer, false);
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
    return render(bot ? 503 : status, null, false);
  }
}

/**
 * The node a site search is rooted in (Limbo.Nuxt.Search's `contextId`): the search page itself,
 * whose culture the backend knows. A search page shown in another language than its own (the
 * `overwrite-lang` a culture without a search page of its own sends; see site-search.ts) is
 * rooted in that language's culture root instead, when the site data names it.
 */
export function searchContextOf(page: Page, site: Site | null, language: Language): string {
  if (site && (languageOf(site.culture) ?? 'da') !== language) {
    const root = site.cultures.find((c) => c.language === language && c.id);
    if (root?.id) return root.id;
  }
  return page.id;
}

/**
 * A list page asks for one page of its items (`contextId`, 12 a page, `?page=N`): from
 * `content.list` when the backend sent it, else at its own endpoint with its own fields when its
 * content names them (`searchFilters`), with the visitor's text under the list's text parameter,
 * else at SEARCH_API_PATH. The search page asks for the visitor's `cludoquery` when Cludo is not
 * set up, rooted in its culture (searchContextOf). A grouped answer is paged per group by the
 * visitor's `l{id}`, `o{id}` and `groups`, checked (decision 028).
 *
 * The address is then checked against the answer (decision 032): a `?page=` that is not a page
 * number asks nothing of the backend, and it, or a page past the list's end, answers 404 with the
 * page around it. A list that failed is never "past the end".
 */
async function withListing(
  result: PageResult,
  req: PageRequest,
  siteId: string | null,
  ctx: ReshapeContext,
  waitMs: number,
): Promise<PageResult> {
  if (result.kind !== 'render' || !result.page) return result;
  const { page, site, language } = result;
  const source = page.listSource;
  const groups = groupPaging(req.query);
  const asked = pageParam(req.query.get('page'));
  const canonical = new URLSearchParams();
  const checked = (listing: ListingResult | null, paging: ListPaging): PageResult => {
    if (listing && 'groups' in listing)
      for (const [name, value] of groups) canonical.set(name, value);
    else if (asked !== null && asked > 1) canonical.set('page', String(asked));
    const missing = isMissingPage(paging);
    if (missing)
      log.info(
        { path: req.path, page: req.query.get('page')?.slice(0, 20) },
        'list page not found',
      );
    return {
      ...result,
      status: missing ? 404 : result.status,
      listing,
      paging,
      canonicalQuery: canonical.toString(),
    };
  };
  const notAPage: ListPaging = { pagers: [], notAPage: true };
  const pagingOf = (listing: ListingResult): ListPaging => ({
    pagers: pagersOf(listing, asked ?? 1, groups),
    notAPage: false,
  });

  if (page.template === 'list-page-layout') {
    // The text the list is searched by, under the name the server reads it (and sends it).
    const textName = !page.list && source ? (source.textField ?? 'text') : null;
    const text = textName ? visitorText(req.query.get(textName)) : '';
    if (textName && text) canonical.set(textName, text);
    if (asked === null) return checked(null, notAPage);
    if (page.list) return checked(null, pagingOf(page.list));
    const listing = await search(
      {
        source,
        text: source ? text : undefined,
        contextId: page.id,
        siteId,
        page: asked,
        groups,
        waitMs,
      },
      ctx,
    );
    return checked(listing, pagingOf(listing));
  }
  if (page.template === 'search-page-layout') {
    const text = visitorText(req.query.get('cludoquery'));
    if (text) canonical.set('cludoquery', text);
    // Shown in another language than its culture's: that language is part of the address.
    if ((languageOf(site?.culture) ?? 'da') !== language) canonical.set('overwrite-lang', language);
    if (!text || getEnv().publicConfig.cludo.customerId) {
      return { ...result, canonicalQuery: canonical.toString() };
    }
    if (asked === null) return checked(null, notAPage);
    const contextId = searchContextOf(page, site, language);
    const listing = await search(
      { source, text, contextId, siteId, page: asked, groups, waitMs },
      ctx,
    );
    return checked(listing, pagingOf(listing));
  }
  return result;
}

/**
 * Resolves the page of this request. The pipeline's CMS step calls it once and hands the result
 * down (request context `page`); the document and the catch-all page read that one.
 */
export function resolvePage(req: PageRequest): Promise<PageResult> {
  const ctx = getRequestContext();
  if (ctx?.page) return ctx.page as Promise<PageResult>;
  const result = resolve(req);
  if (ctx) ctx.page = result;
  return result;
}
