import { isFinal, replaceResponse } from './response.ts';
import { type MiddlewareHandler } from 'hono';
import { bodyBytes, hasBody, headerOf, partsOf } from '../http/answers.ts';
import { etagOf, isTextType } from '../http/negotiation.ts';
import { respond } from '../http/representation.ts';

/**
 * 3. ETag, 304 and gzip/brotli for text answers made in this process (pages, RSC payloads,
 * JSON, error pages). The page cache and the static files have theirs ready (steps 8 and 10).
 * Not Hono's etag: a rendered answer must carry the validator the page cache answers from
 * (`etagOf`, made once per body), not one hashed again per answer (decision 056).
 */
export const httpCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (isFinal() || res.status === 304 || headerOf(res, 'content-encoding') !== null) return;
  if (!hasBody(res)) return;
  if (!isTextType(headerOf(res, 'content-type'))) return;
  const body = await bodyBytes(res);
  const method = c.req.method;
  // An answer that does not say how it may be stored becomes no-store (step 2, on the way out
  // after this one): it gets no ETag either.
  const cacheControl = headerOf(res, 'cache-control');
  const storable = !!cacheControl && !cacheControl.includes('no-store');
  const etag =
    headerOf(res, 'etag') ??
    (res.status === 200 && storable && (method === 'GET' || method === 'HEAD')
      ? etagOf(body)
      : null);
  // The parts' plain headers when the pipeline holds them: no Headers object is made.
  const parts = partsOf(res);
  const headers = parts ? Object.entries(parts.headers) : [...res.headers];
  replaceResponse(c, respond(c.req.raw, { status: res.status, headers, body, etag }));
};
