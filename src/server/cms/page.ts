import { getEnv } from '../env.ts';
import { captureWarningsSync, log } from '../log.ts';
import { type Part } from './client.ts';
import { BackendError } from '../backend-error.ts';
import { madeOf, type BackendAnswer } from './answer.ts';
import { addWarnings, isGone, loadAnswer } from './backend-cache.ts';
import { languageOf, reshapePage, reshapeSite, type ReshapeContext } from './reshape.ts';
import type { Site } from '../types.ts';
import type { Page } from './page-model.ts';
import { publishedPageCall } from '../routing.ts';
import { builtinCookiePageOf } from '../cookie-policy.ts';
import { decideLanguage } from '../request/language.ts';
import type { PageRequest, PageResult } from './page-result.ts';
import { redirectOf } from './page-redirect.ts';
import { withListing } from './page-listing.ts';
import { contactOfSite, lastGoodSite, outageContact, rememberSite } from './site-contact.ts';

// A page request resolved into what the catch-all page shows (page-result.ts): the backend's
// answer, its redirect (page-redirect.ts), status, language and list (page-listing.ts).

export type { PageRequest, PageResult } from './page-result.ts';
export { redirectOf, redirectTarget } from './page-redirect.ts';
export { searchContextOf } from './page-listing.ts';

/** Test paths of the backend that the site always answers as not found, whatever it sends. */
const ALWAYS_NOT_FOUND = new Set(['/element-test/', '/testing-no-data-blocks/']);
export const isAlwaysNotFound = (path: string) => ALWAYS_NOT_FOUND.has(path);

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkedin|whatsapp|telegram|preview|lighthouse|siteimprove|monsido/i;

const isBot = (userAgent: string | null) => !!userAgent && BOT_PATTERN.test(userAgent);

/**
 * The app's site and page for a backend answer. Answers from the micro-cache are the same object
 * for every request, so the reshape (validation of every block, rich-text sanitizing) runs once
 * per answer. The result is shared and never changed.
 */
function reshapedAnswer(
  answer: BackendAnswer,
  path: string,
  ctx: ReshapeContext,
): { site: Site; page: Page | null } {
  const made = madeOf(answer);
  const byPath = (made.reshaped ??= new Map());
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

/**
 * Resolves a page request. The pipeline's CMS page step calls it once per request and keeps
 * the result in the request's page value (cms/page-value.ts), which the document and the
 * catch-all page read.
 */
export async function resolvePage(req: PageRequest): Promise<PageResult> {
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
    // The culture the backend gave this page; a not-found answer carries the site's, not the page's.
    const found = status !== 404 && answer?.meta.code !== 404;
    return {
      kind: 'render',
      status,
      site,
      page: withContent ? (shaped?.page ?? null) : null,
      language: decideLanguage({
        query: req.query,
        pagePath: req.path,
        pageCulture: found ? given?.culture : null,
        cultures: site?.cultures,
      }),
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
        // Its language is its path's (the answer is a not-found: no culture of the page's).
        if (builtinCookiePageOf(req.path) && !preview) {
          return { ...render(200, answer, false), builtin: 'cookies' };
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
