import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classified, classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { toolsAccess } from '#src/server/pipeline/tools-access.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS } from '#tests/support/setup.ts';

/** The pipeline's first steps in front of a stand-in for the router, which echoes what it saw. */
function app(...steps: MiddlewareHandler[]) {
  const hono = new Hono();
  hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  for (const step of steps) hono.use(step);
  hono.all('*', (c) =>
    c.json({ path: new URL(c.req.url).pathname, kind: classified(c).kind, method: c.req.method }),
  );
  return hono;
}

// Sent as a raw request target, as a socket would deliver it (no URL normalisation).
const request = (hono: Hono, target: string, init: RequestInit = {}) =>
  hono.request(new Request(`http://site.test${target}`, init));

describe('step 6: classify', () => {
  const hono = app(classifyStep);

  it('refuses escapes a guard could be fooled by, with a 400 page and a log line', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const target of ['/__limb%256F/', '/a%2Fb/', '/a%5Cb/', '/a%00/', '/a%zz/', '/b%C3/']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(400);
      expect(await res.text()).toContain('Fejlkode 400');
    }
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('refuses a URL too long to echo into a page with 414 (regression: a 233 KB cached page)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect((await request(hono, `/${'a'.repeat(2100)}/`)).status).toBe(414);
    expect((await request(hono, `/borger/?q=${'a'.repeat(5000)}`)).status).toBe(414);
    expect((await request(hono, `/${'a'.repeat(2000)}/`)).status).toBe(200);
  });

  it('redirects encoded letters, doubled slashes and missing slashes to the canonical URL', async () => {
    for (const [target, location] of [
      ['/__limb%6F/configuration-overview/', '/__limbo/configuration-overview/'],
      ['/borger//', '/borger/'],
      ['/borger?x=1', '/borger/?x=1'],
      ['//evil.example/', '/evil.example/'],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(301);
      expect(res.headers.get('location'), target).toBe(location);
    }
  });

  it('sends /umbraco/* to the backend, also when spelled with escapes, but not a preview', async () => {
    for (const target of ['/umbraco/backoffice', '/%75mbraco/backoffice']) {
      const res = await request(hono, target);
      expect(res.headers.get('location'), target).toBe(`${CMS}/umbraco/backoffice`);
    }
    expect((await request(hono, '/umbraco/preview/?id=12')).status).toBe(200);
  });

  it('lets a non-GET request on at the normalised path, so every step sees the same one', async () => {
    const res = await request(hono, '/api/feedb%61ck', { method: 'POST' });
    expect(await res.json()).toEqual({ path: '/api/feedback', kind: 'api', method: 'POST' });
  });
});

describe('step 7: methods and bodies', () => {
  const hono = app(classifyStep, methods);

  it('answers unknown API paths 404 and unknown API methods 405 as JSON, never 500', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const unknown = await request(hono, '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not found' });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await request(hono, '/api/data', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await request(hono, '/api/feedback', { method: 'GET' })).headers.get('allow')).toBe(
      'POST',
    );
  });

  it('answers other methods on pages and files 405 with Allow', async () => {
    for (const target of ['/borger/', '/__limbo/', '/quiz.pdf', '/RSC/R/borger.txt']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const res = await request(hono, target, { method });
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
      }
    }
  });

  it('refuses an RSC body over its limit, or of unknown length, before reading it', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const big = await request(hono, '/RSC/R/borger.txt', {
      method: 'POST',
      headers: { 'content-length': String(1024 * 1024) },
      body: 'x',
    });
    expect(big.status).toBe(413);
    const unknown = await request(hono, '/RSC/R/borger.txt', { method: 'POST', body: 'x' });
    expect(unknown.status).toBe(411);
    const small = await request(hono, '/RSC/R/borger.txt', {
      method: 'POST',
      headers: { 'content-length': '1' },
      body: 'x',
    });
    expect(small.status).toBe(200);
  });
});

describe('step 12: the tools guard sees the decoded path', () => {
  const hono = app(classifyStep, methods, toolsAccess);

  it('guards every spelling of a protected page, for documents and RSC payloads', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const doc = await request(hono, '/__limbo/configuration-overview/');
    expect(doc.status).toBe(302);
    for (const target of [
      '/RSC/R/_%5F_limbo/configuration-overview.txt',
      '/RSC/R/___%6cimbo.txt',
      '/RSC/R/___limbo/configuration-overview.txt',
    ]) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(401);
      expect(res.headers.get('location'), target).toMatch(/^\/__login\/\?returnUrl=%2F__limbo/);
    }
  });

  it('keeps flagged routes off in every spelling', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    for (const target of ['/__demo/kultunaut-list/', '/RSC/R/___dem%6F/kultunaut-list.txt']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
