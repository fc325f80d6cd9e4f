import { replaceResponse } from './response.ts';
import { type MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, documentScripts } from '../http/csp.ts';
import { hydrateAfterFirstPaint, lowPriorityModulePreloads } from '../http/hydration.ts';
import { bytesResponse, etagOf, hasBody } from '../http/http-cache.ts';
import { getEnv } from '../env.ts';

/**
 * 17. The policy of a rendered document: the hashes of its inline scripts, taken once from the
 * document as it is sent (decision 036). The same page gives the same bytes, policy and ETag
 * for every visitor, so the page cache, nginx and a CDN keep it as it is.
 */
export const contentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get('content-type') ?? '').includes('text/html') || !hasBody(res)) return;
  // The UTF-8 bytes as a one-byte string (latin1), one character per byte: the rewrites and the
  // hashes below look for ASCII only, which UTF-8 never uses inside a multi-byte character, and
  // both conversions are plain copies where decoding and encoding UTF-8 cost 5 % of a render
  // (decision 023).
  const bytes = new Uint8Array(await res.arrayBuffer());
  const rendered = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const html = lowPriorityModulePreloads(hydrateAfterFirstPaint(rendered));
  const body = Buffer.from(html, 'latin1');
  const headers = new Headers(res.headers);
  const dev = import.meta.env.DEV;
  headers.set(
    'content-security-policy',
    contentSecurityPolicy(getEnv(), documentScripts(html), { dev }),
  );
  if (res.status === 200 && !headers.has('etag')) headers.set('etag', etagOf(body));
  replaceResponse(c, bytesResponse(body, { status: res.status, headers }));
};
