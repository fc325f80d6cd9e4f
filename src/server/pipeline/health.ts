import { type MiddlewareHandler } from 'hono';
import { backendIsReady } from '../cms/client.ts';
import { requestModel } from '../request/request-model.ts';

/**
 * Readiness is asked often (every load balancer, every few seconds) and by anyone who can reach
 * the URL: one backend call answers every ask for 2 s, and concurrent asks share it.
 */
const READY_TTL_MS = 2_000;
let readiness: { at: number; ready: Promise<boolean> } | null = null;
function readyNow(now = Date.now()): Promise<boolean> {
  if (!readiness || now - readiness.at >= READY_TTL_MS) {
    readiness = { at: now, ready: backendIsReady() };
  }
  return readiness.ready;
}

const plain = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** 5. Liveness and readiness for load balancers: GET and HEAD only. */
export const health: MiddlewareHandler = async (c, next) => {
  const pathname = requestModel().normalPath;
  if (pathname !== '/healthz' && pathname !== '/readyz') return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    c.res = plain('Method not allowed', 405, { allow: 'GET, HEAD' });
    return;
  }
  if (pathname === '/healthz') {
    c.res = plain('ok');
    return;
  }
  // Ready when the root answers page-shaped; a broken page elsewhere never makes it unready.
  const ready = await readyNow();
  c.res = plain(ready ? 'ready' : 'backend unreachable', ready ? 200 : 503);
};

/** For tests: forget the last readiness answer. */
export function resetReadinessForTests(): void {
  readiness = null;
}
