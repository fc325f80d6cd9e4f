import { beforeEach, describe, expect, it } from 'vitest';
import type { MiddlewareHandler } from 'hono';
import { readFileSync } from 'node:fs';
import { CACHE_CONTROL } from '#src/server/http/cache-control.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';
import { pipelineSteps } from '#src/server/pipeline/steps.ts';
import { toolsAccess } from '#src/server/pipeline/tools-access.ts';
import { app, request, terminal, useEnv, UUID } from './step-app.test-kit.ts';

// The steps together, from the one list the server entry runs (steps.ts), up to Waku.

const wakuContext: MiddlewareHandler = (_c, next) => next();
const wakuRender: MiddlewareHandler = async (c) => c.text('rendered by Waku');

describe('the one step list', () => {
  const steps = pipelineSteps({ staticFiles: null, wakuContext, wakuRender });

  it('is the list the server entry runs', () => {
    const entry = readFileSync(new URL('../../server-entry.tsx', import.meta.url), 'utf8');
    expect(entry).toMatch(/for \(const \{ step \} of steps\) app\.use\(step\);/);
    expect(entry).not.toMatch(/app\.use\((?!step\))/);
  });

  it('classifies before any step that decides on the path, and guards before Waku renders', () => {
    const at = (step: MiddlewareHandler) => steps.findIndex((s) => s.step === step);
    expect(at(requestContext)).toBe(0);
    expect(at(classifyStep)).toBe(3);
    expect(steps[3]!.name).toMatch(/^4\. classify/);
    // Waku's request context is step 14, behind what reaches the render (render-inputs.ts).
    const context = steps.findIndex((s) => s.name.startsWith('14.'));
    expect(steps[context]!.name).toMatch(/Waku's request context$/);
    expect(at(toolsAccess)).toBeGreaterThan(context);
    expect(steps.at(-1)!.step).toBe(wakuRender);
    expect(steps.map((s) => Number.parseInt(s.name, 10))).toEqual(
      [...Array(18).keys()].map((i) => i + 1).filter((n) => n !== 11), // no build files in tests
    );
  });
});

describe('the steps before Waku together, in the order of the one list', () => {
  const renderer = terminal((c) =>
    c.html(
      `<!doctype html><title>Side</title><main><h1>${'Side '.repeat(300)}</h1></main></html>`,
      200,
      {
        'cache-control': CACHE_CONTROL.publicList,
      },
    ),
  );
  const all = pipelineSteps({ staticFiles: null, wakuContext, wakuRender });
  const beforeWaku = all.slice(
    0,
    all.findIndex((s) => s.name.startsWith('14.')),
  );
  const hono = app(
    beforeWaku.map((s) => s.step),
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
      ['/metrics/', 404, CACHE_CONTROL.publicFile],
      ['/healthz/', 404, CACHE_CONTROL.publicFile],
      ['/src/server-entry.tsx', 404, CACHE_CONTROL.publicFile],
      ['/node_modules/waku/package.json', 404, CACHE_CONTROL.publicFile],
      ['/@vite/client', 404, CACHE_CONTROL.publicFile],
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
    expect(hit.headers.get('cache-control')).toBe(CACHE_CONTROL.publicList);
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

  it("gives a HIT and a 304 from the cache the headers Hono's secure-headers gave the MISS, with HSTS too", async () => {
    useEnv({ HSTS: 'true' });
    const same = (res: Response) =>
      [...res.headers].filter(([name]) => !['x-cache', 'x-request-id'].includes(name));
    const miss = await request(hono, '/borger/');
    const hit = await request(hono, '/borger/');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(same(hit)).toEqual(same(miss));
    expect(hit.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const etag = { 'if-none-match': miss.headers.get('etag')! };
    const fromCache = await request(hono, '/borger/', { headers: etag });
    pageCache.clear();
    const rendered = await request(hono, '/borger/', { headers: etag });
    expect(fromCache.status).toBe(304);
    expect(rendered.status).toBe(304);
    expect(fromCache.headers.get('x-cache')).toBe('HIT');
    expect(rendered.headers.get('x-cache')).toBe('MISS');
    expect(same(fromCache)).toEqual(same(rendered));
  });
});
