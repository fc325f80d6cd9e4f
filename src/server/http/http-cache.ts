import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  constants as zlib,
  crc32,
  deflateRawSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

// HTTP caching for browsers and CDNs (docs/decisions/008-csp-and-http-caching.md):
// Cache-Control by kind of answer, ETag and 304, Vary, and gzip/brotli.

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
 * Compresses a body. Brotli quality 5 keeps a 68 KB page at 0.7–1.4 ms; cached pages are
 * compressed once per entry (see page-cache.ts), so the cost is not paid per request. `fast`
 * is for a body made per answer (a cached page with its own nonce, when its gzip form with
 * holes cannot serve): brotli quality 2 and gzip level 1, 0.3–0.6 ms for that page.
 */
function compress(body: Uint8Array, encoding: Encoding, { fast = false } = {}): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: fast ? 2 : 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: fast ? 1 : 6 });
}

/**
 * Places in a body whose bytes differ in every answer (a cached page's CSP nonce), each
 * `length` bytes long, in ascending order.
 */
export type Holes = { offsets: number[]; length: number };

/** A copy of `body` with `fill` written at every hole. */
export function fillHoles(body: Uint8Array, holes: Holes, fill: Uint8Array): Buffer {
  if (fill.byteLength !== holes.length) throw new Error('a fill must be as long as its holes');
  const out = Buffer.allocUnsafe(body.byteLength);
  out.set(body);
  for (const at of holes.offsets) out.set(fill, at);
  return out;
}

/**
 * Tells `callback` when an answer's body has been handed to the network (true), or given up
 * on (false). Only then may its buffer be used for another answer.
 */
export type WhenSent = (callback: (sent: boolean) => void) => void;

/**
 * A body with holes, and the buffers of earlier answers made from it, kept to be used again
 * once written: an answer then costs the writes of its holes, not a copy of the body (a fresh
 * 68 KB buffer per answer cost a third of the cached page's throughput, in garbage collection).
 * `owned` counts the buffers that come back, at most {@link REUSED_BUFFERS}.
 */
export type Template = { body: Uint8Array; holes: Holes; free: Buffer[]; owned: number };

const REUSED_BUFFERS = 4;

const template = (body: Uint8Array, holes: Holes): Template => ({
  body,
  holes,
  free: [],
  owned: 0,
});

/** A buffer with `t.body` and `fill` in its holes: a free one of `t` when there is, else new. */
function filled(t: Template, fill: Uint8Array, whenSent?: WhenSent): Buffer {
  if (!whenSent) return fillHoles(t.body, t.holes, fill);
  if (fill.byteLength !== t.holes.length) throw new Error('a fill must be as long as its holes');
  let out = t.free.pop();
  if (!out) {
    if (t.owned >= REUSED_BUFFERS) return fillHoles(t.body, t.holes, fill);
    t.owned++;
    out = Buffer.allocUnsafe(t.body.byteLength);
    out.set(t.body);
  }
  for (const at of t.holes.offsets) out.set(fill, at);
  const buffer = out;
  whenSent((sent) => {
    if (sent) t.free.push(buffer);
    else t.owned--; // a write given up on may still hold it: never used again
  });
  return out;
}

/** The bytes `t` holds: its own body is counted by its owner. */
const heldBy = (t: Template) => t.owned * t.body.byteLength;

/** The CRC-32 of `body` with `fill` in its holes, without making that body. */
function crcWithFill(body: Uint8Array, holes: Holes, fill: Uint8Array): number {
  let crc = 0;
  let start = 0;
  for (const at of holes.offsets) {
    crc = crc32(fill, crc32(body.subarray(start, at), crc));
    start = at + holes.length;
  }
  return crc32(body.subarray(start), crc);
}

const WINDOW = 32 * 1024;
const GZIP_HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3];

/**
 * The gzip form of a body with holes, made once, with holes of its own: the text between the
 * holes deflated in pieces that end byte-aligned (a sync flush), each hole an uncompressed
 * (stored) block. An answer writes its bytes into those blocks and its CRC into the trailer
 * (`gzipWithFill`): no compression per answer. A piece may refer back to the text before it,
 * but never into a hole: it is compressed with that text as its dictionary, holes zeroed, and
 * the body has no zero byte (else null). Checked once by decompressing; null when it fails.
 */
export function gzipWithHoles(body: Uint8Array, holes: Holes): Template | null {
  if (body.includes(0)) return null;
  const masked = Buffer.from(body);
  for (const at of holes.offsets) masked.fill(0, at, at + holes.length);
  const n = holes.length;
  // A stored block: not the last, type 00, byte-aligned; LEN and its one's complement; bytes.
  const stored = Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]);
  const parts: Uint8Array[] = [Buffer.from(GZIP_HEADER)];
  const offsets: number[] = [];
  let size = GZIP_HEADER.length;
  let start = 0;
  for (let i = 0; i <= holes.offsets.length; i++) {
    const last = i === holes.offsets.length;
    const end = last ? body.byteLength : holes.offsets[i]!;
    const dictionary = masked.subarray(Math.max(0, start - WINDOW), start);
    const piece = deflateRawSync(masked.subarray(start, end), {
      level: 6,
      ...(dictionary.byteLength ? { dictionary } : {}),
      finishFlush: last ? zlib.Z_FINISH : zlib.Z_SYNC_FLUSH,
    });
    parts.push(piece);
    size += piece.byteLength;
    if (!last) {
      parts.push(stored, Buffer.alloc(n));
      offsets.push(size + stored.byteLength);
      size += stored.byteLength + n;
    }
    start = end + n;
  }
  const trailer = Buffer.alloc(8); // the CRC, written per answer, and the length
  trailer.writeUInt32LE(body.byteLength >>> 0, 4);
  parts.push(trailer);
  const gzip = template(Buffer.concat(parts), { offsets, length: n });
  const probe = Buffer.alloc(n, 'x');
  try {
    const ok = gunzipSync(gzipWithFill(gzip, body, holes, probe));
    return ok.equals(fillHoles(body, holes, probe)) ? gzip : null;
  } catch {
    return null;
  }
}

