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
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { fsRouter } from 'waku';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { getBuildInfo } from '#src/server/build-info.ts';
import { clientIpOf } from '#src/server/proxy.ts';
import { addNonce, contentSecurityPolicy, createNonce } from '#src/server/csp.ts';
import { hydrateAfterFirstPaint, lowPriorityModulePreloads } from '#src/server/hydration.ts';
import {
  CACHE_CONTROL,
  addVary,
  bodyBytes,
  bytesResponse,
  etagOf,
  hasBody,
  isTextType,
  respond,
  withStatus,
} from '#src/server/http-cache.ts';
import {
  hasMetricsToken,
  metricsText,
  observeRequest,
  startMetricsServer,
} from '#src/server/metrics.ts';
import { backendIsReady } from '#src/server/cms/client.ts';
import { LOGIN_PATH } from '#src/server/auth-api.ts';
import { getEnv } from '#src/server/env.ts';
import { errorHtml } from '#src/server/error-html.ts';
import { log } from '#src/server/log.ts';
import { cacheControlFor, resolvePage } from '#src/server/page.ts';
import { fromCachedPage, pageCache, pageCacheKey, toCachedPage } from '#src/server/page-cache.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { readSession } from '#src/server/session.ts';
import { isFlagOn } from '#src/server/tool-routes.ts';
import { pageRequestOf } from '#src/server/current-request.ts';
import { hasFileExtension, sameSiteBack } from '#src/server/routing.ts';
import { classified, classifyStep } from '#src/server/pipeline/classify-step.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

/** 1. Request id, access log and request metrics (the metrics port opens with the first request). */
let metricsPortOpened = false;
const requestContext: MiddlewareHandler = (c, next) => {
  if (!metricsPortOpened) {
    metricsPortOpened = true;
    const { metricsPort } = getEnv();
    if (metricsPort) startMetricsServer(metricsPort);
  }
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  const clientIp = clientIpOf(c.req.header('x-forwarded-for'), socket, getEnv().trustedProxies);
  return runWithRequestContext(
    c.req.header('x-request-id'),
    async () => {
      const started = performance.now();
      const path = new URL(c.req.url).pathname; // before later steps rewrite the URL
      await next();
      const ctx = getRequestContext();
      c.res.headers.set('x-request-id', ctx?.requestId ?? '');
      const ms = performance.now() - started;
      observeRequest(path, c.req.method, c.res.status, ms);
      log.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(ms) }, 'request');
    },
    clientIp,
  );
};

/**
 * 1a. Security headers on every answer. HTML the app rendered carries its own nonce-based
 * Content-Security-Policy (step 6a); everything else gets the policy that allows no script.
 * A 304 carries none, so the client keeps the policy whose nonce matches its stored copy.
 * Anything that did not say how it may be cached is not stored.
 */
const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  };
  if (getEnv().hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  if (!c.res.headers.has('cache-control')) headers['cache-control'] = CACHE_CONTROL.noStore;
  const csp = c.res.status === 304 || c.res.headers.has('content-security-policy');
  if (!csp) headers['content-security-policy'] = contentSecurityPolicy(getEnv(), null);
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (c.res.status === 304) c.res.headers.delete('content-security-policy');
  } catch {
    // Some responses (e.g. from fetch) have immutable headers: copy them once.
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    c.res = res;
  }
};

/**
 * Replaces the answer as it is. (Assigning `c.res` copies the old answer's headers over the
 * new one's, which would undo a new Vary or Content-Length.)
 */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** Requests whose answer is already final (from the page cache, or a precompressed file). */
const finalized = new WeakSet<Context>();

/**
 * 1b. ETag, 304 and gzip/brotli for text answers made in this process (pages, RSC payloads,
 * JSON, error pages). The page cache and the static files have theirs ready (step 4).
 */
const httpCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (finalized.has(c) || res.status === 304 || res.headers.has('content-encoding')) return;
  if (!hasBody(res)) return;
  if (!isTextType(res.headers.get('content-type'))) return;
  const body = await bodyBytes(res);
  const method = c.req.method;
  const storable = !(res.headers.get('cache-control') ?? '').includes('no-store');
  const etag =
    res.headers.get('etag') ??
    (res.status === 200 && storable && (method === 'GET' || method === 'HEAD')
      ? etagOf(body)
      : null);
  replaceResponse(
    c,
    respond(c.req.raw, { status: res.status, headers: [...res.headers], body, etag }),
  );
};

/** 1c. Prometheus metrics at /metrics, only with the token (else see METRICS_PORT). */
const metricsEndpoint: MiddlewareHandler = async (c, next) => {
  if (new URL(c.req.url).pathname !== '/metrics') return next();
  const token = getEnv().metricsToken;
  if (!token) {
    c.res = c.html(errorHtml(404), 404);
    return;
  }
  if (!hasMetricsToken(c.req.header('authorization'), token)) {
    log.warn('metrics asked for without the right token');
    c.res = new Response('Unauthorized', {
      status: 401,
      headers: { 'www-authenticate': 'Bearer', 'cache-control': CACHE_CONTROL.noStore },
    });
    return;
  }
  const { body, contentType } = await metricsText();
  c.res = new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': CACHE_CONTROL.noStore },
  });
};

