import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * HTTP caching for browsers and CDNs (docs/decisions/008-csp-and-http-caching.md):
 * Cache-Control by kind of answer, ETag and 304, Vary, and gzip/brotli.
 */

export const CACHE_CONTROL = {
  /** Anonymous CMS pages: a shared cache keeps them briefly and may serve them stale. */
  publicPage: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400',
  /** Answers for one person (tools session, preview, `cache=false`). */
  private: 'private, no-store',
  noStore: 'no-store',
  /** Build assets have content hashes in their names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Other public files (favicon and the like). */
  publicFile: 'public, max-age=3600',
  /** Redirects decided by the URL alone (trailing slash, /umbraco/*). */
  permanentRedirect: 'public, max-age=86400',
} as const;

/** A strong validator of a body (of the document before its nonce is added, for pages). */
export function etagOf(body: Uint8Array | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli before gzip), honouring `q=0`. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  const accepts = (name: Encoding) => (q.get(name) ?? star ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg)/;
const MIN_BYTES = 1024;

/** Text answers: the ones worth an ETag and compression. */
export function isTextType(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

export function isCompressible(contentType: string | null, size: number): boolean {
  return size >= MIN_BYTES && isTextType(contentType);
}

/**
 * Compresses a body. Brotli quality 5 keeps a 60 KB page at a few milliseconds; cached pages
 * are compressed once per entry (see page-cache.ts), so the cost is not paid per request.
 */
export function compress(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** Adds names to a response's `Vary` without repeating any. */
export function addVary(headers: Headers, ...names: string[]): void {
  const current = (headers.get('vary') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (current.includes('*')) return;
  for (const name of names) {
    if (!current.some((n) => n.toLowerCase() === name.toLowerCase())) current.push(name);
  }
  headers.set('vary', current.join(', '));
}

/** A body with its validator and, once asked for, its compressed forms (kept with the body). */
export type Representation = {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string | null;
  encoded?: Partial<Record<Encoding, Buffer>>;
};

/**
 * Answers the pipeline already holds as bytes. A later step that needs the bytes (ETag,
 * compression, the page cache) or a new status takes them from here. Reading `body` of a
 * Response made from bytes would turn @hono/node-server's lightweight Response into a full one
 * with a stream, and the server could then no longer write the bytes in one go.
 */
const knownBodies = new WeakMap<Response, Uint8Array>();

/** A Response with `body`, remembered for {@link bodyBytes} and {@link withStatus}. */
export function bytesResponse(body: Uint8Array | null, init: ResponseInit): Response {
  const res = new Response(body as Uint8Array<ArrayBuffer> | null, init);
  if (body) knownBodies.set(res, body);
  return res;
}

/** Whether `res` has a body, without touching a body the pipeline holds as bytes. */
export function hasBody(res: Response): boolean {
  return knownBodies.has(res) || res.body !== null;
}

/** The body of `res` as bytes, without a stream when the pipeline made it from bytes. */
export async function bodyBytes(res: Response): Promise<Uint8Array> {
  return knownBodies.get(res) ?? new Uint8Array(await res.arrayBuffer());
}

/** `res` with another status and headers; the body stays as it is (bytes or stream). */
export function withStatus(res: Response, status: number, headers: Headers): Response {
  const known = knownBodies.get(res);
  return known
    ? bytesResponse(known, { status, headers })
    : new Response(res.body, { status, headers });
}

/**
 * The answer to `req` from a representation: 304 when the client's copy is current (without
 * the Content-Security-Policy, so the client keeps the one whose nonce matches its copy), the
 * compressed body when the client accepts one, else the body as is.
 */
export function respond(req: Request, rep: Representation): Response {
  // A copy: some Headers implementations (the test environment's) keep the array they are given.
  const headers = new Headers(rep.headers.map(([name, value]): [string, string] => [name, value]));
  headers.delete('content-length');
  const type = headers.get('content-type');
  const compressible = isCompressible(type, rep.body.byteLength);
  if (compressible) addVary(headers, 'Accept-Encoding');
  if (rep.etag) headers.set('etag', rep.etag);
  if (
    rep.etag &&
    rep.status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    etagMatches(req.headers.get('if-none-match'), rep.etag)
  ) {
    headers.delete('content-security-policy');
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  let body: Uint8Array = rep.body;
  const encoding = compressible ? negotiateEncoding(req.headers.get('accept-encoding')) : null;
  if (encoding) {
    rep.encoded ??= {};
    body = rep.encoded[encoding] ??= compress(rep.body, encoding);
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.byteLength));
  return bytesResponse(req.method === 'HEAD' ? null : body, { status: rep.status, headers });
}