/** The gzip form of `body` with `fill` in its `holes`, from its {@link gzipWithHoles}. */
export function gzipWithFill(
  gzip: Template,
  body: Uint8Array,
  holes: Holes,
  fill: Uint8Array,
  whenSent?: WhenSent,
): Buffer {
  const out = filled(gzip, fill, whenSent);
  out.writeUInt32LE(crcWithFill(body, holes, fill), out.byteLength - 8);
  return out;
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
  /** Bytes each answer fills with its own (`respond`'s `fill`); the ETag does not cover them. */
  holes?: Holes;
  /** With holes: the buffers of answers kept for reuse, and the gzip form (false: none). */
  filled?: { identity: Template; gzip?: Template | false };
  /** The headers every answer starts with, made once (`fixedHeaders`); null: needs Headers. */
  fixed?: Record<string, string> | null;
};

/** The bytes a representation holds: its body, its compressed forms and reused buffers. */
export function bytesHeld(rep: Representation): number {
  let bytes = rep.body.byteLength;
  for (const form of Object.values(rep.encoded ?? {})) bytes += form.byteLength;
  if (rep.filled) bytes += heldBy(rep.filled.identity);
  if (rep.filled?.gzip) bytes += rep.filled.gzip.body.byteLength + heldBy(rep.filled.gzip);
  return bytes;
}

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
function withVary(vary: string | undefined, name: string): string {
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
 * the Content-Security-Policy, so the client keeps the one whose nonce matches its copy), the
 * compressed body when the client accepts one, else the body as is. With `fill`, the body's
 * holes get those bytes: gzip is then preferred, as its form is kept (`gzipWithHoles`),
 * while brotli is made for the answer (`fast`). With `whenSent`, the buffers of such answers
 * are used again once written.
 */
export function respond(
  req: Request,
  rep: Representation,
  fill?: Uint8Array,
  whenSent?: WhenSent,
): Response {
  const answer = answerParts(req, rep, fill, whenSent);
  if (answer) return answerResponse(answer);
  return respondWithHeaders(req, rep, fill, whenSent);
}

/** The Response of an answer's parts. */
export function answerResponse({ status, headers, body }: Answer): Response {
  // With a plain object, @hono/node-server hands the headers to Node as they are: no Headers
  // object is made (its validation cost a tenth of a cached answer, decision 023).
  return body ? bytesResponse(body, { status, headers }) : new Response(null, { status, headers });
}

/**
 * `respond` as parts, for a caller that adds headers before the Response is made (the page
 * cache); null when the representation's headers need a Headers object (a repeated name).
 */
export function answerParts(
  req: Request,
  rep: Representation,
  fill?: Uint8Array,
  whenSent?: WhenSent,
): Answer | null {
  const fixed = fixedHeaders(rep);
  if (!fixed) return null;
  const headers = { ...fixed };
  if (
    rep.etag &&
    rep.status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    etagMatches(req.headers.get('if-none-match'), rep.etag)
  ) {
    delete headers['content-security-policy'];
    delete headers['content-type'];
    return { status: 304, headers, body: null };
  }
  const compressible = isCompressible(headers['content-type'] ?? null, rep.body.byteLength);
  const { body, encoding } = encodedBody(req, rep, compressible, fill, whenSent);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return { status: rep.status, headers, body: req.method === 'HEAD' ? null : body };
}

/** The body of an answer: compressed when the client accepts it, holes filled. */
function encodedBody(
  req: Request,
  rep: Representation,
  compressible: boolean,
  fill?: Uint8Array,
  whenSent?: WhenSent,
): { body: Uint8Array; encoding: Encoding | null } {
  const holes = fill && rep.holes?.offsets.length ? rep.holes : null;
  const accept = req.headers.get('accept-encoding');
  // With holes gzip comes first: its form is kept, brotli would be made for this answer.
  const encoding = compressible
    ? negotiateEncoding(accept, holes ? ['gzip', 'br'] : undefined)
    : null;
  let body: Uint8Array = rep.body;
  if (holes) {
    rep.filled ??= { identity: template(rep.body, holes) };
    if (encoding === 'gzip') rep.filled.gzip ??= gzipWithHoles(rep.body, holes) ?? false;
    const gzip = encoding === 'gzip' && rep.filled.gzip;
    body = gzip
      ? gzipWithFill(gzip, rep.body, holes, fill!, whenSent)
      : encoding
        ? compress(fillHoles(rep.body, holes, fill!), encoding, { fast: true })
        : filled(rep.filled.identity, fill!, whenSent);
  } else if (encoding) {
    rep.encoded ??= {};
    body = rep.encoded[encoding] ??= compress(rep.body, encoding);
  }
  return { body, encoding };
}

/** `respond` with a Headers object: for headers a plain object cannot hold (a repeated name). */
function respondWithHeaders(
  req: Request,
  rep: Representation,
  fill?: Uint8Array,
  whenSent?: WhenSent,
): Response {
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
  const { body, encoding } = encodedBody(req, rep, compressible, fill, whenSent);
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return bytesResponse(req.method === 'HEAD' ? null : body, { status: rep.status, headers });
}
