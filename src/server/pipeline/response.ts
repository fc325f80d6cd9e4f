import { type Context } from 'hono';
import { getRequestContext } from '../request-context.ts';

/**
 * Replaces the answer as it is. (Assigning `c.res` copies the old answer's headers over the
 * new one's, which would undo a new Vary or Content-Length.)
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
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
