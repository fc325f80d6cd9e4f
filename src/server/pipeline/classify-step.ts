import type { MiddlewareHandler } from 'hono';
import { getEnv } from '../env.ts';
import { errorHtml } from './error-html.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { log } from '../log.ts';
import { cacheVariantOf, hasBackOfficeLogin, personalOf } from '../request/personal.ts';
import { openFormState } from '../forms/form-state.ts';
import { getRequestContext } from '../request-context.ts';
import { umbracoRedirect } from '../routing.ts';
import { classify, NOT_CANONICAL_RSC, TOO_LONG, type Classified } from '../request/classify.ts';
import { checkRawTarget, rawTargetOf } from '../request/raw-target.ts';
import { siteCookies } from './render-inputs.ts';
import type { RequestModel } from '../request/request-model.ts';

/**
 * The request model of a classified URL and the request's cookies. An all-number path
 * (`/2030/`, `/1234.aspx`) is an editor's preview only with Umbraco's back-office login; for
 * anyone else it is what its URL says, an ordinary page (or a file) (decision 033).
 */
export async function requestModelOf(
  value: Classified,
  sent: string | null | undefined,
): Promise<RequestModel> {
  // The site's own cookies, in one spelling: every answer below, the cache key and the render
  // read this one string (render-inputs.ts).
  const cookie = siteCookies(sent);
  const byLogin = value.nodePreview && hasBackOfficeLogin(cookie) ? value.nodePreview : null;
  const url: Classified = byLogin
    ? { ...value, kind: 'page', preview: byLogin, backendUrl: byLogin }
    : value;
  const { personal, session } = await personalOf(cookie, url);
  // Only CMS pages are kept by the page cache: no other request pays for reading its cookies.
  const isPage = url.kind === 'page' && !url.isRsc;
  const formState = isPage ? await openFormState(cookie, url.pagePath) : null;
  // A page showing what one visitor typed is neither served from nor stored in the page cache.
  const cacheVariant = url.kind === 'page' && !formState ? cacheVariantOf(cookie) : null;
  return { ...url, personal, session, cacheVariant, formState, siteCookie: cookie };
}

const moved = (status: 301 | 308, location: string) =>
  new Response(null, {
    status,
    headers: {
      location,
      'cache-control': status === 301 ? CACHE_CONTROL.permanentRedirect : CACHE_CONTROL.noStore,
    },
  });

/** The answer to a refused request: a short text for an RSC payload, else the error page. */
const refusal = (status: 400 | 414, { isRsc, language }: Classified) =>
  isRsc
    ? new Response('Bad request', { status, headers: { 'cache-control': 'no-store' } })
    : new Response(errorHtml(status, language), {
        status,
        headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store' },
      });

/**
 * What step 4 decided for a request: an answer of its own (refused, moved), or the request
 * model every later step reads. The answer is made only when it is given.
 */
export type Decided =
  { kind: 'answer'; answer: () => Response } | { kind: 'model'; model: RequestModel };

/**
 * Step 4's decision for a request at `url` (its target as sent `raw`, when known), made once per
 * request: the step and the door (door.ts) both call it, and the door hands what it decided on
 * to the step (`handOn`), so a request the door does not answer is not decided twice.
 */
export async function decideRequest(
  url: URL,
  raw: string | undefined,
  method: string,
  cookie: string | null | undefined,
): Promise<Decided> {
  const value = classify(url);
  const isRead = method === 'GET' || method === 'HEAD';
  if (value.refused) {
    log.warn({ path: url.pathname.slice(0, 200), reason: value.refused }, 'request refused');
    const status = value.refused === TOO_LONG ? 414 : 400;
    return { kind: 'answer', answer: () => refusal(status, value) };
  }
  // The target as sent, before the URL parser resolved its dot segments (raw-target.ts).
  const target = checkRawTarget(raw, url);
  if (target.kind !== 'as-parsed') {
    const sent = raw!.slice(0, 200);
    if (target.kind === 'refused' || value.isRsc) {
      const reason = target.kind === 'refused' ? target.reason : NOT_CANONICAL_RSC;
      log.warn({ target: sent, reason }, 'request refused');
      return { kind: 'answer', answer: () => refusal(400, value) };
    }
    log.info({ target: sent }, 'request target not in its canonical form');
    const location = value.canonical ?? `${value.normalPath}${url.search}`;
    return { kind: 'answer', answer: () => moved(isRead ? 301 : 308, location) };
  }
  const toBackend = umbracoRedirect(
    new URL(value.normalPath + url.search, url),
    getEnv().cmsApiUrl,
  );
  if (toBackend) return { kind: 'answer', answer: () => moved(301, toBackend) };
  const canonical = value.canonical;
  if (canonical) return { kind: 'answer', answer: () => moved(isRead ? 301 : 308, canonical) };
  return { kind: 'model', model: await requestModelOf(value, cookie) };
}

/** Where the door leaves its decision on Node's request, for step 4 of the same request. */
const HANDED_ON = Symbol('step 4 decided at the door');
type Incoming = { url?: unknown; [HANDED_ON]?: { href: string; decided: Decided } };

/** Hands the door's decision for the request at `href` on to step 4 (Node's request carries it). */
export function handOn(incoming: object, href: string, decided: Decided): void {
  (incoming as Incoming)[HANDED_ON] = { href, decided };
}

/** The decision the door handed on for this very request (same URL), taken once. */
function handedOn(env: unknown, href: string): Decided | null {
  const incoming = (env as { incoming?: Incoming } | undefined)?.incoming;
  const handed = incoming?.[HANDED_ON];
  if (!handed) return null;
  delete incoming[HANDED_ON];
  return handed.href === href ? handed.decided : null;
}

/**
 * 4. Classify the request once (classify.ts) and keep the one request model (request-model.ts)
 * in the request context. Refuses what must not reach a guard (400, 414) and an RSC payload
 * path that is not canonical (400); sends a target the URL parser changed (dot segments, a `#`,
 * an empty `?`: raw-target.ts) to its canonical form, never serving it under the parsed one;
 * sends `/umbraco/*` to the backend and any other request to
 * its canonical URL (301 for reads, 308 for the rest). So every request that goes on is AT its
 * canonical path: the router sees the very path every later step decided on. A request the door
 * looked at comes with the door's decision, which is this step's own (`decideRequest`).
 */
export const classifyStep: MiddlewareHandler = async (c, next) => {
  const decided =
    handedOn(c.env, c.req.url) ??
    (await decideRequest(
      new URL(c.req.url),
      rawTargetOf(c.env),
      c.req.method,
      c.req.header('cookie'),
    ));
  if (decided.kind === 'answer') {
    c.res = decided.answer();
    return;
  }
  const ctx = getRequestContext();
  if (!ctx) throw new Error('the classify step runs inside the request context (step 1)');
  ctx.request = decided.model;
  await next();
};
