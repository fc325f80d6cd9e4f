import { isFinal, replaceResponse } from './response.ts';
import { readResponse } from '../http/read-response.ts';
import { type MiddlewareHandler } from 'hono';
import { etagOf, isTextType } from '../http/negotiation.ts';
import { respond } from '../http/representation.ts';

/**
 * 3. ETag, 304 and gzip/brotli for text responses made in this process (pages, RSC payloads,
 * JSON, error pages). The page cache and the static files have theirs ready (steps 8 and 10).
 * Not Hono's etag: a rendered response must carry the validator the page cache responds from
 * (`etagOf`, made once per body), not one hashed again per response (decision 056).
 */
export const httpCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (isFinal() || res.status === 304 || res.headers.has('content-encoding')) return;
  if (!isTextType(res.headers.get('content-type'))) return;
  const { status, headers, body } = await readResponse(res);
  if (!body) return;
  const method = c.req.method;
  // A response that does not say how it may be stored becomes no-store (step 2, on the way out
  // after this one): it gets no ETag either.
  const cacheControl = headers.get('cache-control');
  const storable = !!cacheControl && !cacheControl.includes('no-store');
  const etag =
    headers.get('etag') ??
    (status === 200 && storable && (method === 'GET' || method === 'HEAD') ? etagOf(body) : null);
  replaceResponse(c, respond(c.req.raw, { status, headers: [...headers], body, etag }));
};
