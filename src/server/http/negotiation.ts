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
 * How hard a body is compressed: once, when a page is rendered (decision 036). Measured on the
 * generated site's 78–119 KB pages (Node 24, this 2-core machine): brotli quality 5 costs about
 * 1 ms and makes 12.5–13.6 KB, quality 1 0.2–0.3 ms for 15.2–16.8 KB, quality 11 70–105 ms for
 * 11.2–12.2 KB. A render costs tens of ms, so quality 5 is nearly free and every later answer
 * writes a fifth fewer bytes. Quality 11 was made again for popular pages in the thread pool:
 * on the day that was 0.2–0.5 ms of CPU per view, for 10 % fewer bytes. gzip (a client without
 * brotli, rare) at level 5.
 */
export const LEVEL = { br: 5, gzip: 5 } as const;

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

/** `body` compressed with `encoding` at the site's level (`LEVEL`). */
export function compress(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(LEVEL.br, body))
    : gzipSync(body, { level: LEVEL.gzip });
}
