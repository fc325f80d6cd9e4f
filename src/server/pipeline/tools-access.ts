import { type MiddlewareHandler } from 'hono';
import { LOGIN_PATH } from '../auth/auth-api.ts';
import { getEnv } from '../env.ts';
import { errorHtml } from './error-html.ts';
import { log } from '../log.ts';
import { getRequestContext } from '../request-context.ts';
import { isFlagOn } from '../auth/tool-routes.ts';
import { requestModel } from '../request/request-model.ts';
import { setResponseHeaders } from './response.ts';

/**
 * 15. The app's own routes: flags (off: 404), the access guard for /__limbo (HTML, RSC payloads
 * and anything prerendered, since this runs before Waku), and no-store + noindex on all of them.
 */
export const toolsAccess: MiddlewareHandler = async (c, next) => {
  // The request model: the route decided on the canonical path, which is the path the router
  // is handed (classify.ts). An encoded letter or a doubled slash cannot walk past this guard.
  const { routePath, pagePath, query, isRsc, toolRoute: route, session } = requestModel();
  if (!route) return next();
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (!isFlagOn(route, getEnv().publicConfig)) {
    log.info({ path: routePath, flag: route.flag }, 'tool route is switched off');
    c.res = isRsc
      ? new Response('Not found', { status: 404, headers })
      : c.html(errorHtml(404), 404, headers);
    return;
  }
  if (route.auth) {
    // The session, checked against the revocation list once by the classify step (fails closed
    // when the list is unreachable).
    if (!session) {
      const search = query.toString();
      const fullPath = `${pagePath}${search ? `?${search}` : ''}`;
      const location = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(fullPath)}`;
      // A server redirect replaces the history entry; RSC payloads get 401 + location instead.
      c.res = new Response(null, { status: isRsc ? 401 : 302, headers: { location, ...headers } });
      return;
    }
    const ctx = getRequestContext();
    if (ctx) ctx.toolsUser = session.user;
  }
  await next();
  setResponseHeaders(c, headers);
};
