/**
 * The request pipeline, top to bottom. Every request passes these steps in order:
 *
 *  1. request context: request id on every log line, access log; /healthz and /readyz
 *  2. /umbraco/* goes to the backend (301)
 *  3. canonical URL: extension-less paths end in `/` (301, query kept)
 *  4. static files of the build; any other file path is a 404; the full-page cache
 *  5. tools routes: flags, the /__limbo access guard, no-store (docs/decisions/004-tools-session.md)
 *     CMS pages: resolved once; redirects answer here, the status is kept
 *  6. Waku renders (route path without the trailing slash)
 *  7. the page's status and headers are applied; a failed render becomes a clean error page
 *
 * Decisions: docs/decisions/001-trailing-slash.md, 003-custom-server-entry.md.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { fsRouter } from 'waku';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { getBuildInfo } from '#src/server/build-info.ts';
import { backendIsReachable } from '#src/server/cms/client.ts';
import { LOGIN_PATH } from '#src/server/auth-api.ts';
import { getEnv } from '#src/server/env.ts';
import { errorHtml } from '#src/server/error-html.ts';
import { log } from '#src/server/log.ts';
import { backendCache, resolvePage } from '#src/server/page.ts';
import { fromCachedPage, pageCache, pageCacheKey, toCachedPage } from '#src/server/page-cache.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { readSession } from '#src/server/session.ts';
import { isFlagOn, toolRouteOf } from '#src/server/tool-routes.ts';
import { pageRequestOf } from '#src/server/current-request.ts';
import {
  canonicalRedirect,
  hasFileExtension,
  isInternalPath,
  pagePathOf,
  routeOfRequest,
  routePathOfRsc,
  sameSiteBack,
  umbracoRedirect,
} from '#src/server/routing.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

/** 1. Request id and access log. */
const requestContext: MiddlewareHandler = (c, next) =>
  runWithRequestContext(c.req.header('x-request-id'), async () => {
    const started = performance.now();
    const path = new URL(c.req.url).pathname; // before later steps rewrite the URL
    await next();
    const ctx = getRequestContext();
    c.res.headers.set('x-request-id', ctx?.requestId ?? '');
    log.info(
      {
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

/** 1a. Security headers on every answer (the full nonce-based CSP is still to come). */
const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy':
      "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
  if (getEnv().hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    // Some responses (e.g. from fetch) have immutable headers: copy them once.
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    c.res = res;
  }
};

/** 1b. Liveness and readiness for load balancers. */
const health: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (pathname === '/healthz') {
    c.res = new Response('ok', { headers: { 'cache-control': 'no-store' } });
    return;
  }
  if (pathname === '/readyz') {
    // Not ready while the circuit breaker is open: uncached pages would fail fast.
    const ready = !backendCache.isOpen() && (await backendIsReachable());
    c.res = new Response(ready ? 'ready' : 'backend unreachable', {
      status: ready ? 200 : 503,
      headers: { 'cache-control': 'no-store' },
    });
    return;
  }
  await next();
};

/** 2 and 3. Redirects decided by the URL alone. */
const urlRedirects: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const target = umbracoRedirect(url, getEnv().cmsApiUrl) ?? canonicalRedirect(url);
  if (target) {
    c.res = new Response(null, { status: 301, headers: { location: target } });
    return;
  }
  await next();
};

/** 4a. New-build detection files: never cached; without a build, answered from the build info. */
const buildFiles: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (!pathname.startsWith('/builds/')) return next();
  await next();
  if (c.res.status === 404 && pathname === '/builds/latest.json') {
    const { id, timestamp } = getBuildInfo();
    c.res = c.json({ id, timestamp });
  }
  c.res.headers.set('cache-control', 'no-cache');
};

/** 4b. A file the build does not have is a plain 404, never a CMS page. */
const unservedFiles: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (hasFileExtension(pathname) && !isInternalPath(pathname)) {
    c.res = c.html(errorHtml(404, 'da', '/'), 404);
    return;
  }
  await next();
};

/** 4c. Anonymous CMS pages (HTML and RSC payloads) come from the full-page cache when they can. */
const fullPageCache: MiddlewareHandler = async (c, next) => {
  const key = pageCacheKey(c.req.raw);
  if (!key) return next();
  const { value, outcome } = await pageCache.get(
    key,
    async () => {
      await next();
      return toCachedPage(c.res);
    },
    (page) => page.cacheable,
  );
  c.res = fromCachedPage(value, outcome, c.req.method);
};

