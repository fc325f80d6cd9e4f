import { type Context } from 'hono';

/**
 * Replaces the answer as it is. (Assigning `c.res` copies the old answer's headers over the
 * new one's, which would undo a new Vary or Content-Length.)
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** Requests whose answer is already final (from the page cache, or a precompressed file). */
export const finalized = new WeakSet<Context>();

/**
 * Requests whose answer already carries every header the outer steps add: the security
 * headers (step 2) and the request id (step 1). The page cache makes its answers so (step 8),
 * and those steps then leave the answer's headers alone (decision 023).
 */
export const headersComplete = new WeakSet<Context>();
