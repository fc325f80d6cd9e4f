import { type MiddlewareHandler } from 'hono';
import { getBuildInfo } from '../build-info.ts';
import { requestModel } from '../request/request-model.ts';

/** 9. New-build detection files: never cached; without a build, answered from the build info. */
export const buildFiles: MiddlewareHandler = async (c, next) => {
  const pathname = requestModel().normalPath;
  if (!pathname.startsWith('/builds/')) return next();
  await next();
  if (c.res.status === 404 && pathname === '/builds/latest.json') {
    const { id, timestamp } = getBuildInfo();
    c.res = c.json({ id, timestamp });
  }
  c.res.headers.set('cache-control', 'no-cache');
};
