import { replaceResponse } from './response.ts';
import { type MiddlewareHandler } from 'hono';
import { addNonce, contentSecurityPolicy, createNonce } from '../http/csp.ts';
import { hydrateAfterFirstPaint, lowPriorityModulePreloads } from '../http/hydration.ts';
import { bytesResponse, etagOf, hasBody } from '../http/http-cache.ts';
import { getEnv } from '../env.ts';

/**
 * 14. The nonce: every script of a rendered document gets a fresh one, named in its policy.
 * The ETag is taken before, so a page that did not change keeps its ETag across renders. The
 * full-page cache (step 8) finds this nonce in the policy and gives every answer from the
 * stored document a fresh one in its place (page-cache.ts).
 */
export const contentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get('content-type') ?? '').includes('text/html') || !hasBody(res)) return;
  const html = await res.text();
  const nonce = createNonce();
  const headers = new Headers(res.headers);
  const dev = import.meta.env.DEV;
  headers.set('content-security-policy', contentSecurityPolicy(getEnv(), nonce, { dev }));
  if (res.status === 200 && !headers.has('etag')) headers.set('etag', etagOf(html));
  const body = Buffer.from(
    addNonce(lowPriorityModulePreloads(hydrateAfterFirstPaint(html)), nonce),
  );
  replaceResponse(c, bytesResponse(body, { status: res.status, headers }));
};
