import type { Context, MiddlewareHandler } from 'hono';
import { getEnv } from '../env.ts';
import { errorHtml } from '../http/error-html.ts';
import { CACHE_CONTROL } from '../http/http-cache.ts';
import { log } from '../log.ts';
import { personalOf } from '../http/personal.ts';
import { getRequestContext } from '../request-context.ts';
import { umbracoRedirect } from '../routing.ts';
import { classify, TOO_LONG, type Classified } from './classify.ts';

const classifications = new WeakMap<Context, Classified>();

/** The classification of this request (set by `classifyStep`, the pipeline's first URL step). */
export function classified(c: Context): Classified {
  let value = classifications.get(c);
  if (!value) classifications.set(c, (value = classify(new URL(c.req.url))));
  return value;
}

const permanent = (location: string) =>
  new Response(null, {
    status: 301,
    headers: { location, 'cache-control': CACHE_CONTROL.permanentRedirect },
  });

/**
 * 6. Classify the request once; refuse what must not reach a guard (400), send `/umbraco/*` to
 * the backend and non-canonical document URLs to their canonical form (301); decide once
 * whether it is personal (a valid session, a preview, `cache=false`). A non-GET request
 * at a non-canonical URL goes on at the normalised path, so every later step and the router see
 * the same path.
 */
export const classifyStep: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const value = classify(url);
  if (value.refused) {
    log.warn({ path: url.pathname.slice(0, 200), reason: value.refused }, 'request refused');
    const status = value.refused === TOO_LONG ? 414 : 400;
    c.res = c.html(errorHtml(status), status);
    return;
  }
  const normalUrl = new URL(url);
  normalUrl.pathname = value.normalPath;
  const toBackend = umbracoRedirect(normalUrl, getEnv().cmsApiUrl);
  if (toBackend) {
    c.res = permanent(toBackend);
    return;
  }
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (value.canonical && isRead) {
    c.res = permanent(value.canonical);
    return;
  }
  if (normalUrl.pathname !== url.pathname) c.req.raw = new Request(normalUrl, c.req.raw);
  classifications.set(c, value);
  // The pages (the document, the catch-all) read this classification, never make their own.
  const ctx = getRequestContext();
  if (ctx) ctx.request = value;
  // Personal or not, decided once for every later step and cache (personal.ts).
  const { personal } = await personalOf(c.req.header('cookie'), value);
  if (ctx) ctx.personal = personal;
  await next();
};
