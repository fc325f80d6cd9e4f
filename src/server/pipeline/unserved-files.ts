import { type MiddlewareHandler } from 'hono';
import { errorHtml } from './error-html.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { requestModel } from '../request/request-model.ts';

/**
 * 13. A file the build does not have is a plain 404, never a CMS page; so is an internal-looking
 * path that no earlier step answered (`/metrics/`, `/src/…`, `/node_modules/…`, `/@vite/…`):
 * no backend call, and shared caches may keep the answer.
 */
export const unservedFiles: MiddlewareHandler = async (c, next) => {
  const { kind, language } = requestModel();
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
