import { type Context } from 'hono';
import { answerResponse, partsOf } from '../http/answers.ts';
import { getRequestContext } from '../request-context.ts';

/**
 * Replaces the answer as it is. (Assigning `c.res` copies the old answer's headers over the
 * new one's, which would undo a new Vary or Content-Length.)
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/**
 * Sets `values` on the answer's headers and removes `remove` (lower-case names): on its plain
 * parts when the pipeline made it from parts, so no Headers object is made; else on its Headers
 * (copied once when they are immutable, as a fetched answer's are).
 */
export function setAnswerHeaders(
  c: Context,
  values: Record<string, string>,
  remove: readonly string[] = [],
): void {
  const parts = partsOf(c.res);
  if (parts) {
    const headers = { ...parts.headers, ...values };
    for (const name of remove) delete headers[name];
    replaceResponse(c, answerResponse({ ...parts, headers }));
    return;
  }
  try {
    for (const [name, value] of Object.entries(values)) c.res.headers.set(name, value);
    for (const name of remove) c.res.headers.delete(name);
  } catch {
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(values)) res.headers.set(name, value);
    for (const name of remove) res.headers.delete(name);
    replaceResponse(c, res);
  }
}

// What a step decided about the answer, for the steps it passes on the way out: kept in the
// request context (request-context.ts) with the request model, never in a side table.

/** The answer is final (from the page cache, or a precompressed file): step 3 leaves it alone. */
export const markFinal = () => void (getRequestContext()!.answer.final = true);
export const isFinal = () => getRequestContext()?.answer.final === true;

/**
 * The answer already carries every header the outer steps add: the security headers (step 2)
 * and the request id (step 1). The page cache makes its answers so (step 8), and those steps
 * then leave the answer's headers alone (decision 023).
 */
export const markHeadersComplete = () => void (getRequestContext()!.answer.headersComplete = true);
export const hasCompleteHeaders = () => getRequestContext()?.answer.headersComplete === true;
