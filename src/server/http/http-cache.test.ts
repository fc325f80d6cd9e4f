import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addVary,
  bodyBytes,
  bytesHeld,
  bytesResponse,
  etagMatches,
  etagOf,
  fillHoles,
  gzipWithFill,
  gzipWithHoles,
  hasBody,
  negotiateEncoding,
  respond,
  withStatus,
  type Representation,
  type WhenSent,
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

describe('bodies with holes (bytes each answer fills, like a nonce)', () => {
  // Over 32 KB and repetitive, so deflate refers far back; the hole's text recurs as text.
  const text = `<p>${'Affald og genbrug AAAAAAAA '.repeat(3000)}</p>`;
  const holesAt = [10, 5_000, 40_000, 40_008, text.length - 8];
  const original = Buffer.from(text);
  const holes = { offsets: holesAt, length: 8 };
  const fill = (s: string) => Buffer.from(s);
  const same = (a: Uint8Array, b: Uint8Array) => expect(Buffer.from(a).equals(b)).toBe(true);
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('fills a copy, never the stored body', () => {
    const filled = fillHoles(original, holes, fill('12345678'));
    for (const at of holesAt) expect(filled.subarray(at, at + 8).toString()).toBe('12345678');
    expect(original.toString()).toBe(text);
    expect(() => fillHoles(original, holes, fill('short'))).toThrow();
  });

  it('keeps a gzip form with holes of its own that decompresses with any fill', () => {
    const gzip = gzipWithHoles(original, holes)!;
    expect(gzip.holes.offsets).toHaveLength(holesAt.length);
    for (const f of ['ZZZZZZZZ', 'AAAAAAAA', 'a+b/c==x']) {
      const gz = gzipWithFill(gzip, original, holes, fill(f));
      same(gunzipSync(gz), fillHoles(original, holes, fill(f)));
      expect(gz.length).toBeLessThan(original.length / 20);
    }
  });

  it('gives up on a body with a zero byte (holes are zeroed while compressing)', () => {
    expect(gzipWithHoles(Buffer.from(`a\0${text}`), holes)).toBeNull();
  });

  it('answers each request with its fill, gzip from the kept form, else made per answer', async () => {
    const r: Representation = { ...rep(), body: original, holes };
    const gz = respond(
      new Request('http://x/', { headers: { 'accept-encoding': 'br, gzip' } }),
      r,
      fill('11111111'),
    );
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const kept = r.filled?.gzip;
    expect(kept).toBeTruthy();
    same(gunzipSync(await bytesOf(gz)), fillHoles(original, holes, fill('11111111')));
    const br = respond(
      new Request('http://x/', { headers: { 'accept-encoding': 'br' } }),
      r,
      fill('22222222'),
    );
    same(brotliDecompressSync(await bytesOf(br)), fillHoles(original, holes, fill('22222222')));
    const plain = respond(new Request('http://x/'), r, fill('33333333'));
    same(await bytesOf(plain), fillHoles(original, holes, fill('33333333')));
    expect(r.filled?.gzip).toBe(kept);
    expect(r.encoded).toBeUndefined();
    same(r.body, original);

    const withZero: Representation = { ...rep(), body: Buffer.from(`\0${text}`), holes };
    const fallback = respond(
      new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }),
      withZero,
      fill('44444444'),
    );
    expect(withZero.filled?.gzip).toBe(false);
    same(gunzipSync(await bytesOf(fallback)), fillHoles(withZero.body, holes, fill('44444444')));
  });

  it('uses the buffer of an answer again only once it was written', async () => {
    const r: Representation = { ...rep(), body: original, holes };
    const sent: ((ok: boolean) => void)[] = [];
    const whenSent: WhenSent = (callback) => void sent.push(callback);
    const answer = (f: string) =>
      bodyBytes(respond(new Request('http://x/'), r, fill(f), whenSent));
    const first = await answer('11111111');
    const second = await answer('22222222');
    expect(second).not.toBe(first); // the first is not written yet
    same(first, fillHoles(original, holes, fill('11111111')));
    same(second, fillHoles(original, holes, fill('22222222')));
    expect(bytesHeld(r)).toBe(original.length * 3);
    sent[0]!(true); // the first was written: its buffer, with only the holes written again
    const third = await answer('33333333');
    expect(third).toBe(first);
    same(third, fillHoles(original, holes, fill('33333333')));
    sent[1]!(false); // the second was given up on: its buffer is never used again
    expect(bytesHeld(r)).toBe(original.length * 2);
    const fourth = await answer('44444444');
    expect([first, second]).not.toContain(fourth);
    // However many are under way, a few buffers are kept at most; the others are copies.
    for (let i = 0; i < 10; i++) await answer('55555555');
    expect(bytesHeld(r)).toBe(original.length * 5);
    same(r.body, original);
  });

  it('counts what a representation holds', () => {
    const r: Representation = { ...rep(), body: original, holes };
    respond(
      new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }),
      r,
      fill('x'.repeat(8)),
    );
    const gzip = r.filled?.gzip;
    if (!gzip) throw new Error('no gzip form');
    expect(bytesHeld(r)).toBe(original.length + gzip.body.length);
  });
});
