import { hash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

// ETag and 304, and the encoding a client gets: which one it accepts, and the levels they are
// made at (docs/decisions/008-csp-and-http-caching.md, 036).

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

export function isCompressible(contentType: string | null, size: number): boolean {
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

export const LEVELS: Record<Effort, { br: number; gzip: number }> = {
  render: { br: 1, gzip: 1 },
  best: { br: 11, gzip: 9 },
};

/**
 * Brotli at `quality`, told the body's size, with the smallest window that holds the whole body
 * (the same output as the default 4 MB window for a body that fits, with far less memory to set
 * up per call).
 */
export const brotliOptions = (quality: number, body: Uint8Array) => ({
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
