import type { Language } from '#src/shared/language.ts';
import { translator, type DictionaryKey } from '#src/shared/dictionary/index.ts';
import { jsonResponse } from '../http/json-response.ts';
import { log } from '../log.ts';
import { errorResponse } from '../http/error-page.ts';
import { getRequestContext } from '../request-context.ts';

// Plain HTML form posts: size limit, parsing, and the response to a refused one. A post from
// another site never gets here: step 7 refuses it on every route a browser posts to
// (http/cross-site.ts, pipeline/methods.ts), for every body it judges, which are the only bodies
// read here (`FORM_TYPES`).

export const MAX_FORM_BYTES = 16 * 1024;

/** The encodings a form is read in: both are bodies step 7's cross-site check judges. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

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
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    log.warn({ bytes: declared }, 'form post too large');
    throw new FormError(413, 'form post too large');
  }
  const type = req.headers.get('content-type') ?? '';
  // The media type alone, as a browser names it: `multipart/form-data2` is no form.
  const essence = type.split(';')[0]!.trim().toLowerCase();
  if (!(FORM_TYPES as readonly string[]).includes(essence)) {
    throw new FormError(415, 'unsupported form encoding');
  }
  const body = await readBodyAtMost(req, maxBytes);
  if (!body) {
    log.warn({ maxBytes }, 'form post too large');
    throw new FormError(413, 'form post too large');
  }
  if (essence === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(body.toString('utf8'));
  }
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

/** Whether the caller is our own JavaScript (which asks for JSON) or a plain form post. */
export const wantsJson = (req: Request) =>
  (req.headers.get('accept') ?? '').includes('application/json');

/** Why a post was refused, as the error page says it. */
const REASONS: Record<FormError['status'], DictionaryKey> = {
  400: 'form.error.unreadable',
  403: 'form.error.refused',
  413: 'form.error.tooLarge',
  415: 'form.error.unreadable',
};

/** The error page of a refused post: its language, and a title and way back of its own if any. */
export type RefusalPage = {
  language: Language;
  title?: string;
  backHref?: string;
  backLabel?: string;
};

/**
 * The response to a post refused (by `readForm`, or by step 7 as from another site): JSON for our
 * JavaScript (`json`, by default the
 * status and the reason), else the error page that says why, never stored.
 */
export function formRefusal(
  err: FormError,
  req: Request,
  page: RefusalPage,
  json: unknown = { status: 'rejected', reason: err.message },
): Response {
  if (wantsJson(req)) return jsonResponse(json, err.status);
  const { language, title, backHref = '/', backLabel } = page;
  const text = translator(language)(REASONS[err.status]);
  return errorResponse({
    status: err.status,
    language,
    backHref,
    backLabel,
    message: { title, text },
  });
}

/** The language of the request being served (its request model), else Danish. */
export const requestLanguage = (): Language => getRequestContext()?.request?.language ?? 'da';

/**
 * The post's form, or the response that refuses it (`formRefusal` with `page` and `json`): how
 * every form route starts.
 */
export async function formOrRefusal(
  req: Request,
  page: RefusalPage,
  { maxBytes = MAX_FORM_BYTES, json }: { maxBytes?: number; json?: unknown } = {},
): Promise<URLSearchParams | Response> {
  try {
    return await readForm(req, maxBytes);
  } catch (err) {
    if (err instanceof FormError) return formRefusal(err, req, page, json);
    throw err;
  }
}
