// A response's bytes for the steps that make a new response from them (the CSP of a document,
// ETag and compression, the page cache): read from the ordinary Response, made into one again.

/** A response: its status, its headers and its body as bytes (null: no body). */
export type ReadResponse = { status: number; headers: Headers; body: Uint8Array | null };

/**
 * The status, headers and bytes of `res`, for a step that makes a new response from them (the
 * CSP of a document, ETag and compression, the page cache). The headers are taken before the
 * body is read: @hono/node-server's Response made with a plain header object forgets the changes
 * made to its `headers` once its body is read.
 */
export async function readResponse(res: Response): Promise<ReadResponse> {
  const { status, headers } = res;
  const body = res.body === null ? null : new Uint8Array(await res.arrayBuffer());
  return { status, headers, body };
}

/** A response from `read` (its body as bytes, which the server writes in one go). */
export const responseOf = ({ status, headers, body }: ReadResponse): Response =>
  new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
