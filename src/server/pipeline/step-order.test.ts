import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '#src/server/http/http-cache.ts';
import { pageCache } from '#src/server/http/page-cache.ts';
import { buildFiles } from '#src/server/pipeline/build-files.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { health } from '#src/server/pipeline/health.ts';
import { httpCaching } from '#src/server/pipeline/http-caching.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { metricsEndpoint } from '#src/server/pipeline/metrics-endpoint.ts';
import { fullPageCache } from '#src/server/pipeline/page-cache-step.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { unservedFiles } from '#src/server/pipeline/unserved-files.ts';
import { app, request, terminal, UUID } from './step-app.test-kit.ts';

// The steps together, in the order src/server-entry.tsx runs them (without Waku's renderer).

describe('steps 1–11 together, in the order of server-entry.tsx', () => {
  const renderer = terminal((c) =>
    c.html(`<!doctype html><h1>${'Side '.repeat(300)}</h1>`, 200, {
      'cache-control': CACHE_CONTROL.publicPage,
    }),
  );
  const hono = app(
    [
      requestContext,
      securityHeaders,
      httpCaching,
      health,
      metricsEndpoint,
      classifyStep,
      methods,
      fullPageCache,
      buildFiles,
      unservedFiles,
    ],
    renderer.handle,
    { withContext: false },
  );

  beforeEach(() => pageCache.clear());

  it('answers the internal endpoints, build files and unserved files with every header', async () => {
    for (const [target, status, cacheControl] of [
      ['/healthz', 200, 'no-store'],
      ['/readyz', 200, 'no-store'],
      ['/metrics', 404, 'no-store'],
      ['/builds/latest.json', 200, 'no-cache'],
      ['/quiz.pdf', 404, 'no-store'],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(status);
      expect(res.headers.get('cache-control'), target).toBe(cacheControl);
      expect(res.headers.get('x-request-id'), target).toMatch(UUID);
      expect(res.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), target).toContain("script-src 'none'");
    }
    expect(renderer.calls.count).toBe(0);
  });

  it('serves a cached page compressed, with its ETag and a 304 for it', async () => {
    const miss = await request(hono, '/borger/', { headers: { 'accept-encoding': 'br' } });
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.headers.get('content-encoding')).toBe('br');
    expect(miss.headers.get('x-request-id')).toMatch(UUID);
    const etag = miss.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const hit = await request(hono, '/borger/', { headers: { 'if-none-match': etag! } });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.status).toBe(304);
    expect(hit.headers.has('content-security-policy')).toBe(false);
    expect(renderer.calls.count).toBe(1);
  });
  it('gives a HIT every header the MISS had, a request id of its own (step 8 adds them)', async () => {
    const miss = await request(hono, '/borger/');
    const hit = await request(hono, '/borger/');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const same = (res: Response) =>
      [...res.headers].filter(([name]) => name !== 'x-cache' && name !== 'x-request-id');
    expect(same(hit)).toEqual(same(miss));
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(hit.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(hit.headers.get('permissions-policy')).toContain('camera=()');
    expect(hit.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(hit.headers.get('cache-control')).toBe(CACHE_CONTROL.publicPage);
    expect(hit.headers.get('x-request-id')).toMatch(UUID);
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));
    // A 304 from the cache: the security headers and an id, no policy.
    const etag = hit.headers.get('etag')!;
    const notModified = await request(hono, '/borger/', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
    expect(notModified.headers.get('x-request-id')).toMatch(UUID);
    expect(notModified.headers.has('content-security-policy')).toBe(false);
    expect(renderer.calls.count).toBe(1);
  });
});
