import { BackendError } from '../backend-error.ts';

/** The most a page answer may hold (the largest real one is a few hundred KB). */
export const MAX_PAGE_ANSWER_BYTES = 8 * 1024 * 1024;
/** The most a search or list answer may hold. */
export const MAX_SEARCH_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * A backend answer's body as text, read up to `maxBytes`: a larger one (declared or sent) is a
 * malformed answer, and the rest is never read, so one huge answer cannot take the memory.
 */
export async function readBounded(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  const tooLarge = () =>
    new BackendError('malformed', `the backend answer is over ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Not awaited: a stream that never ends must not hold the call up.
    res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
