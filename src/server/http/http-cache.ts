import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import type { RequestLike } from './proxy.ts';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

// HTTP caching for browsers and CDNs (docs/decisions/008-csp-and-http-caching.md):
// Cache-Control by kind of answer, ETag and 304, Vary, and gzip/brotli.

export const CACHE_CONTROL = {
  /**
   * Feeds of lists: a shared cache keeps them briefly and may serve them stale. (CMS pages are
   * kept until a publish when they can be: freshness.ts.)
   */
  publicList: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400',
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

/** A strong validator of a body. */
export function etagOf(body: Uint8Array | string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** Whether an `If-None-Match` header matches `etag` (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli before gzip unless told), honouring `q=0`. */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  preference: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
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
  return preference.find(accepts) ?? null;
}

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|rss\+xml)|image\/svg)/;
const MIN_BYTES = 1024;

/** Text answers: the ones worth an ETag and compression. */
export function isTextType(contentType: string | null): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

function isCompressible(contentType: string | null, size: number): boolean {
  return size >= MIN_BYTES && isTextType(contentType);
}

/**
 * How hard a body is compressed (decision 036; measured on the sample's 53–59 KB pages, Node 24):
 * - `render`, for an answer made now (a render, the first answers of a cached page): brotli
 *   quality 1. Measured right after a render, as it runs (the render has pushed brotli's tables
 *   out of the CPU caches), on the 60 KB content page: quality 1 costs 0.31 ms, quality 3
 *   0.62 ms for 9 % fewer bytes (11.8 KB against 13.0 KB), gzip level 1 0.56 ms. Back to back,
 *   as a micro-benchmark runs them, they cost 0.11, 0.24 and 0.26 ms: that figure chose
 *   quality 3 before (decision 036, addendum);
 * - `best`, for a cached page that has proved popular, made once off the request path: brotli
 *   quality 11 (about 50 ms, 27 % fewer bytes than quality 1) and gzip level 9.
 */
export type Effort = 'render' | 'best';

const LEVELS: Record<Effort, { br: number; gzip: number }> = {
  render: { br: 1, gzip: 1 },
  best: { br: 11, gzip: 9 },
};

/**
 * Brotli at `quality`, told the body's size, with the smallest window that holds the whole body
 * (the same output as the default 4 MB window for a body that fits, with far less memory to set
 * up per call).
 */
const brotliOptions = (quality: number, body: Uint8Array) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength + 16))),
    ),
  },
});

/** `body` compressed with `encoding` at `effort`'s level. */
export function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Buffer {
  const level = LEVELS[effort];
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(level.br, body))
    : gzipSync(body, { level: level.gzip });
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
  /** The headers every answer starts with, made once (`fixedHeaders`); null: needs Headers. */
  fixed?: Record<string, string> | null;
};

/** The bytes a representation holds: its body and its compressed forms. */
export function bytesHeld(rep: Representation): number {
  let bytes = rep.body.byteLength;
  for (const form of Object.values(rep.encoded ?? {})) bytes += form.byteLength;
  return bytes;
}

/**
 * Makes a representation's compressed forms again at the best levels (brotli and gzip, both),
 * in Node's thread pool, so the event loop goes on serving meanwhile (brotli quality 11 takes
 * about 50 ms for a page); then replaces the forms made for the first answers. True when done.
 */
