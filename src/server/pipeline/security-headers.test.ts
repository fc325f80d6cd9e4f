import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '#src/server/http/cache-control.ts';
import { replaceResponse } from '#src/server/pipeline/response.ts';
import { addSecurityHeaders, securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { app, request, terminal, useEnv } from './step-app.test-kit.ts';

describe('step 2: security headers', () => {
  const json = terminal((c) => c.json({ ok: true }));
  const hono = app([securityHeaders], json.handle);

  it('puts nosniff, the referrer policy, frame and permissions policies on every response', async () => {
    const res = await request(hono, '/api/data');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const permissions = res.headers.get('permissions-policy');
    for (const feature of [
      'camera=()',
      'geolocation=()',
      'microphone=()',
      'payment=()',
      'usb=()',
    ]) {
      expect(permissions).toContain(feature);
    }
  });

  it('gives a response without a policy of its own the one that allows no script', async () => {
    const csp = (await request(hono, '/api/data')).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds them to a response made from bytes, and a 304 loses its policy', async () => {
    const held = (status: number) =>
      app([securityHeaders], (c) => {
        replaceResponse(
          c,
          new Response(status === 304 ? null : new TextEncoder().encode('<p>hej</p>'), {
            status,
            headers: {
              'content-type': 'text/html',
              'content-security-policy': "script-src 'none'",
            },
          }),
        );
        return c.res;
      });
    const res = await request(held(200), '/borger/');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.noStore);
    expect(await res.text()).toBe('<p>hej</p>');
    const notModified = await request(held(304), '/borger/');
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sets Hono's headers and none of its other defaults", async () => {
    const res = await request(hono, '/api/data');
    for (const name of [
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(res.headers.has(name), name).toBe(false);
    }
  });

  it.each(['false', 'true'])(
    'gives exactly the headers the door adds to the responses it prepares (HSTS=%s)',
    async (hsts) => {
      useEnv({ HSTS: hsts });
      const own = "default-src 'self'; script-src 'sha256-abc'";
      const cases: [status: number, headers: Record<string, string>][] = [
        [200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' }],
        [200, { 'content-type': 'text/html', 'content-security-policy': own }],
        [404, { 'content-type': 'text/html' }],
        [304, { etag: '"v1"', 'cache-control': 'public, max-age=60' }],
        [304, { etag: '"v1"', 'content-security-policy': own }],
        [301, { location: '/borger/' }],
      ];
      for (const [status, headers] of cases) {
        const step = app(
          [securityHeaders],
          () => new Response(status === 200 || status === 404 ? 'x' : null, { status, headers }),
        );
        const res = await request(step, '/borger/');
        const ready = { ...headers };
        addSecurityHeaders(status, ready);
        if (status === 304) delete ready['content-security-policy'];
        expect(Object.fromEntries(res.headers), `${status} HSTS=${hsts}`).toEqual(
          Object.fromEntries(new Headers(ready)),
        );
      }
    },
  );

  it("keeps a rendered document's own policy", async () => {
    const own = "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'";
    const page = app([securityHeaders], (c) =>
      c.html('<p>hi</p>', 200, { 'content-security-policy': own }),
    );
    expect((await request(page, '/borger/')).headers.get('content-security-policy')).toBe(own);
  });

  it('makes a response that did not say how to cache it no-store, and keeps one that did', async () => {
    expect((await request(hono, '/api/data')).headers.get('cache-control')).toBe('no-store');
    const file = app([securityHeaders], (c) =>
      c.text('x', 200, { 'cache-control': CACHE_CONTROL.publicFile }),
    );
    expect((await request(file, '/robots.txt')).headers.get('cache-control')).toBe(
      CACHE_CONTROL.publicFile,
    );
  });

  it('sends HSTS only with HSTS=true', async () => {
    expect((await request(hono, '/api/data')).headers.has('strict-transport-security')).toBe(false);
    useEnv({ HSTS: 'true' });
    expect((await request(hono, '/api/data')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends no policy with a 304, so the client keeps the one matching its copy', async () => {
    const withPolicy = { etag: '"v1"', 'content-security-policy': "script-src 'nonce-old'" };
    for (const headers of [{ etag: '"v1"' }, withPolicy] as Record<string, string>[]) {
      const notModified = app(
        [securityHeaders],
        () => new Response(null, { status: 304, headers }),
      );
      const res = await request(notModified, '/borger/');
      expect(res.status).toBe(304);
      expect(res.headers.has('content-security-policy')).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('also sets them on a response whose headers cannot be changed', async () => {
    const frozen = app([securityHeaders], () => Response.redirect('http://site.test/borger/', 302));
    const res = await request(frozen, '/borger');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://site.test/borger/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});
