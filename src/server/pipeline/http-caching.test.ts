import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '#src/server/http/cache-control.ts';
import { httpCaching } from '#src/server/pipeline/http-caching.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { app, request } from './step-app.test-kit.ts';

describe('step 3: ETag, 304 and compression', () => {
  const TEXT = `${'Affald og genbrug. '.repeat(200)}`; // over the 1 KB worth compressing
  const text = (cacheControl: string, status = 200, type = 'text/plain; charset=utf-8') =>
    app(
      [httpCaching],
      () =>
        new Response(TEXT, {
          status,
          headers: { 'content-type': type, 'cache-control': cacheControl },
        }),
    );
  const hono = text(CACHE_CONTROL.publicList);
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('gives a 200 text response a strong ETag, the same for the same body', async () => {
    const a = await request(hono, '/borger/');
    const b = await request(hono, '/borger/');
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect((await body(a)).toString()).toBe(TEXT);
  });

  it('responds 304 with no body to a matching If-None-Match, with the full response otherwise', async () => {
    const etag = (await request(hono, '/borger/')).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const fresh = await request(hono, '/borger/', { headers: { 'if-none-match': ifNoneMatch } });
      expect(fresh.status, ifNoneMatch).toBe(304);
      expect(fresh.headers.get('etag')).toBe(etag);
      expect((await body(fresh)).byteLength).toBe(0);
    }
    const changed = await request(hono, '/borger/', { headers: { 'if-none-match': '"older"' } });
    expect(changed.status).toBe(200);
    expect((await body(changed)).toString()).toBe(TEXT);
  });

  it('sends brotli or gzip as Accept-Encoding asks, with Vary and the right length', async () => {
    const br = await request(hono, '/borger/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await body(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(TEXT);
    expect(brBytes.byteLength).toBeLessThan(TEXT.length / 3);

    const gz = await request(hono, '/borger/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).toString()).toBe(TEXT);

    const notBr = await request(hono, '/borger/', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(notBr.headers.get('content-encoding')).toBe('gzip');

    const plain = await request(hono, '/borger/');
    expect(plain.headers.has('content-encoding')).toBe(false);
    for (const res of [br, gz, plain]) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    // The ETag names the representation before compression.
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('leaves a small response uncompressed and without Vary', async () => {
    const small = app([httpCaching], (c) =>
      c.text('ok', 200, { 'cache-control': CACHE_CONTROL.publicFile }),
    );
    const res = await request(small, '/x/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.has('content-encoding')).toBe(false);
    expect(res.headers.has('vary')).toBe(false);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('gives no ETag to no-store responses and errors, so they are never a 304', async () => {
    for (const [hono, label] of [
      [text(CACHE_CONTROL.noStore), 'no-store'],
      [text(CACHE_CONTROL.private), 'private, no-store'],
      [text(CACHE_CONTROL.publicList, 404), '404'],
    ] as const) {
      const res = await request(hono, '/borger/', { headers: { 'if-none-match': '*' } });
      expect(res.status, label).not.toBe(304);
      expect(res.headers.has('etag'), label).toBe(false);
      // Still compressed: that does not depend on caching.
      const br = await request(hono, '/borger/', { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding'), label).toBe('br');
    }
  });

  it('leaves binary responses as they are', async () => {
    const png = text(CACHE_CONTROL.publicFile, 200, 'image/png');
    const res = await request(png, '/logo.png', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.has('etag')).toBe(false);
    expect(res.headers.has('content-encoding')).toBe(false);
  });
});

describe('steps 2 and 3 together', () => {
  it('gives a response that said nothing about caching no ETag and no 304 (regression)', async () => {
    const hono = new Hono();
    hono.use(securityHeaders);
    hono.use(httpCaching);
    hono.get('*', (c) => c.json({ secret: 'x'.repeat(2000) }));
    const res = await hono.request('http://site.test/api/x');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const again = await hono.request('http://site.test/api/x', {
      headers: { 'if-none-match': '*' },
    });
    expect(again.status).toBe(200);
  });
});
