import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { readResponse, responseOf } from '#src/server/http/read-response.ts';

// As in production (scripts/serve.mjs): @hono/node-server's lightweight Response in the globals.
getRequestListener(() => new Response(null));

const html = '<!doctype html><p>Affald og genbrug</p>';

/** What @hono/node-server's listener writes of a lightweight Response: its body as it is. */
const bodyAsWritten = (res: Response): unknown => {
  const cache = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  return cache ? (res as unknown as Record<symbol, unknown[]>)[cache]?.[1] : undefined;
};

describe('a response read for its bytes', () => {
  it('keeps the changes made to its headers before its body is read', async () => {
    const res = new Response(new TextEncoder().encode(html), {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
    res.headers.set('cache-control', 'no-store');
    const read = await readResponse(res);
    expect(read.status).toBe(404);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('content-type')).toBe('text/html');
    expect(new TextDecoder().decode(read.body!)).toBe(html);
  });

  it('knows a response without a body', async () => {
    expect((await readResponse(new Response(null, { status: 304 }))).body).toBeNull();
  });

  it('is made into a response the server writes as the same bytes, in one go', async () => {
    const read = await readResponse(
      new Response(html, { headers: { 'content-type': 'text/html' } }),
    );
    const res = responseOf(read);
    expect(bodyAsWritten(res)).toBe(read.body);
    expect(res.headers.get('content-type')).toBe('text/html');
  });
});
