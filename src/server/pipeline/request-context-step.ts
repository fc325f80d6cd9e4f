import { type MiddlewareHandler } from 'hono';
import { clientIpOf } from '../http/proxy.ts';
import { observeRequest, startMetricsServer } from '../http/metrics.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { startRevalidationListener } from '../revalidate/bus.ts';
import { getRequestContext, runWithRequestContext } from '../request-context.ts';
import { setResponseHeaders } from './response.ts';

/**
 * 1. Request id, access log and request metrics (the metrics port opens with the first request).
 * Not Hono's request-id: the id lives in the request context, so every log line carries it, and
 * a proxy's id is believed only from a trusted proxy, as at the door (decision 056).
 */
let metricsPortOpened = false;

/** Whether a request has come through this step: the process is set up (door.ts waits for it). */
export const pipelineStarted = () => metricsPortOpened;

/** The access log line and the request metrics of a response (here, and at the door). */
export function logRequest(path: string, method: string, status: number, ms: number): void {
  observeRequest(path, method, status, ms);
  log.info({ method, path, status, ms: Math.round(ms) }, 'request');
}

export const requestContext: MiddlewareHandler = (c, next) => {
  if (!metricsPortOpened) {
    metricsPortOpened = true;
    const { metricsPort } = getEnv();
    if (metricsPort) startMetricsServer(metricsPort);
    startRevalidationListener(); // every process hears every revalidation (decision 019)
  }
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  const clientIp = clientIpOf(c.req.header('x-forwarded-for'), socket, getEnv().trustedProxies);
  return runWithRequestContext(
    // A proxy's request id (for correlating its logs) only from a trusted proxy.
    getEnv().trustedProxies > 0 ? c.req.header('x-request-id') : undefined,
    async () => {
      const started = performance.now();
      const path = new URL(c.req.url).pathname; // before later steps rewrite the URL
      await next();
      setResponseHeaders(c, { 'x-request-id': getRequestContext()?.requestId ?? '' });
      const ms = performance.now() - started;
      logRequest(path, c.req.method, c.res.status, ms);
    },
    clientIp,
  );
};
