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
