import { type Context } from 'hono';
import { getRequestContext } from '../request-context.ts';

// The steps on the way out work on the ordinary Response in `c.res` and its Headers.

/**
 * Replaces the response as it is. (Assigning `c.res` copies the old response's headers over the
 * new one's, which would undo a new Vary or Content-Length, and reads the old one's body.)
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/**
 * The response's own Headers, changeable: those of a fetched response or a redirect cannot be
 * changed, and are copied once into a new response.
 */
export function changeableHeaders(c: Context): Headers {
  try {
    // Throws when they cannot be changed, before it changes anything (a changing call may not).
    // Nothing of ours sends X-Powered-By; Hono's secure-headers removes it too.
    c.res.headers.delete('x-powered-by');
  } catch {
    const headers = new Headers(c.res.headers);
    replaceResponse(c, new Response(c.res.body, { status: c.res.status, headers }));
  }
  return c.res.headers;
}

/** Sets `values` on the response's headers and removes `remove` (`changeableHeaders`). */
export function setResponseHeaders(
  c: Context,
  values: Record<string, string>,
  remove: readonly string[] = [],
): void {
  const headers = changeableHeaders(c);
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
  for (const name of remove) headers.delete(name);
}

// What a step decided about the response, for the steps it passes on the way out: kept in the
// request context (request-context.ts) with the request model, never in a side table.

/** The response is final (from the page cache, or a precompressed file): step 3 leaves it alone. */
export const markFinal = () => void (getRequestContext()!.response.final = true);
export const isFinal = () => getRequestContext()?.response.final === true;
