import { brotliDecompressSync } from 'node:zlib';
import { addVary } from './cache-control.ts';
import {
  compress,
  etagMatches,
  isCompressible,
  negotiateEncoding,
  type Encoding,
} from './negotiation.ts';
import type { RequestLike } from './proxy.ts';

// A body kept to respond with (the page cache's): its validator, its compressed forms, and the
// response to each request from it: 304, the encoding the client accepts, HEAD.

/**
 * A body with its validator and, once asked for, its compressed forms (kept with the body). A
 * compact one (`compact`) keeps its brotli form alone: the body as is and its gzip form are
 * made when a client asks for them, and kept only once it is popular (`keepForms`).
 */
export type Representation = {
  status: number;
  headers: [string, string][];
  /** The body as is; absent in a compact representation. */
  body?: Uint8Array;
  /** The length of the body as is (set by `compact`; else the body's own). */
  length?: number;
  etag: string | null;
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** A compact representation keeps the forms it makes on demand (a popular page). */
  keepForms?: boolean;
};

/** The bytes a representation holds: its body and its compressed forms. */
export function bytesHeld(rep: Representation): number {
  let bytes = rep.body?.byteLength ?? 0;
  for (const form of Object.values(rep.encoded ?? {})) bytes += form.byteLength;
  return bytes;
}

/** The length of the body as is, whether or not it is held. */
export const plainLength = (rep: Representation): number => rep.body?.byteLength ?? rep.length ?? 0;

/**
 * Keeps `rep` as its brotli form alone when it is worth compressing (text of 1 KB or more): the
 * form is made now at the `render` level unless it is there already, then the body as is goes.
 * A compact page holds about a seventh of its bytes (13 KB of a 90 KB page).
 */
export function compact(rep: Representation): Representation {
  const body = rep.body;
  if (!body || !isCompressible(contentTypeOf(rep), body.byteLength)) return rep;
  rep.encoded = { br: ownBytes(rep.encoded?.br ?? compress(body, 'br')) };
  rep.length = body.byteLength;
  delete rep.body;
  return rep;
}

/**
 * `buf` in memory of its own size. zlib hands back a view of its 16 KB output chunk, and a small
 * Buffer lives in Node's shared 8 KB pool: kept for long, either holds far more than its bytes
 * (a 3 KB form held 16 KB). The copy is made once, when a form is kept.
 */
export function ownBytes(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.byteLength) return buf;
  const copy = new Uint8Array(buf);
  return Buffer.from(copy.buffer, 0, copy.byteLength);
}

/**
 * The body as is: held, or made from the brotli form; kept when `keep` (a popular page's response
 * without an encoding), not when it is only a step to another form.
 */
export function plainBody(rep: Representation, keep = false): Uint8Array {
  if (rep.body) return rep.body;
  const br = rep.encoded?.br;
  if (!br) return new Uint8Array(0);
  const body = brotliDecompressSync(br);
  if (keep) rep.body = body;
  return body;
}

const contentTypeOf = (rep: Representation) =>
  rep.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? null;

/**
 * The response to `req` from a representation: 304 when the client's copy is current (without
 * the Content-Security-Policy: the client keeps the one that came with its copy), the
 * compressed body when the client accepts one (made once, at the `render` level, and kept),
 * else the body as is. The body is given as bytes, so the server writes it in one go.
 */
export function respond(req: RequestLike, rep: Representation): Response {
  const { status, headers, body } = responseTo(req, rep);
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}

/**
 * A response prepared to be written straight to Node (the door, step 0): its status, its headers
 * as a plain object (lower-case names) and its body as bytes.
 */
export type PreparedResponse = {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
};

/** `respond` as a prepared response. */
export function prepareResponse(req: RequestLike, rep: Representation): PreparedResponse {
  const { status, headers, body } = responseTo(req, rep);
  return { status, headers: Object.fromEntries(headers), body };
}

/** The status, headers and body of the response to `req` from `rep`. */
function responseTo(
  req: RequestLike,
  rep: Representation,
): { status: number; headers: Headers; body: Uint8Array | null } {
  // A copy: some Headers implementations (the test environment's) keep the array they are given.
  const headers = new Headers(rep.headers.map(([name, value]): [string, string] => [name, value]));
  headers.delete('content-length');
  const compressible = isCompressible(headers.get('content-type'), plainLength(rep));
  if (compressible) addVary(headers, 'Accept-Encoding');
  if (rep.etag) headers.set('etag', rep.etag);
  if (notModified(req, rep)) {
    headers.delete('content-security-policy');
    headers.delete('content-type');
    return { status: 304, headers, body: null };
  }
  const { body, encoding } = encodedBody(req, rep, compressible);
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return { status: rep.status, headers, body: req.method === 'HEAD' ? null : body };
}

/** Whether the client's copy of `rep` is current (a 304 responds to it). */
function notModified(req: RequestLike, rep: Representation): boolean {
  return (
    !!rep.etag &&
    rep.status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    etagMatches(req.headers.get('if-none-match'), rep.etag)
  );
}

/**
 * The body of a response: compressed when the client accepts it, each form made once and kept
 * (in a compact representation, kept only once it keeps its forms).
 */
function encodedBody(
  req: RequestLike,
  rep: Representation,
  compressible: boolean,
): { body: Uint8Array; encoding: Encoding | null } {
  const encoding = compressible ? negotiateEncoding(req.headers.get('accept-encoding')) : null;
  if (!encoding) return { body: plainBody(rep, rep.keepForms === true), encoding };
  const held = rep.encoded?.[encoding];
  if (held) return { body: held, encoding };
  const keep = rep.body !== undefined || rep.keepForms === true;
  const made = compress(plainBody(rep), encoding);
  if (!keep) return { body: made, encoding };
  const kept = ownBytes(made);
  (rep.encoded ??= {})[encoding] = kept;
  return { body: kept, encoding };
}
