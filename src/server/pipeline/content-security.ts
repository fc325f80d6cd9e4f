import { replaceResponse } from './response.ts';
import { type MiddlewareHandler } from 'hono';
import { addNonce, contentSecurityPolicy, createNonce } from '../http/csp.ts';
import { hydrateAfterFirstPaint, lowPriorityModulePreloads } from '../http/hydration.ts';
import { bytesResponse, etagOf, hasBody } from '../http/http-cache.ts';
import { getEnv } from '../env.ts';

/**
 * 17. The nonce: every script of a rendered document gets a fresh one, named in its policy.
 * The ETag is taken before, so a page that did not change keeps its ETag across renders. The
 * full-page cache (step 8) finds this nonce in the policy and gives every answer from the
 * stored document a fresh one in its place (page-cache.ts).
 */
export const contentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get('content-type') ?? '').includes('text/html') || !hasBody(res)) return;
  // The UTF-8 bytes as a one-byte string (latin1), one character per byte: the rewrites below
  // look for ASCII only, which UTF-8 never uses inside a multi-byte character, and both
  // conversions are plain copies where decoding and encoding UTF-8 cost 5 % of a render
  // (decision 023). The ETag is taken over the same bytes as before.
  const bytes = new Uint8Array(await res.arrayBuffer());
  const html = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const nonce = createNonce();
  const headers = new Headers(res.headers);
  const dev = import.meta.env.DEV;
  headers.set('content-security-policy', contentSecurityPolicy(getEnv(), nonce, { dev }));
  if (res.status === 200 && !headers.has('etag')) headers.set('etag', etagOf(bytes));
  const body = Buffer.from(
    addNonce(lowPriorityModulePreloads(hydrateAfterFirstPaint(html)), nonce),
    'latin1',
  );
  replaceResponse(c, bytesResponse(body, { status: res.status, headers }));
};
