import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { app, echo, request } from './step-app.test-kit.ts';

describe('step 7: methods and bodies', () => {
  const hono = app([classifyStep, methods], echo);

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

  it('answers HEAD on a GET API as its GET without a body (regression: Waku 0.27 answered 500)', async () => {
    for (const target of ['/api/data?url=/', '/api/_auth/session']) {
      const res = await request(hono, target, { method: 'HEAD' });
      expect(res.status, target).toBe(200);
      expect(await res.text(), target).toBe('');
      expect(res.headers.get('content-type'), target).toContain('application/json');
    }
    const get = await request(hono, '/api/_auth/session');
    expect(await get.json()).toMatchObject({ method: 'GET', kind: 'api' });
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

describe('step 7: methods of the climate endpoint', () => {
  it('only POST reaches /api/theme (405 with Allow for the rest)', async () => {
    const hono = app([classifyStep, methods], (c) => c.text('ok'));
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await request(hono, '/api/theme', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});
