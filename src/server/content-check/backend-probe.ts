import { BackendError } from '../backend-error.ts';
import { callPage } from '../cms/client.ts';
import { isAlwaysNotFound, redirectOf, statusForFailure, statusOfAnswer } from '../cms/page.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { publishedPageCall } from '../routing.ts';
import type { FileState, PageState, Probe } from './link-check.ts';
import { isPdf, MAX_DOCUMENT_BYTES, pdfFacts, PdfReadError } from './pdf.ts';

// The probe the link rules ask (link-check.ts), on the real backend: a page path through the
// app's own client (as a visitor's request would go, redirects followed as the app follows
// them), a file on the media origin only (MEDIA_BASE_URL or CMS_API_URL: no link can send the
// check elsewhere), read up to MAX_DOCUMENT_BYTES within DOCUMENT_TIMEOUT_MS.

/** Redirects followed at most before a link counts as a loop. */
const MAX_HOPS = 5;
/** The most one document may take to arrive. */
export const DOCUMENT_TIMEOUT_MS = 15_000;

/** Runs a backend call in its turn (check:backend's pacer): every call of the check counts. */
export type Paced = <T>(call: () => Promise<T>) => Promise<T>;

const pathOf = (location: string) => {
  try {
    const url = new URL(location, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? url.pathname : null;
  } catch {
    return null;
  }
};

export async function pageState(path: string, appHost: string, paced: Paced): Promise<PageState> {
  const seen = new Set<string>();
  let current = path.endsWith('/') ? path : `${path}/`;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (seen.has(current)) return 'loop';
    seen.add(current);
    if (isAlwaysNotFound(current)) return 'not-found';
    let answer;
    try {
      const call = publishedPageCall(current);
      answer = await paced(() => callPage({ ...call, parts: ['content'], appHost }));
    } catch (err) {
      if (!(err instanceof BackendError)) throw err;
      return statusForFailure(err) === 404 ? 'not-found' : 'unknown';
    }
    const redirect = redirectOf(answer, new URLSearchParams());
    if (redirect) {
      const next = pathOf(redirect.location);
      // Off the site: whatever is there is not this site's to vouch for.
      if (next === null) return 'ok';
      current = next;
      continue;
    }
    const status = statusOfAnswer(answer);
    return status === 404 ? 'not-found' : status < 400 ? 'ok' : 'unknown';
  }
  return 'loop';
}

/** The file's address on the media origin, or null for an address anywhere else. */
export function mediaAddress(url: string): URL | null {
  const env = getEnv();
  const origins = new Set([new URL(env.mediaBaseUrl).origin, new URL(env.cmsApiUrl).origin]);
  try {
    const resolved = new URL(url, env.mediaBaseUrl);
    return origins.has(resolved.origin) && /^https?:$/.test(resolved.protocol) ? resolved : null;
  } catch {
    return null;
  }
}

/** The body up to `max` bytes; null (and the rest left unread) when it is longer. */
async function bodyAtMost(res: Response, max: number): Promise<Uint8Array | null> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > max) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function fileState(
  url: string,
  knownSize: number | null,
  paced: Paced,
): Promise<FileState> {
  const address = mediaAddress(url);
  if (!address) return { state: 'unknown', bytes: null, pdf: null };
  const tooLarge = knownSize !== null && knownSize > MAX_DOCUMENT_BYTES;
  let res: Response;
  try {
    res = await paced(() =>
      // GET, not HEAD (many file servers answer HEAD badly); the body of a file the backend
      // calls too large is never read.
      fetch(address, {
        redirect: 'manual',
        signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS),
      }),
    );
  } catch (err) {
    log.warn({ url: address.href, err: String(err) }, 'content check: file not fetched');
    return { state: 'unknown', bytes: null, pdf: null };
  }
  if (res.status === 404 || res.status === 410) {
    res.body?.cancel().catch(() => undefined);
    return { state: 'not-found', bytes: null, pdf: null };
  }
  if (res.status !== 200 || tooLarge) {
    res.body?.cancel().catch(() => undefined);
    return { state: res.status === 200 ? 'ok' : 'unknown', bytes: knownSize, pdf: null };
  }
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES) {
    res.body?.cancel().catch(() => undefined);
    return { state: 'ok', bytes: declared, pdf: null };
  }
  let body: Uint8Array | null;
  try {
    body = await bodyAtMost(res, MAX_DOCUMENT_BYTES);
  } catch {
    return { state: 'unknown', bytes: null, pdf: null };
  }
  if (body === null) return { state: 'ok', bytes: MAX_DOCUMENT_BYTES + 1, pdf: null };
  const pdfLike =
    /pdf/i.test(res.headers.get('content-type') ?? '') || /\.pdf$/i.test(address.pathname);
  if (!pdfLike || !isPdf(body)) return { state: 'ok', bytes: body.byteLength, pdf: null };
  try {
    return { state: 'ok', bytes: body.byteLength, pdf: await pdfFacts(body) };
  } catch (err) {
    if (!(err instanceof PdfReadError)) throw err;
    log.warn({ url: address.href, failure: err.failure }, 'content check: PDF not read');
    return { state: 'ok', bytes: body.byteLength, pdf: null };
  }
}

/** The probe on the configured backend and media origin, every call in its turn. */
export function backendProbe(appHost: string, paced: Paced): Probe {
  return {
    page: (path) => pageState(path, appHost, paced),
    file: (url, size) => fileState(url, size, paced),
  };
}
