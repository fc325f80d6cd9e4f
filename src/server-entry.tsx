// The request pipeline, read top to bottom (decision 013). Each step is its own module under
// src/server/pipeline/; the first URL step classifies the request once (classify.ts) and every
// later step reads that value. Decisions: 001 (trailing slash), 003 (custom server entry),
// 006 (caching layers), 008 (CSP and HTTP caching), 012 (the real backend).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { fsRouter } from 'waku';
import {
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { errorHtml } from '#src/server/http/error-html.ts';
import { log } from '#src/server/log.ts';
import { buildFiles } from '#src/server/pipeline/build-files.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { cmsPage } from '#src/server/pipeline/cms-page.ts';
import { contentSecurity } from '#src/server/pipeline/content-security.ts';
import { discoveryFiles } from '#src/server/pipeline/discovery-files.ts';
import { feeds } from '#src/server/pipeline/feeds.ts';
import { health } from '#src/server/pipeline/health.ts';
import { httpCaching } from '#src/server/pipeline/http-caching.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { metricsEndpoint } from '#src/server/pipeline/metrics-endpoint.ts';
import { fullPageCache } from '#src/server/pipeline/page-cache-step.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { staticFiles } from '#src/server/pipeline/static-files.ts';
import { toolsAccess } from '#src/server/pipeline/tools-access.ts';
import { unservedFiles } from '#src/server/pipeline/unserved-files.ts';
import { getRequestContext } from '#src/server/request-context.ts';
import { sameSiteBack } from '#src/server/routing.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const app = new Hono();
  app.use(requestContext); //   1. request id, client address, access log, request metrics
  app.use(securityHeaders); //  2. security headers on every answer (on the way out)
  app.use(httpCaching); //      3. ETag, 304, gzip/brotli (on the way out)
  app.use(health); //           4. /healthz, /readyz
  app.use(metricsEndpoint); //  5. /metrics behind its token
  app.use(classifyStep); //     6. classify once: refuse (400), /umbraco/* and canonical URL (301)
  app.use(methods); //          7. methods and bodies by kind: 404/405/411/413 before any read
  app.use(fullPageCache); //    8. anonymous CMS pages from the full-page cache
  app.use(buildFiles); //       9. new-build detection files
  app.use(discoveryFiles); //  9b. sitemap, robots.txt, security.txt, manifest for the visitor's host
  if (isBuild) app.use(`${config.basePath}*`, staticFiles(config)); // 10. files of the build
  app.use(feeds); //            10b. RSS feeds of list pages (<list page>/feed.xml)
  app.use(unservedFiles); //    11. any other file path is a plain 404
  app.use(contextMiddleware()); // Waku's request context
  app.use(toolsAccess); //      12. the app's own routes: flags, the /__limbo guard, no-store
  app.use(cmsPage); //          13. the CMS page, resolved once: redirect, status, headers
  app.use(contentSecurity); //  14. a fresh CSP nonce on every rendered document
  app.use(rscMiddleware({ processRequest })); // 15. Waku renders
  app.notFound((c) => c.html(errorHtml(404), 404));
  app.onError((err, c) => {
    log.error({ err }, 'unhandled error');
    const language = getRequestContext()?.language;
    // A 500 without Cache-Control is stored nowhere (step 2 adds no-store): the referrer may go in.
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
})(
  fsRouter(
    // Every page module is a route; a test (or test kit) beside one is not.
    import.meta.glob(
      [
        '/src/pages/**/*.{tsx,ts}',
        '!/src/pages/**/*.test.{tsx,ts}',
        '!/src/pages/**/*.test-kit.{tsx,ts}',
      ],
      { base: '/src/pages' },
    ),
  ),
);
