import { type MiddlewareHandler } from 'hono';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { hasMetricsToken, metricsText } from '../http/metrics.ts';
import { getEnv } from '../env.ts';
import { errorHtml } from './error-html.ts';
import { log } from '../log.ts';
import { requestModel } from '../request/request-model.ts';

/** 6. Prometheus metrics at /metrics, only with the token (else see METRICS_PORT). */
export const metricsEndpoint: MiddlewareHandler = async (c, next) => {
  if (requestModel().normalPath !== '/metrics') return next();
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
