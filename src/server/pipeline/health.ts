import { type MiddlewareHandler } from 'hono';
import { backendIsReady } from '../cms/client.ts';

/** 4. Liveness and readiness for load balancers. */
export const health: MiddlewareHandler = async (c, next) => {
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
