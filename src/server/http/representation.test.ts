import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { body, rep } from './document.test-kit.ts';
import {
  bytesHeld,
  compact,
  ownBytes,
  prepareResponse,
  respond,
  type Representation,
} from '#src/server/http/representation.ts';
import { compress } from '#src/server/http/negotiation.ts';

describe('conditional requests', () => {
  it('responds 304 without a body or a Content-Security-Policy', async () => {
    const r = rep();
    const withCsp = {
      ...r,
      headers: [...r.headers, ['content-security-policy', "script-src 'nonce-a'"]] as [
        string,
        string,
      ][],
    };
    const res = respond(
      new Request('http://x/', { headers: { 'if-none-match': r.etag } }),
      withCsp,
    );
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(r.etag);
    expect(res.headers.has('content-security-policy')).toBe(false);
    expect(await res.text()).toBe('');
  });
  it('sends the page when the ETag differs, and never 304s an error', () => {
    const r = rep();
    const other = respond(new Request('http://x/', { headers: { 'if-none-match': '"old"' } }), r);
    expect(other.status).toBe(200);
    const notFound = respond(new Request('http://x/', { headers: { 'if-none-match': r.etag } }), {
      ...r,
      status: 404,
    });
    expect(notFound.status).toBe(404);
  });
  it('responds to HEAD with headers only', async () => {
    const res = respond(new Request('http://x/', { method: 'HEAD' }), rep());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await res.text()).toBe('');
  });
});

describe('compressed forms', () => {
  // Words in a fixed pseudo-random order: text that compresses about as a page does.
  const words = ['affald', 'genbrug', 'Rådhuspladsen', 'borger', 'skat', 'vej', 'åbent', 'kl.'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const text = `<p>${Array.from({ length: 8000 }, () => `${words[next() % 8]}${next() % 100}`).join(' ')}</p>`;
  const original = Buffer.from(text);
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const asking = (encoding: string) =>
    new Request('http://x/', { headers: { 'accept-encoding': encoding } });

  it('are made once per encoding, when first asked for, and kept with the body', async () => {
    const r: Representation = { ...rep(), body: original };
    const br = await bytesOf(respond(asking('br, gzip'), r));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    const kept = r.encoded?.br;
    expect(kept?.equals(br)).toBe(true);
    expect(r.encoded?.gzip).toBeUndefined();
    const again = await bytesOf(respond(asking('br'), r));
    expect(again.equals(kept!)).toBe(true);
    expect(r.encoded?.br).toBe(kept); // made once, kept as it is
    const gz = await bytesOf(respond(asking('gzip'), r));
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(bytesHeld(r)).toBe(original.length + kept!.length + gz.length);
  });

  it('decode at every size, with the smallest window that holds the body', () => {
    for (const size of [1024, 65_520, 65_536, 70_000, 300_000]) {
      const slice = Buffer.concat([original, original, original, original]).subarray(0, size);
      expect(brotliDecompressSync(compress(slice, 'br')).equals(slice)).toBe(true);
    }
  });
});

describe('a kept form in memory of its own size', () => {
  it('copies a view of a larger allocation (zlib’s chunk, the shared pool) once, else keeps it', () => {
    const chunk = Buffer.alloc(16 * 1024);
    const view = chunk.subarray(0, 3_000);
    const own = ownBytes(view);
    expect(own.buffer.byteLength).toBe(3_000);
    expect(own.equals(view)).toBe(true);
    const pooled = Buffer.from('small'); // from Node's 8 KB pool
    expect(ownBytes(pooled).buffer.byteLength).toBe(5);
    expect(ownBytes(own)).toBe(own);
  });

  it('a compact page holds no more memory than its brotli bytes', () => {
    const body = new TextEncoder().encode(`<!doctype html><p>${'kommunen '.repeat(2_000)}</p>`);
    const rep = compact({
      status: 200,
      headers: [['content-type', 'text/html']],
      body,
      etag: null,
    });
    expect(rep.encoded!.br!.buffer.byteLength).toBe(rep.encoded!.br!.byteLength);
  });
});

describe('a prepared response (the door writes it to Node)', () => {
  it('is the same response as `respond` gives, with plain headers', () => {
    const r: Representation = rep();
    const asking = new Request('http://x/', { headers: { 'accept-encoding': 'br' } });
    const prepared = prepareResponse(asking, r);
    const res = respond(asking, r);
    expect(prepared.status).toBe(res.status);
    expect(prepared.headers).toEqual(Object.fromEntries(res.headers));
    expect(prepared.headers['content-encoding']).toBe('br');
    expect(prepared.body).toBe(r.encoded?.br); // the kept form itself
    const notModified = prepareResponse(
      new Request('http://x/', { headers: { 'if-none-match': r.etag! } }),
      r,
    );
    expect(notModified).toMatchObject({ status: 304, body: null });
    expect(notModified.headers.etag).toBe(r.etag);
  });
});
