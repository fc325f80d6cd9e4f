import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { body, rep } from './document.test-kit.ts';
import { respond } from '#src/server/http/representation.ts';
import { etagMatches, etagOf, negotiateEncoding } from '#src/server/http/negotiation.ts';

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
