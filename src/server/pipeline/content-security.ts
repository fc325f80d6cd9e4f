import { replaceResponse } from './response.ts';
import { readResponse, responseOf } from '../http/read-response.ts';
import { type MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../http/csp.ts';
import { documentScripts, renderedScripts } from '../http/csp-scripts.ts';
import { log } from '../log.ts';
import { etagOf } from '../http/negotiation.ts';
import { getEnv } from '../env.ts';

/**
 * 17. The policy of a rendered document: the hash of its bootstrap, the one inline script the
 * app writes, taken once from the document as it is sent (decision 036 and its addendum). The same page gives the same bytes, policy and ETag
 * for every visitor, so the page cache, nginx and a CDN keep it as it is.
 */
export const contentSecurity: MiddlewareHandler = async (c, next) => {
  await next();
  if (!(c.res.headers.get('content-type') ?? '').includes('text/html')) return;
  const { status, headers, body: bytes } = await readResponse(c.res);
  if (!bytes) return;
  // The UTF-8 bytes read as a one-byte string (latin1), one character per byte: the search for
  // scripts and their hashes look for ASCII only, which UTF-8 never uses inside a multi-byte
  // character, and the offsets in the string are the offsets in the bytes. Reading is a plain
  // copy where decoding UTF-8 cost 5 % of a render (decision 023). The document is sent as it
  // was rendered: its load order and its payload's data blocks are written by the build
  // (scripts/hydration-patches.ts, scripts/flight-data-blocks.ts), and in production only the
  // bootstrap is hashed (`trusted` below).
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dev = import.meta.env.DEV;
  const scripts = dev ? documentScripts(body.toString('latin1'), body) : trusted(c.req.path, body);
  const policy = contentSecurityPolicy(getEnv(), scripts, { dev });
  // The validator taken in the policy's pass (there whenever the bytes are given, as here).
  const etag = scripts.validator ? `"${scripts.validator}"` : etagOf(body);
  const own = new Headers(headers);
  own.delete('content-length');
  own.set('content-security-policy', policy);
  if (status === 200 && !own.has('etag')) own.set('etag', etag);
  replaceResponse(c, responseOf({ status, headers: own, body }));
};

/**
 * The scripts a rendered document may run, in production: its bootstrap alone (csp.ts,
 * `renderedScripts`). An inline script besides it came with markup past the rich-text sanitizer
 * (or the document's tail is not as React and the build write it): it is named by no hash, so it
 * does not run, and it is logged. (The dev server's rsc-html-stream is not patched: there every
 * inline script is hashed.)
 */
function trusted(path: string, body: Buffer) {
  const scripts = renderedScripts(body.toString('latin1'), body);
  if (scripts.untrusted > 0)
    log.warn(
      { path: path.slice(0, 200), scripts: scripts.untrusted, bootstrap: scripts.bootstrap },
      'inline scripts not written by the app: not allowed to run',
    );
  return scripts;
}
