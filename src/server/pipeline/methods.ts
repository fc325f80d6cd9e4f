import type { MiddlewareHandler } from 'hono';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { errorHtml } from './error-html.ts';
import { log } from '../log.ts';
import { requestModel } from '../request/request-model.ts';

// 7. Methods and bodies, decided by the request's kind before anything reads a body or renders:
// the API answers 404/405 as JSON for unknown paths and methods, pages and files take GET and
// HEAD only (405 with Allow), and an RSC request body over its limit is refused (413) before it
// is read. The form posts (feedback, subscriptions, login) count their own bodies (forms.ts).

/** The API routes and their methods (src/pages/api/). */
const API_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/data': ['GET', 'HEAD'],
  '/api/feedback': ['POST'],
  '/api/subscriptions': ['POST'],
  '/api/theme': ['POST'],
  '/api/_auth/login': ['POST'],
  '/api/_auth/session': ['GET', 'HEAD', 'POST', 'DELETE'],
  '/api/revalidate': ['POST'],
  '/api/_limbo/revalidate': ['POST'],
  '/api/_limbo/content-check': ['POST'],
};

/**
 * API bodies refused here (413) when their declared length is over the cap, before anything
 * reads them; the handlers count what actually arrives as well (chunked bodies).
 */
const API_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/api/revalidate': 16 * 1024,
  '/api/_limbo/revalidate': 4 * 1024,
  '/api/_limbo/content-check': 8 * 1024,
};

const READ = ['GET', 'HEAD'] as const;
/** RSC requests may carry encoded arguments; nothing this site sends comes near this. */
const MAX_RSC_BODY_BYTES = 64 * 1024;

const json = (status: number, error: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': CACHE_CONTROL.noStore,
      ...headers,
    },
  });

export const methods: MiddlewareHandler = async (c, next) => {
  const { kind, routePath, isRsc } = requestModel();
  const method = c.req.method;
  if (kind === 'api') {
    const allowed = API_METHODS[routePath.replace(/\/+$/, '')];
    if (!allowed) {
      log.info({ path: routePath.slice(0, 200) }, 'unknown API path');
      c.res = json(404, 'not found');
      return;
    }
    if (!allowed.includes(method)) {
      c.res = json(405, 'method not allowed', { allow: allowed.join(', ') });
      return;
    }
    if (method === 'HEAD') {
      // Waku 0.27 looks for a HEAD handler only (a 500 without one): the GET, without its body.
      c.req.raw = new Request(c.req.raw, { method: 'GET' });
      await next();
      c.res = new Response(null, { status: c.res.status, headers: c.res.headers });
      return;
    }
    const cap = API_BODY_LIMITS[routePath.replace(/\/+$/, '')];
    const declared = Number(c.req.header('content-length') ?? '0');
    if (cap !== undefined && !(declared <= cap)) {
      log.warn({ path: routePath.slice(0, 200), bytes: declared }, 'API request body too large');
      c.res = json(413, 'payload too large');
      return;
    }
    return next();
  }
  if (isRsc && method === 'POST') {
    const length = c.req.header('content-length');
    if (length === undefined) {
      c.res = new Response('Length required', { status: 411 });
      return;
    }
    if (Number(length) > MAX_RSC_BODY_BYTES) {
      log.warn({ bytes: Number(length) }, 'RSC request body too large');
      c.res = new Response('Payload too large', { status: 413 });
      return;
    }
    return next();
  }
  if (!(READ as readonly string[]).includes(method)) {
    c.res = c.html(errorHtml(405), 405, {
      allow: READ.join(', '),
      'cache-control': CACHE_CONTROL.noStore,
    });
    return;
  }
  return next();
};