/**
 * 5a. The app's own routes: flags (off: 404), the access guard for /__limbo (HTML, RSC payloads
 * and anything prerendered, since this runs before Waku), and no-store + noindex on all of them.
 */
const toolsAccess: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const { routePath, query, isRsc } = routeOfRequest(url);
  const route = toolRouteOf(routePath);
  if (!route) return next();
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (!isFlagOn(route, getEnv().publicConfig)) {
    log.info({ path: routePath, flag: route.flag }, 'tool route is switched off');
    c.res = isRsc
      ? new Response('Not found', { status: 404, headers })
      : c.html(errorHtml(404), 404, headers);
    return;
  }
  if (route.auth) {
    const session = await readSession(c.req.header('cookie'));
    if (!session) {
      const search = query.toString();
      const fullPath = `${pagePathOf(routePath)}${search ? `?${search}` : ''}`;
      const location = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(fullPath)}`;
      // A server redirect replaces the history entry; RSC payloads get 401 + location instead.
      c.res = new Response(null, { status: isRsc ? 401 : 302, headers: { location, ...headers } });
      return;
    }
    const ctx = getRequestContext();
    if (ctx) ctx.toolsUser = session.user;
  }
  await next();
  const res = c.res;
  const merged = new Headers(res.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  c.res = new Response(res.body, { status: res.status, headers: merged });
};

/** 5 to 7. Resolve the CMS page before rendering, so redirects and status are known up front. */
const cmsPage: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const isRsc = routePathOfRsc(url.pathname) !== null;
  const pageReq = pageRequestOf(c.req.raw);
  const ctx = getRequestContext();
  const back = () => sameSiteBack(c.req.header('referer') ?? null, url);

  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && pageReq.isCmsPage) {
    const result = await resolvePage(pageReq);
    if (result.kind === 'redirect' && !isRsc) {
      c.res = new Response(null, { status: result.status, headers: { location: result.location } });
      return;
    }
    // An RSC payload (client navigation) renders a client-side redirect instead (ClientRedirect).
    if (ctx && result.kind === 'render') {
      ctx.language = result.language;
      if (!isRsc) {
        ctx.response.status = result.status;
        ctx.response.headers['content-language'] = result.language;
        if (result.status !== 200 || result.page?.settings.noIndex) {
          ctx.response.headers['x-robots-tag'] = 'noindex';
        }
      }
    }
  }

  // Waku's routes have no trailing slash; hand it the path without one.
  if (!isRsc && url.pathname.length > 1 && url.pathname.endsWith('/')) {
    const inner = new URL(url);
    inner.pathname = url.pathname.slice(0, -1);
    c.req.raw = new Request(inner, c.req.raw);
  }

  await next();

  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 500 && !type.includes('text/html') && !isRsc) {
    // Waku answers a thrown error with its message as text; visitors get a clean page instead.
    log.error({ status: res.status, body: (await res.text()).slice(0, 200) }, 'render failed');
    c.res = c.html(errorHtml(500, ctx?.language, back()), 500);
    return;
  }
  const decided = ctx?.response;
  if (
    decided &&
    type.includes('text/html') &&
    (decided.status || Object.keys(decided.headers).length)
  ) {
    const headers = new Headers(res.headers);
    for (const [name, value] of Object.entries(decided.headers)) headers.set(name, value);
    c.res = new Response(res.body, { status: decided.status ?? res.status, headers });
  }
};

export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const app = new Hono();
  app.use(requestContext);
  app.use(securityHeaders);
  app.use(health);
  app.use(urlRedirects);
  app.use(buildFiles);
  if (isBuild) {
    app.use(
      `${config.basePath}*`,
      serveStatic({
        root: path.join(config.distDir, constants.DIST_PUBLIC),
        rewriteRequestPath: (p) => p.slice(config.basePath.length - 1),
      }),
    );
  }
  app.use(unservedFiles);
  app.use(fullPageCache);
  app.use(contextMiddleware());
  app.use(toolsAccess);
  app.use(cmsPage);
  app.use(rscMiddleware({ processRequest }));
  app.notFound((c) => c.html(errorHtml(404), 404));
  app.onError((err, c) => {
    log.error({ err }, 'unhandled error');
    const language = getRequestContext()?.language;
    return c.html(
      errorHtml(500, language, sameSiteBack(c.req.header('referer') ?? null, new URL(c.req.url))),
      500,
    );
  });
  return {
    fetch: app.fetch,
    build: processBuild,
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve,
  };
})(fsRouter(import.meta.glob('/src/pages/**/*.{tsx,ts}', { base: '/src/pages' })));
