import { publicHost } from '../http/proxy.ts';
import { log } from '../log.ts';

// Plain HTML form posts: size limit, same-origin check, and parsing.

export const MAX_FORM_BYTES = 16 * 1024;

export class FormError extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

/**
 * A POST from another site is refused. Browsers send `Sec-Fetch-Site` (authoritative) or at least
 * `Origin`; a client that sends neither is not a browser carrying someone's cookies.
 */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.headers.get('origin');
  if (!origin) return true;
  const host = publicHost(req);
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // includes `Origin: null`
  }
}

/**
 * The body as it arrives, or null once it passes `maxBytes` (a chunked body declares no length,
 * so the count is kept while reading, and reading stops there).
 */
export async function readBodyAtMost(req: Request, maxBytes: number) {
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads an urlencoded or multipart form body of at most `maxBytes`. */
export async function readForm(req: Request, maxBytes = MAX_FORM_BYTES): Promise<URLSearchParams> {
  if (!isSameOrigin(req)) {
    log.warn({ origin: req.headers.get('origin') }, 'cross-site form post refused');
    throw new FormError(403, 'cross-site form post');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    log.warn({ bytes: declared }, 'form post too large');
    throw new FormError(413, 'form post too large');
  }
  const type = req.headers.get('content-type') ?? '';
  const body = await readBodyAtMost(req, maxBytes);
  if (!body) {
    log.warn({ maxBytes }, 'form post too large');
    throw new FormError(413, 'form post too large');
  }
  if (type.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body.toString('utf8'));
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      // No boundary, or a body that does not follow it (regression: this was a 500).
      log.warn({ type: type.slice(0, 100) }, 'malformed multipart form post');
      throw new FormError(400, 'malformed form post');
    }
    const params = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
    return params;
  }
  throw new FormError(415, 'unsupported form encoding');
}

/** Whether the caller is our own JavaScript (which asks for JSON) or a plain form post. */
export const wantsJson = (req: Request) =>
  (req.headers.get('accept') ?? '').includes('application/json');
