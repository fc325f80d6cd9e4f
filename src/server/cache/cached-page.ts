import {
  bytesHeld,
  compact,
  respond,
  type PreparedResponse,
  type Representation,
} from '../http/representation.ts';
import { etagOf } from '../http/negotiation.ts';
import { log } from '../log.ts';
import { readResponse } from '../http/read-response.ts';

/**
 * A page as the page cache keeps it: the response's status, headers and body (with its
 * compressed forms), made from a Response once and made into one for every request it serves.
 */
export type CachedPage = Representation & {
  cacheable: boolean;
  /** The decoded page path this response belongs to (`/borger/`), for revalidation. */
  pagePath?: string;
  /** Responses given from this entry so far (the first compressed forms are made on demand). */
  served?: number;
  /**
   * Whether the backend answers it was rendered from are still the same (a publish made it
   * stale: checked before it is rendered again); absent when it cannot be checked so.
   */
  unchanged?: () => Promise<boolean>;
  /**
   * The render never read the visitor's consent (consent-reads.ts): the entry is kept under
   * `anyConsentKey` and serves every consent choice.
   */
  consentFree?: boolean;
  /**
   * The responses the door (step 0) prepared from this page, by the Accept-Encoding that asked
   * (browsers send a few spellings): made there when first needed, a few at most.
   */
  prepared?: Map<string, PreparedResponse>;
};

/**
 * An entry served this many times is popular: it keeps the other forms it is asked for (gzip,
 * the body as is). Below that, an entry holds its brotli form alone (representation.ts
 * `compact`), and a client that takes no brotli gets a form made for its response.
 */
export const POPULAR_AFTER = 20;

/** What an entry holds in bytes: the body, the compressed forms and reused buffers so far. */
export function pageBytes(page: CachedPage): number {
  return bytesHeld(page) + 1024; // and the headers and the rest, roughly
}

/**
 * Whether `body` is a whole response of the route `routePath`: a document with its `<title>` and
 * `<main>` to its `</html>`, or an RSC payload whose root row holds the layout (`root`), the
 * route's own element and its `ROUTE` (what Waku leaves out when a request asks it to skip an
 * element: render-inputs.ts). A part of a page is never kept for everyone.
 */
export function isWholeResponse(type: string, body: Uint8Array, routePath: string): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (type.includes('text/html')) {
    const end = bytes.lastIndexOf('</html>');
    return (
      end > 0 &&
      bytes.subarray(end + 7).every(isSpace) &&
      bytes.indexOf('<title') >= 0 &&
      bytes.indexOf('<main') >= 0
    );
  }
  if (!type.includes('text/x-component')) return false;
  let start = 0;
  if (!bytes.subarray(0, ROOT_ROW.length).equals(ROOT_ROW)) {
    const at = bytes.indexOf('\n0:{');
    if (at < 0) return false;
    start = at + 1;
  }
  const lineEnd = bytes.indexOf(0x0a, start);
  const root = bytes.subarray(start, lineEnd < 0 ? bytes.length : lineEnd).toString('utf8');
  return (
    root.includes('"root":') &&
    root.includes('"ROUTE":') &&
    root.includes(`${JSON.stringify(`route:${routePath}`)}:`)
  );
}

const ROOT_ROW = Buffer.from('0:{');
const isSpace = (byte: number) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09;

/**
 * Buffers a response so it can be stored and served again. It is kept only when it is a whole
 * response of `routePath` (isWholeResponse); anything else is served to its own request and
 * logged.
 */
export async function toCachedPage(
  res: Response,
  consentFree = false,
  routePath?: string,
): Promise<CachedPage> {
  const type = res.headers.get('content-type') ?? '';
  const cacheControl = res.headers.get('cache-control') ?? '';
  const storable =
    (res.status === 200 || res.status === 404) &&
    (type.includes('text/html') || type.includes('text/x-component')) &&
    !res.headers.has('set-cookie') &&
    !cacheControl.includes('no-store') &&
    !cacheControl.includes('private');
  const read = await readResponse(res);
  const headers = [...read.headers].filter(
    ([name]) => name !== 'x-request-id' && name !== 'content-length' && name !== 'etag',
  );
  const body = read.body ?? new Uint8Array(0);
  const whole = !storable || routePath === undefined || isWholeResponse(type, body, routePath);
  if (!whole) {
    log.warn(
      { path: routePath?.slice(0, 200), status: res.status, type, bytes: body.byteLength },
      'page cache: not a whole response of its route; served, not stored',
    );
  }
  const cacheable = storable && whole;
  const etag = read.headers.get('etag') ?? (res.status === 200 ? etagOf(body) : null);
  const page: CachedPage = { status: res.status, headers, body, etag, cacheable, consentFree };
  // Kept as its brotli form alone: a sixth of the bytes (representation.ts `compact`).
  return cacheable ? (compact(page) as CachedPage) : page;
}

/** The response to `req` from a cached page. */
export function fromCachedPage(req: Request, page: CachedPage, outcome: string): Response {
  const res = respond(req, page);
  const hit = outcome === 'hit' || outcome === 'coalesced' || outcome === 'stale';
  res.headers.set('x-cache', hit ? 'HIT' : 'MISS');
  if (outcome === 'stale') res.headers.set('cache-control', STALE_CACHE_CONTROL);
  return res;
}

/**
 * A page served stale (its successor is being rendered) is kept by no cache after this one: nginx
 * or a CDN would otherwise hold the copy from before a publish for its whole `s-maxage`.
 */
export const STALE_CACHE_CONTROL = 'public, max-age=0, s-maxage=0, must-revalidate';

/**
 * Counts a response from a cached page; the response that makes it popular (`POPULAR_AFTER`)
 * lets it keep the forms made on demand (the body as is, gzip).
 */
export function countResponse(page: CachedPage): void {
  if (!page.cacheable) return;
  page.served = (page.served ?? 0) + 1;
  if (page.served === POPULAR_AFTER) page.keepForms = true;
}