export async function compressBest(rep: Representation): Promise<boolean> {
  if (!isCompressible(contentTypeOf(rep), rep.body.byteLength)) return false;
  const level = LEVELS.best;
  const [br, gzip] = await Promise.all([
    brotliAsync(rep.body, brotliOptions(level.br, rep.body)),
    gzipAsync(rep.body, { level: level.gzip }),
  ]);
  rep.encoded = { br, gzip };
  return true;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypeOf = (rep: Representation) =>
  rep.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? null;

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

/** An answer's parts: its headers as a plain object, lower-case names, one value each. */
export type Answer = { status: number; headers: Record<string, string>; body: Uint8Array | null };

/**
 * The headers every answer from `rep` starts with (all but Content-Length, with Vary and
 * ETag), as a plain object, made once per representation; null when a name repeats (a second
 * Set-Cookie), which only a Headers object can carry.
 */
function fixedHeaders(rep: Representation): Record<string, string> | null {
  if (rep.fixed !== undefined) return rep.fixed;
  let fixed: Record<string, string> | null = {};
  for (const [name, value] of rep.headers) {
    const key = name.toLowerCase();
    if (key === 'content-length') continue;
    if (key in fixed) {
      fixed = null;
      break;
    }
    fixed[key] = value;
  }
  if (fixed) {
    if (isCompressible(fixed['content-type'] ?? null, rep.body.byteLength)) {
      fixed.vary = withVary(fixed.vary, 'Accept-Encoding');
    }
    if (rep.etag) fixed.etag = rep.etag;
  }
  // Not enumerable: a representation is spread and compared as data elsewhere.
  Object.defineProperty(rep, 'fixed', { value: fixed, configurable: true, writable: true });
  return fixed;
}

/** A `Vary` value with `name` added unless it is there (or `*` is). */
export function withVary(vary: string | undefined, name: string): string {
  const current = (vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (current.includes('*')) return current.join(', ');
  if (!current.some((n) => n.toLowerCase() === name.toLowerCase())) current.push(name);
  return current.join(', ');
}

/**
 * The answer to `req` from a representation: 304 when the client's copy is current (without
 * the Content-Security-Policy: the client keeps the one that came with its copy), the
 * compressed body when the client accepts one (made once, at the `render` level, and kept),
 * else the body as is.
 */
export function respond(req: Request, rep: Representation): Response {
  const answer = answerParts(req, rep);
  if (answer) return answerResponse(answer);
  return respondWithHeaders(req, rep);
}

/**
 * Answers the pipeline made from their parts (`answerResponse`), by Response, for the steps on
 * the way out: they read and change the plain headers (`headerOf`, `setAnswerHeaders` in
 * response.ts) instead of making a Headers object, whose validation of every value (the
 * policy is 2 KB) cost about 0.1 ms per render (decision 023, addendum).
 */
const knownAnswers = new WeakMap<Response, Answer>();

/** The Response of an answer's parts. */
export function answerResponse(answer: Answer): Response {
  const { status, headers, body } = answer;
  // With a plain object, @hono/node-server hands the headers to Node as they are: no Headers
  // object is made (its validation cost a tenth of a cached answer, decision 023).
  const res = body
    ? bytesResponse(body, { status, headers })
    : new Response(null, { status, headers });
  knownAnswers.set(res, answer);
  // Whoever reads `headers` may change them there: the parts are then no longer the answer's.
  const proto = Object.getPrototypeOf(res) as object;
  Object.defineProperty(res, 'headers', {
    configurable: true,
    get() {
      knownAnswers.delete(res);
      return Reflect.get(proto, 'headers', res) as Headers;
    },
  });
  return res;
}

/** The parts of an answer made by `answerResponse` whose headers no one has taken since. */
export function partsOf(res: Response): Answer | undefined {
  return knownAnswers.get(res);
}

/** A header of an answer (lower-case name): from its parts when the pipeline holds them. */
export function headerOf(res: Response, name: string): string | null {
  const parts = knownAnswers.get(res);
  return parts ? (parts.headers[name] ?? null) : res.headers.get(name);
}

/**
 * `respond` as parts, for a caller that adds headers before the Response is made (the page
 * cache); null when the representation's headers need a Headers object (a repeated name).
 */
export function answerParts(req: RequestLike, rep: Representation): Answer | null {
  const fixed = fixedHeaders(rep);
  if (!fixed) return null;
  const headers = { ...fixed };
  if (notModified(req, rep)) {
    delete headers['content-security-policy'];
    delete headers['content-type'];
    return { status: 304, headers, body: null };
  }
  const compressible = isCompressible(headers['content-type'] ?? null, rep.body.byteLength);
  const { body, encoding } = encodedBody(req, rep, compressible);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return { status: rep.status, headers, body: req.method === 'HEAD' ? null : body };
}

/** Whether the client's copy of `rep` is current (a 304 answers it). */
function notModified(req: RequestLike, rep: Representation): boolean {
  return (
    !!rep.etag &&
    rep.status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    etagMatches(req.headers.get('if-none-match'), rep.etag)
  );
}

/** The body of an answer: compressed when the client accepts it, each form made once. */
function encodedBody(
  req: RequestLike,
  rep: Representation,
  compressible: boolean,
): { body: Uint8Array; encoding: Encoding | null } {
  const encoding = compressible ? negotiateEncoding(req.headers.get('accept-encoding')) : null;
  if (!encoding) return { body: rep.body, encoding };
  rep.encoded ??= {};
  return { body: (rep.encoded[encoding] ??= compress(rep.body, encoding, 'render')), encoding };
}

/** `respond` with a Headers object: for headers a plain object cannot hold (a repeated name). */
function respondWithHeaders(req: Request, rep: Representation): Response {
  // A copy: some Headers implementations (the test environment's) keep the array they are given.
  const headers = new Headers(rep.headers.map(([name, value]): [string, string] => [name, value]));
  headers.delete('content-length');
  const type = headers.get('content-type');
  const compressible = isCompressible(type, rep.body.byteLength);
  if (compressible) addVary(headers, 'Accept-Encoding');
  if (rep.etag) headers.set('etag', rep.etag);
  if (notModified(req, rep)) {
    headers.delete('content-security-policy');
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  const { body, encoding } = encodedBody(req, rep, compressible);
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return bytesResponse(req.method === 'HEAD' ? null : body, { status: rep.status, headers });
}
