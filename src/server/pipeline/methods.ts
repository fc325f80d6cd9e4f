import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { isSameSite } from '../http/cross-site.ts';
import { errorHtml } from './error-html.ts';
import { FormError, formRefusal } from '../forms/forms.ts';
import { log } from '../log.ts';
import { requestModel } from '../request/request-model.ts';

// 7. Methods and bodies, decided by the request's kind before anything reads a body or renders:
// the API answers 404/405 as JSON for unknown paths and methods, a post from another site 403
// (Hono's csrf, http/cross-site.ts), a body over its route's cap 413 (Hono's body-limit: the
// declared length, else counted as it arrives); pages and files take GET and HEAD only (405 with
// Allow), and an RSC request body must declare a length within its cap (411, 413). The form
// posts (feedback, subscriptions, theme, login) count their own bodies (forms.ts): their refusal
// is a page in the visitor's own flow (decision 056).

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
 * API bodies refused here (413) over the cap: by their declared length before anything reads
 * them, a body of no declared length (chunked) as soon as it passes the cap. The handlers count
 * what they read as well.
 */
const API_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/api/revalidate': 16 * 1024,
  '/api/_limbo/revalidate': 4 * 1024,
  '/api/_limbo/content-check': 8 * 1024,
};

/** The API route a browser never posts: the backend's publish webhook, with its bearer token. */
const NOT_FROM_BROWSERS = new Set(['/api/revalidate']);

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

/** Hono's body-limit at `maxSize`: over it, `refusal` (logged as `message`). */
const limited = (maxSize: number, message: string, refusal: () => Response) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      const declared = c.req.header('content-length');
      log.warn({ path: c.req.path.slice(0, 200), bytes: declared && Number(declared) }, message);
      return refusal();
    },
  });

const API_LIMITS: Readonly<Record<string, MiddlewareHandler>> = Object.fromEntries(
  Object.entries(API_BODY_LIMITS).map(([route, cap]) => [
    route,
    limited(cap, 'API request body too large', () => json(413, 'payload too large')),
  ]),
);
const RSC_LIMIT = limited(
  MAX_RSC_BODY_BYTES,
  'RSC request body too large',
  () => new Response('Payload too large', { status: 413 }),
);

/** The rest of the pipeline behind a body limit: its refusal is the answer. */
async function within(limit: MiddlewareHandler, c: Context, next: Next): Promise<void> {
  const refused: unknown = await limit(c, next);
  if (refused instanceof Response) c.res = refused;
}

export const methods: MiddlewareHandler = async (c, next) => {
  const { kind, routePath, isRsc } = requestModel();
  const method = c.req.method;
  if (kind === 'api') {
    const route = routePath.replace(/\/+$/, '');
    const allowed = API_METHODS[route];
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
    if (!NOT_FROM_BROWSERS.has(route) && !(await isSameSite(c))) {
      log.warn(
        { path: route, origin: c.req.header('origin')?.slice(0, 200) },
        'cross-site post refused',
      );
      // Our JavaScript gets JSON; a browser's plain post, the one error page in its language.
      c.res = formRefusal(
        new FormError(403, 'cross-site request'),
        c.req.raw,
        { language: requestModel().language },
        { error: 'cross-site request' },
      );
      return;
    }
    const limit = API_LIMITS[route];
    return limit ? within(limit, c, next) : next();
  }
  if (isRsc && method === 'POST') {
    if (c.req.header('content-length') === undefined) {
      c.res = new Response('Length required', { status: 411 });
      return;
    }
    return within(RSC_LIMIT, c, next);
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
