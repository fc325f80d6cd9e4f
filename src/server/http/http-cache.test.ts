import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addVary,
  answerResponse,
  bodyBytes,
  bytesHeld,
  bytesResponse,
  etagMatches,
  etagOf,
  compress,
  compressBest,
  hasBody,
  headerOf,
  negotiateEncoding,
  partsOf,
  respond,
  withStatus,
  type Representation,
} from '#src/server/http/http-cache.ts';

const body = new TextEncoder().encode(
  `<!doctype html><h1>${'Affald og genbrug '.repeat(200)}</h1>`,
);
const rep = () => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  body,
  etag: etagOf(body),
});

describe('ETag', () => {
  it('is stable for the same body and differs for another', () => {
    expect(etagOf('a')).toBe(etagOf('a'));
    expect(etagOf('a')).not.toBe(etagOf('b'));
  });
  it('matches lists, weak forms and *', () => {
    const tag = etagOf('a');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"x", W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBe(null);
    expect(negotiateEncoding('identity')).toBe(null);
    expect(negotiateEncoding(undefined)).toBe(null);
  });
  it('can prefer gzip', () => {
    expect(negotiateEncoding('gzip, br', ['gzip', 'br'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'br'])).toBe('br');
  });
  it('sends the body each client can read', async () => {
    const plain = respond(new Request('http://x/'), rep());
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(body);

    const br = respond(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), rep());
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(body.length / 4);
    expect(new Uint8Array(brotliDecompressSync(brBytes))).toEqual(body);

    const gz = respond(new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }), rep());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(gunzipSync(Buffer.from(await gz.arrayBuffer())))).toEqual(body);
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });
  it('leaves small bodies alone', () => {
    const small = { ...rep(), body: new TextEncoder().encode('<p>hej</p>') };
    const res = respond(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), small);
    expect(res.headers.has('content-encoding')).toBe(false);
  });
});

describe('conditional requests', () => {
  it('answers 304 without a body or a Content-Security-Policy', async () => {
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
  it('answers HEAD with headers only', async () => {
    const res = respond(new Request('http://x/', { method: 'HEAD' }), rep());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await res.text()).toBe('');
  });
});

describe('Vary', () => {
  it('adds names once and keeps what was there', () => {
    const headers = new Headers({ vary: 'Cookie' });
    addVary(headers, 'Accept-Encoding', 'cookie');
    expect(headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});

describe('bodies the pipeline already holds', () => {
  it('gives back the same bytes, also after a change of status', async () => {
    const res = bytesResponse(body, { headers: { 'content-type': 'text/html' } });
    expect(hasBody(res)).toBe(true);
    expect(await bodyBytes(res)).toBe(body);
    const notFound = withStatus(res, 404, new Headers({ 'x-robots-tag': 'noindex' }));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-robots-tag')).toBe('noindex');
    expect(await bodyBytes(notFound)).toBe(body);
  });

  it('reads any other body, and a replaced body as the new one', async () => {
    const other = new Response('<p>ny</p>');
    expect(new TextDecoder().decode(await bodyBytes(other))).toBe('<p>ny</p>');
    const streamed = withStatus(new Response('<p>strøm</p>'), 410, new Headers());
    expect(streamed.status).toBe(410);
    expect(await streamed.text()).toBe('<p>strøm</p>');
    const replaced = new Response('<p>fejl</p>', bytesResponse(body, {}));
    expect(new TextDecoder().decode(await bodyBytes(replaced))).toBe('<p>fejl</p>');
  });

  it('knows an answer without a body', () => {
    expect(hasBody(bytesResponse(null, { status: 304 }))).toBe(false);
    expect(hasBody(new Response(null, { status: 204 }))).toBe(false);
  });
});

describe('answers the pipeline holds as parts', () => {
  const parts = () => ({
    status: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
    body,
  });

  it('are read from their plain headers, and are the same answer as a Response', async () => {
    const answer = parts();
    const res = answerResponse(answer);
    expect(partsOf(res)).toBe(answer);
    expect(headerOf(res, 'cache-control')).toBe('no-store');
    expect(headerOf(res, 'etag')).toBeNull();
    expect(await bodyBytes(res)).toBe(body);
    expect(res.status).toBe(200);
  });

  it('are no longer trusted once someone takes the Headers, which may then be changed', () => {
    const res = answerResponse(parts());
    res.headers.set('cache-control', 'private, no-store');
    expect(partsOf(res)).toBeUndefined();
    expect(headerOf(res, 'cache-control')).toBe('private, no-store');
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
    const again = respond(asking('br'), r);
    expect(await bodyBytes(again)).toBe(kept); // the same buffer, written as it is
    const gz = await bytesOf(respond(asking('gzip'), r));
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(bytesHeld(r)).toBe(original.length + kept!.length + gz.length);
  });

  it('decode at every size, with the smallest window that holds the body', () => {
    for (const size of [1024, 65_520, 65_536, 70_000, 300_000]) {
      const slice = Buffer.concat([original, original, original, original]).subarray(0, size);
      for (const effort of ['render', 'best'] as const) {
        expect(brotliDecompressSync(compress(slice, 'br', effort)).equals(slice)).toBe(true);
      }
    }
  });

  it('are made again at the best levels, smaller, off the event loop', async () => {
    const r: Representation = { ...rep(), body: original };
    respond(asking('br'), r);
    const first = r.encoded!.br!;
    expect(await compressBest(r)).toBe(true);
    expect(r.encoded!.br!.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(r.encoded!.br!).equals(original)).toBe(true);
    expect(gunzipSync(r.encoded!.gzip!).equals(original)).toBe(true);
    expect(r.encoded!.gzip!.length).toBeLessThanOrEqual(
      compress(original, 'gzip', 'render').length,
    );
    // A body too small or not text has no compressed forms at all.
    const small: Representation = { ...rep(), body: Buffer.from('<p>hej</p>') };
    expect(await compressBest(small)).toBe(false);
    expect(small.encoded).toBeUndefined();
  });
});
