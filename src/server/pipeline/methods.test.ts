import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { app, echo, request, terminal, useEnv } from './step-app.test-kit.ts';

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

describe('step 7: posts from another site (Hono csrf), hostile', () => {
  const handler = terminal((c) => c.text('reached'));
  const hono = app([classifyStep, methods], handler.handle);
  const FROM_BROWSERS = [
    ['POST', '/api/feedback'],
    ['POST', '/api/subscriptions'],
    ['POST', '/api/theme'],
    ['POST', '/api/_auth/login'],
    ['POST', '/api/_auth/session'],
    ['DELETE', '/api/_auth/session'],
    ['POST', '/api/_limbo/revalidate'],
    ['POST', '/api/_limbo/content-check'],
  ] as const;
  const FORM = 'application/x-www-form-urlencoded';
  const post = (target: string, headers: Record<string, string>, method = 'POST') =>
    request(hono, target, { method, headers, body: 'a=1' });

  beforeEach(() => void vi.spyOn(log, 'warn').mockImplementation(() => undefined));

  it('refuses a form post from another site on every route a browser posts, before it runs', async () => {
    for (const [method, target] of FROM_BROWSERS) {
      for (const headers of [
        { origin: 'https://evil.example', 'content-type': FORM },
        { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        { origin: 'https://evil.example' }, // no type: a browser sends text/plain
        { 'sec-fetch-site': 'cross-site', 'content-type': FORM }, // no Origin
        { 'sec-fetch-site': 'same-site', origin: 'https://evil.site.test', 'content-type': FORM },
        { origin: 'null', 'content-type': FORM }, // a sandboxed frame or a data: page
        { origin: 'not a url', 'content-type': FORM },
        { origin: 'http://site.test.evil.example', 'content-type': FORM },
      ] as Record<string, string>[]) {
        const asJson = { ...headers, accept: 'application/json' };
        const res = await post(target, asJson, method);
        expect(res.status, `${method} ${target} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({ error: 'cross-site request' });
        expect(res.headers.get('cache-control')).toBe('no-store');
        // A browser's plain post: the one error page, in the request's language.
        const page = await post(target, headers, method);
        expect(page.status).toBe(403);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(await page.text()).toContain('ikke kom fra denne side');
      }
    }
    expect(handler.calls.count).toBe(0);
  });

  it('lets this site, the visitor’s own hand and clients that are no browser through', async () => {
    for (const [method, target] of FROM_BROWSERS) {
      for (const headers of [
        { origin: 'http://site.test', 'content-type': FORM },
        { 'sec-fetch-site': 'same-origin', 'content-type': FORM }, // no Origin
        { 'sec-fetch-site': 'same-origin', origin: 'http://site.test', 'content-type': FORM },
        { 'sec-fetch-site': 'none', 'content-type': FORM },
        { 'content-type': FORM }, // neither header: no browser carrying a visitor's cookies
      ] as Record<string, string>[]) {
        const res = await post(target, headers, method);
        expect(res.status, `${method} ${target} ${JSON.stringify(headers)}`).toBe(200);
      }
    }
    expect(handler.calls.count).toBe(FROM_BROWSERS.length * 5);
  });

  it('leaves a JSON body to the handler: a browser cannot send one to another site unasked', async () => {
    const res = await post('/api/feedback', {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
  });

  it("judges the backend's publish webhook by its token, not its origin", async () => {
    const res = await post('/api/revalidate', {
      origin: 'https://cms.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(200);
  });

  it('believes X-Forwarded-Host for the origin only from a trusted proxy', async () => {
    const headers = {
      origin: 'https://www.kommune.dk',
      'x-forwarded-host': 'www.kommune.dk',
      'content-type': FORM,
    };
    expect((await post('/api/feedback', headers)).status).toBe(403);
    useEnv({ TRUSTED_PROXIES: '1' });
    expect((await post('/api/feedback', headers)).status).toBe(200);
  });
});

describe('step 7: API bodies over their cap (Hono body-limit), hostile', () => {
  const handler = terminal(async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  const hono = app([classifyStep, methods], handler.handle);
  const CAPS = [
    ['/api/revalidate', 16 * 1024],
    ['/api/_limbo/revalidate', 4 * 1024],
    ['/api/_limbo/content-check', 8 * 1024],
  ] as const;
  /** A body sent as it arrives, in chunks, with no declared length. */
  const streamed = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 1000) {
          controller.enqueue(new Uint8Array(Math.min(1000, bytes - sent)).fill(97));
        }
        controller.close();
      },
    });
  const stream = (target: string, bytes: number) =>
    request(hono, target, {
      method: 'POST',
      body: streamed(bytes),
      duplex: 'half',
    } as RequestInit);

  beforeEach(() => void vi.spyOn(log, 'warn').mockImplementation(() => undefined));

  it('refuses a declared length over the cap before reading a byte', async () => {
    for (const [target, cap] of CAPS) {
      const res = await request(hono, target, {
        method: 'POST',
        headers: { 'content-length': String(cap + 1) },
        body: 'x',
      });
      expect(res.status, target).toBe(413);
      expect(await res.json()).toEqual({ error: 'payload too large' });
    }
    expect(handler.calls.count).toBe(0);
  });

  it('counts a body of no declared length as it arrives, and stops past the cap', async () => {
    for (const [target, cap] of CAPS) {
      const over = await stream(target, cap + 1);
      expect(over.status, target).toBe(413);
      const within = await stream(target, cap);
      expect(within.status, target).toBe(200);
      expect(await within.text()).toBe(`read ${cap}`); // the handler reads the same bytes
    }
    expect(handler.calls.count).toBe(CAPS.length);
  });

  it('leaves the form posts to count their own bodies (their refusal is a page of the form)', async () => {
    const res = await stream('/api/feedback', 64 * 1024);
    expect(res.status).toBe(200);
  });

  it('refuses a chunked body over the cap over real HTTP, the connection still answering', async () => {
    const server = createServer(getRequestListener(hono.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const chunked = (path: string, bytes: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { host: 'site.test' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        for (let sent = 0; sent < bytes; sent += 1024) req.write(Buffer.alloc(1024, 97));
        req.end();
      });
    try {
      const over = await chunked('/api/revalidate', 17 * 1024);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body)).toEqual({ error: 'payload too large' });
      const within = await chunked('/api/revalidate', 16 * 1024);
      expect(within).toEqual({ status: 200, body: `read ${16 * 1024}` });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
