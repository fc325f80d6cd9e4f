import type { MiddlewareHandler } from 'hono';
import { getEnv } from '../env.ts';
import { cookieHeaderOf } from '../http/cookies.ts';
import { FORM_STATE_COOKIE } from '../forms/form-state.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { CONSENT_COOKIE } from '#src/shared/consent-state.ts';
import { CLIMATE_COOKIE } from '#src/shared/climate.ts';
import { UMBRACO_PREVIEW_COOKIE } from '../cms/client.ts';
import { requestModel } from '../request/request-model.ts';

// What reaches the render. A page is kept in every cache for up to an hour under a key of
// origin, path, query and cookie variant (page-keys.ts, deploy/nginx.conf). Any other part of
// the request that changed the render would store one visitor's page under everyone's key. So
// the renderer (Waku, React, the pages) is handed a request made of the site's own inputs only.
//
// Request headers the frameworks read, from their installed source (Waku 0.27.5,
// @vitejs/plugin-rsc 0.5, React 19.2, Hono 4, @hono/node-server 1.19):
// - `x-waku-router-skip`: waku/dist/router/define-router.js (`getEntriesForRoute`) leaves the
//   elements it names out of the render, HTML and RSC payloads alike. Waku's client router
//   sends it to skip what it holds; a whole payload serves that client as well. Removed.
// - `content-type`: waku/dist/lib/utils/request.js (`getInput`) tells a POST's server action
//   from an API call. Documents take GET and HEAD only (methods.ts); the API keeps it.
// - every header: waku/dist/server.js `unstable_getHeaders()`, which no module of the site calls
//   (render-inputs.test.ts checks).
// - React's server renderers (react-dom/server, react-server-dom-webpack/server) take no
//   request; @vitejs/plugin-rsc reads `accept-encoding` only in its dev server; Hono's router
//   reads the method and the URL, and @hono/node-server the Host header (already in the URL).

/** Framework headers no request hands the renderer: each changes what it renders. */
export const FRAMEWORK_HEADERS: readonly string[] = ['x-waku-router-skip'];

/**
 * The request headers a document's render is handed, each with where the site reads it and why
 * the answer may still be shared. Every other header stays with the steps around the render.
 */
export const RENDER_HEADERS: Readonly<Record<string, string>> = {
  host: 'http/proxy.ts publicHost: the origin in canonical URLs; in every cache key',
  cookie: "the site's own cookies only (siteCookieNames): each is in the key or makes it personal",
  'user-agent': 'cms/page.ts: a crawler gets 503 for a failed backend; a 5xx is never stored',
  referer: 'cms-page.ts: the back link of a 500 page, which is never stored',
  'x-forwarded-host': 'http/proxy.ts publicHost, from a trusted proxy only; in every cache key',
  'x-forwarded-proto': 'http/proxy.ts isHttps, from a trusted proxy only; in every cache key',
};

/**
 * The site's own cookies: the consent categories and the climate theme (the cache variant),
 * the form state (never stored), the tools session and Umbraco's back-office and preview
 * cookies (personal, never stored). A visitor's analytics and other cookies never reach it.
 */
export const siteCookieNames = (): ReadonlySet<string> =>
  new Set([
    CONSENT_COOKIE,
    CLIMATE_COOKIE,
    FORM_STATE_COOKIE,
    SESSION_COOKIE,
    getEnv().umbracoAuthCookieName,
    UMBRACO_PREVIEW_COOKIE,
  ]);

/**
 * The Cookie header the request model is made of and the render is handed: the site's own
 * cookies as the `cookie` library finds them in the header sent (the first of each exact name),
 * their values exactly as sent, written again in one spelling (null when none is left). The
 * cache variant, the session, the form state and the render all read this one string, so no
 * spelling of the header sent (a no-break space before a name, a repeated name) can be read one
 * way for the key and another for the page. Values stay as sent, undecoded, as nginx reads them
 * for its key (`$cookie_kommune_theme`): `kommune_theme=energy%2Dsaver` is no theme to either.
 */
export const siteCookies = (cookie: string | null | undefined): string | null =>
  cookieHeaderOf(cookie, siteCookieNames());

/**
 * `req` as a document's render may see it: the site's own headers, and the request model's
 * cookies (`siteCookie`).
 */
export function documentRenderRequest(req: Request, siteCookie: string | null): Request {
  const headers = new Headers();
  for (const name of Object.keys(RENDER_HEADERS)) {
    const value = name === 'cookie' ? siteCookie : req.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Documents are GET or HEAD (methods.ts): no body goes on.
  return new Request(req.url, { method: req.method, headers });
}

/** `req` without the framework headers (an API call: its handler is the site's own code). */
function withoutFrameworkHeaders(req: Request): Request {
  if (!FRAMEWORK_HEADERS.some((name) => req.headers.has(name))) return req;
  const headers = new Headers(req.headers);
  for (const name of FRAMEWORK_HEADERS) headers.delete(name);
  return new Request(req, { headers });
}

/**
 * `inner` (Waku's request context and everything after it, up to the render) sees the request
 * as the render may: a document with the site's own inputs only, an API call without the
 * framework headers. The steps before and around it (compression, ETag, the page cache) keep
 * reading the request as sent once `inner` is done.
 */
export function renderInputs(inner: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    const sent = c.req.raw;
    const { kind, siteCookie } = requestModel();
    const isDocument = kind === 'page' || kind === 'tools' || kind === 'login';
    c.req.raw = isDocument
      ? documentRenderRequest(sent, siteCookie)
      : withoutFrameworkHeaders(sent);
    try {
      await inner(c, next);
    } finally {
      c.req.raw = sent;
    }
  };
}
