import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { unstable_constants as constants } from 'waku/internals';
import { addVary, CACHE_CONTROL } from '../http/cache-control.ts';
import { isTextType } from '../http/negotiation.ts';
import { hasFileExtension } from '#src/shared/file-path.ts';
import { markFinal } from './response.ts';
import { requestModel } from '../request/request-model.ts';

/**
 * 11. The files of the build (precompressed when the client accepts it): hashed assets immutable
 * for a year, other public files for an hour.
 */
export function staticFiles(config: { distDir: string; basePath: string }): MiddlewareHandler {
  const files = serveStatic({
    root: path.join(config.distDir, constants.DIST_PUBLIC),
    rewriteRequestPath: (p) => p.slice(config.basePath.length - 1),
    precompressed: true,
  });
  return async (c, next) => {
    const pathname = requestModel().normalPath;
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
    if (isTextType(c.res.headers.get('content-type'))) addVary(c.res.headers, 'Accept-Encoding');
    markFinal();
  };
}
