// The request pipeline (decision 013): the steps listed in src/server/pipeline/steps.ts, each
// its own module; step 4 classifies the request once into the request model and every later
// step reads it. Decisions: 001 (trailing slash), 003 (custom server entry),
// 006 (caching layers), 008 (CSP and HTTP caching), 012 (the real backend).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { fsRouter } from 'waku';
import {
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { errorHtml } from '#src/server/pipeline/error-html.ts';
import { log } from '#src/server/log.ts';
import { staticFiles } from '#src/server/pipeline/static-files.ts';
import { respondAtTheDoor } from '#src/server/pipeline/door.ts';
import { setBackgroundRenderer } from '#src/server/cache/background-refresh.ts';
import { pipelineSteps } from '#src/server/pipeline/steps.ts';
import { currentLanguage } from '#src/server/cms/page-value.ts';
import { sameSiteBack } from '#src/server/routing.ts';

const { contextMiddleware, rscMiddleware } = honoMiddleware;

export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const app = new Hono();
  // The steps, in order: src/server/pipeline/steps.ts lists and explains them.
  const steps = pipelineSteps({
    staticFiles: isBuild ? staticFiles(config) : null,
    wakuContext: contextMiddleware(),
    wakuRender: rscMiddleware({ processRequest }),
  });
  for (const { step } of steps) app.use(step);
  // Pages served stale are rendered again through the same steps (background-refresh.ts).
  setBackgroundRenderer(async (req) => app.fetch(req));
  // Every error page is in the request's one language (cms/page-value.ts).
  app.notFound((c) => c.html(errorHtml(404, currentLanguage()), 404));
  app.onError((err, c) => {
    log.error({ err }, 'unhandled error');
    // A 500 is stored nowhere (no-store): the same-site referrer may go in its back link.
    const back = sameSiteBack(c.req.header('referer') ?? null, new URL(c.req.url));
    return c.html(errorHtml(500, currentLanguage(), back), 500, { 'cache-control': 'no-store' });
  });
  return {
    fetch: app.fetch,
    build: processBuild,
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve,
    // Step 0 (src/server/pipeline/door.ts): the production server (scripts/serve.mjs) asks it
    // first, before the request becomes a Request for Hono.
    respondAtTheDoor,
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