/** 1b. Liveness and readiness for load balancers. */
const health: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (pathname === '/healthz') {
    c.res = new Response('ok', { headers: { 'cache-control': 'no-store' } });
    return;
  }
  if (pathname === '/readyz') {
    // Ready when the root answers page-shaped; a broken page elsewhere never makes it unready.
    const ready = await backendIsReady();
    c.res = new Response(ready ? 'ready' : 'backend unreachable', {
      status: ready ? 200 : 503,
      headers: { 'cache-control': 'no-store' },
    });
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
  const { kind } = classified(c);
  if (kind === 'file' || kind === 'asset') {
    c.res = c.html(errorHtml(404, 'da', '/'), 404);
    return;
  }
  await next();
};

/** 4c. Anonymous CMS pages (HTML and RSC payloads) come from the full-page cache when they can. */
const fullPageCache: MiddlewareHandler = async (c, next) => {
  const key = pageCacheKey(c.req.raw, classified(c));
  if (!key) return next();
  const { value, outcome } = await pageCache.get(
    key,
    async () => {
      await next();
      return toCachedPage(c.res);
    },
    (page) => page.cacheable,
  );
  replaceResponse(c, fromCachedPage(c.req.raw, value, outcome));
  finalized.add(c);
};

/**
 * 5a. The app's own routes: flags (off: 404), the access guard for /__limbo (HTML, RSC payloads
 * and anything prerendered, since this runs before Waku), and no-store + noindex on all of them.
 */
const toolsAccess: MiddlewareHandler = async (c, next) => {
  // The decoded route path, as the router will see it (classify.ts): an encoded letter cannot
  // walk past this guard.
  const { routePath, pagePath, query, isRsc, toolRoute: route } = classified(c);
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
      const fullPath = `${pagePath}${search ? `?${search}` : ''}`;
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
  c.res = withStatus(res, res.status, merged);
};

/** 5 to 7. Resolve the CMS page before rendering, so redirects and status are known up front. */
const cmsPage: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const request = classified(c);
  const { isRsc } = request;
  const pageReq = pageRequestOf(c.req.raw);
  const ctx = getRequestContext();
  const back = () => sameSiteBack(c.req.header('referer') ?? null, url);

  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && request.kind === 'page') {
    const result = await resolvePage(pageReq);
    const cacheControl = cacheControlFor(pageReq, result.status);
    if (result.kind === 'redirect' && !isRsc) {
      c.res = new Response(null, {
        status: result.status,
        headers: { location: result.location, 'cache-control': cacheControl, vary: 'Cookie' },
      });
      return;
    }
    if (ctx) {
      ctx.response.headers['cache-control'] = cacheControl;
      ctx.response.headers.vary = 'Cookie';
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
  const isHtml = type.includes('text/html');
  if (
    decided &&
    (isHtml || type.includes('text/x-component')) &&
    (decided.status || Object.keys(decided.headers).length)
  ) {
    const headers = new Headers(res.headers);
    for (const [name, value] of Object.entries(decided.headers)) {
      if (name === 'vary') addVary(headers, value);
      else headers.set(name, value);
    }
    const status = isHtml ? (decided.status ?? res.status) : res.status;
    c.res = withStatus(res, status, headers);
  }
};

/**
 * 6a. The nonce: every script of a rendered document gets a fresh one, named in its policy.
 * The ETag is taken before, so a page that did not change keeps its ETag across renders.
 */
const contentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get('content-type') ?? '').includes('text/html') || !hasBody(res)) return;
  const html = await res.text();
  const nonce = createNonce();
  const headers = new Headers(res.headers);
  const dev = import.meta.env.DEV;
  headers.set('content-security-policy', contentSecurityPolicy(getEnv(), nonce, { dev }));
  if (res.status === 200 && !headers.has('etag')) headers.set('etag', etagOf(html));
  const body = Buffer.from(
    addNonce(lowPriorityModulePreloads(hydrateAfterFirstPaint(html)), nonce),
  );
  replaceResponse(c, bytesResponse(body, { status: res.status, headers }));
};

export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const app = new Hono();
  app.use(requestContext);
  app.use(securityHeaders);
  app.use(httpCaching);
  app.use(health);
  app.use(metricsEndpoint);
  app.use(classifyStep);
  app.use(fullPageCache);
  app.use(buildFiles);
  if (isBuild) {
    const files = serveStatic({
      root: path.join(config.distDir, constants.DIST_PUBLIC),
      rewriteRequestPath: (p) => p.slice(config.basePath.length - 1),
      precompressed: true,
    });
    app.use(`${config.basePath}*`, async (c, next) => {
      const { pathname } = new URL(c.req.url);
      // Every file of the build has an extension; pages (and their trailing slash) skip the lookup.
      if (!hasFileExtension(pathname)) return next();
      let found = true;
      const res = await files(c, async () => {
        found = false;
        await next();
      });
      if (!found) return;
      if (res) c.res = res;
      if (!c.res.headers.has('cache-control')) {
        const immutable = pathname.startsWith(`${config.basePath}assets/`);
        c.res.headers.set(
          'cache-control',
          immutable ? CACHE_CONTROL.immutable : CACHE_CONTROL.publicFile,
        );
      }
      if (isTextType(c.res.headers.get('content-type'))) {
        addVary(c.res.headers, 'Accept-Encoding');
      }
      finalized.add(c);
    });
  }
  app.use(unservedFiles);
  app.use(contextMiddleware());
  app.use(toolsAccess);
  app.use(cmsPage);
  app.use(contentSecurity);
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
