import { type MiddlewareHandler } from 'hono';
import { addVary, CACHE_CONTROL } from '../http/cache-control.ts';
import { clearedFormStateCookie } from '../forms/form-state.ts';
import { errorHtml } from './error-html.ts';
import { log } from '../log.ts';
import { pageResponse } from '../cms/page-headers.ts';
import { redirectTarget, resolvePage } from '../cms/page.ts';
import { getEnv } from '../env.ts';
import { outageContact } from '../cms/site-contact.ts';
import { umbracoUrlTarget } from '../flags/url-redirect.ts';
import { getRequestContext, type RequestContext } from '../request-context.ts';
import { pageRequestOf } from './current-request.ts';
import { sameSiteBack } from '../routing.ts';
import { requestModel } from '../request/request-model.ts';
import { currentLanguage, pageValueOf } from '../cms/page-value.ts';
import { changeableHeaders, replaceResponse } from './response.ts';
import { readResponse, responseOf } from '../http/read-response.ts';
import { takeRenderSlot } from '../http/render-slots.ts';
import { currentClientIp } from '../http/proxy.ts';

/**
 * The URL Waku is handed for a request served at `url` (its canonical path, classify.ts): a
 * document without its trailing slash, since Waku's routes have none; anything else as it is
 * (the same object). The pipeline's only rewrite before Waku; the guard's differential test
 * (guard.differential.test.ts) hands its stand-in for Waku the URL this gives.
 */
export function wakuUrlOf(url: URL, isRsc: boolean): URL {
  if (isRsc || url.pathname.length <= 1 || !url.pathname.endsWith('/')) return url;
  const inner = new URL(url);
  inner.pathname = url.pathname.slice(0, -1);
  return inner;
}

/**
 * `req` at another URL. A GET or HEAD takes only its method and headers: handing the whole
 * request over as the init would make @hono/node-server build its full Request (an abort
 * controller and a body stream) only to copy them, 0.06 ms per render; Waku reads neither.
 */
function requestAt(url: URL, req: Request): Request {
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Request(url, req);
  return new Request(url, { method: req.method, headers: req.headers });
}

/** The type of an RSC payload (React's Flight format), as the page cache and nginx keep it. */
export const RSC_CONTENT_TYPE = 'text/x-component; charset=utf-8';

/**
 * 16. Resolve the CMS page before rendering, so redirects and status are known up front: the
 * page value (cms/page-value.ts), made once here, is what the document and the catch-all
 * page read.
 */
export const cmsPage: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const request = requestModel();
  const { isRsc } = request;
  const found = getRequestContext();
  if (!found) throw new Error('the CMS page step runs inside the request context (step 1)');
  const ctx: RequestContext = found;
  // The referrer only on the 500 below: it is no-store, so no one else is shown it.
  const back = () => sameSiteBack(c.req.header('referer') ?? null, url);

  let decided: ReturnType<typeof pageResponse> | null = null;
  const isPage = request.kind === 'page';
  const isPageRead = (c.req.method === 'GET' || c.req.method === 'HEAD') && isPage;
  // A page no cache held: one of the address's bounded renders under way (render-slots.ts).
  const giveBack = isPageRead ? takeRenderSlot(currentClientIp()) : null;
  if (isPageRead && !giveBack) {
    log.warn(
      { path: request.pagePath.slice(0, 200) },
      'too many renders under way for one address',
    );
    c.res = c.html(errorHtml(503, currentLanguage()), 503, {
      'cache-control': 'no-store',
      'retry-after': '5',
    });
    return;
  }
  try {
    await resolveAndRender();
  } finally {
    giveBack?.();
  }
  async function resolveAndRender() {
    const pageReq = isPage ? pageRequestOf(c.req.raw, request) : null;
    if (pageReq) {
      let result = await resolvePage(pageReq);
      // UMBRACO_URL_REDIRECT (decision 020): a page shown at an address other than its Umbraco URL
      // goes there. Handed on as this request's result, so an RSC payload redirects client-side.
      const umbracoUrl =
        getEnv().publicConfig.flags.UMBRACO_URL_REDIRECT &&
        result.kind === 'render' &&
        result.status === 200 &&
        !result.preview
          ? umbracoUrlTarget(pageReq.path, result.page?.url)
          : null;
      const location = umbracoUrl ? redirectTarget(umbracoUrl, pageReq.query) : null;
      if (location) {
        log.info({ path: pageReq.path, to: umbracoUrl }, 'page moved to its Umbraco URL');
        result = { kind: 'redirect', status: 301, location };
      }
      // The one page value of this request, set once: the document and the page read it.
      ctx.page = pageValueOf(request, pageReq, result);
      if (isPageRead) {
        decided = pageResponse(result, pageReq, isRsc);
        if (request.formState) {
          // What one visitor typed (forms/form-state.ts): for them alone, and shown once.
          decided.headers['cache-control'] = CACHE_CONTROL.private;
          decided.headers['set-cookie'] = clearedFormStateCookie(c.req.raw);
        }
        if (result.kind === 'redirect' && !isRsc) {
          c.res = new Response(null, {
            status: result.status,
            headers: { location: result.location, ...decided.headers },
          });
          return;
        }
      }
    }

    const handed = wakuUrlOf(url, isRsc);
    if (handed !== url) c.req.raw = requestAt(handed, c.req.raw);

    await next();

    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const isDocument =
      request.kind === 'page' || request.kind === 'tools' || request.kind === 'login';
    if (res.status >= 500 && !type.includes('text/html') && !isRsc && isDocument) {
      // Waku responds to a thrown error with its message as text; visitors get a clean page.
      log.error({ status: res.status, body: (await res.text()).slice(0, 200) }, 'render failed');
      const contact = outageContact(getEnv().appHost ?? url.hostname);
      c.res = c.html(errorHtml(500, currentLanguage(), back(), contact), 500);
      return;
    }
    const isHtml = type.includes('text/html');
    // Waku sends an RSC payload without a type (Hono then says text/plain): it is the page's
    // payload, kept and dropped like its document, and named for what it is.
    const isPayload = isRsc && res.status === 200 && !isHtml;
    if (decided && isPayload) decided.headers['content-type'] = RSC_CONTENT_TYPE;
    if (decided && (isHtml || isPayload)) {
      const status = isHtml ? (decided.status ?? res.status) : res.status;
      const headers = decided.headers;
      const decide = (into: Headers) => {
        for (const [name, value] of Object.entries(headers)) {
          if (name === 'vary') addVary(into, value);
          else into.set(name, value);
        }
      };
      if (status === res.status) return decide(changeableHeaders(c));
      // Another status: a new response of the same bytes.
      const read = await readResponse(res);
      const own = new Headers(read.headers);
      decide(own);
      replaceResponse(c, responseOf({ status, headers: own, body: read.body }));
    }
  }
};
