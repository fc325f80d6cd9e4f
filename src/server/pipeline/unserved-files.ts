import { type MiddlewareHandler } from 'hono';
import { errorHtml } from './error-html.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { requestModel } from '../request/request-model.ts';

/**
 * 13. A file the build does not have is a plain 404, never a CMS page; so is an internal-looking
 * path that no earlier step answered (`/metrics/`, `/src/…`, `/node_modules/…`, `/@vite/…`), and
 * a path under the app's own prefixes that is none of its routes (`/__tools/nope/`): no backend
 * call, no render, and shared caches may keep the answer.
 */
export const unservedFiles: MiddlewareHandler = async (c, next) => {
  const { kind, language, toolRoute, isRsc } = requestModel();
  if ((kind === 'tools' || kind === 'login') && !toolRoute) {
    // Under /__limbo, /__tools, /__demo or /__login but none of the app's routes: a real 404,
    // the same for everyone (no session is read, no page rendered, no backend asked).
    const headers = { 'cache-control': CACHE_CONTROL.publicFile, 'x-robots-tag': 'noindex' };
    c.res = isRsc
      ? new Response('Not found', { status: 404, headers })
      : c.html(errorHtml(404, language, '/'), 404, headers);
    return;
  }
  if (kind === 'file' || kind === 'asset') {
    c.res = c.html(errorHtml(404, language, '/'), 404);
    return;
  }
  if (kind === 'internal') {
    c.res = c.html(errorHtml(404, language, '/'), 404, {
      'cache-control': CACHE_CONTROL.publicFile,
    });
    return;
  }
  await next();
};
