import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { health } from '#src/server/pipeline/health.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';
import { getRequestContext } from '#src/server/request-context.ts';
import { CMS } from '#tests/support/setup.ts';
import { app, request, terminal, useEnv, UUID, type Bindings } from './step-app.test-kit.ts';

describe('step 1: request context', () => {
  const seen = terminal((c) =>
    c.json({
      requestId: getRequestContext()?.requestId ?? null,
      clientIp: getRequestContext()?.clientIp ?? null,
    }),
  );
  const hono = app([requestContext], seen.handle, { withContext: false });
  const socket: Bindings = { incoming: { socket: { remoteAddress: '203.0.113.5' } } };
  type Seen = { requestId: string | null; clientIp: string | null };

  it('puts a fresh x-request-id on every response, the one the request was served under', async () => {
    const a = await request(hono, '/borger/');
    const b = await request(hono, '/borger/');
    const idA = a.headers.get('x-request-id');
    expect(idA).toMatch(UUID);
    expect(b.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).not.toBe(idA);
    expect(((await a.json()) as Seen).requestId).toBe(idA);
  });

  it('puts the id on responses a step made itself and on the not-found page', async () => {
    const own = app([requestContext, classifyStep, health], seen.handle, { withContext: false });
    const healthz = await request(own, '/healthz');
    expect(healthz.status).toBe(200);
    expect(healthz.headers.get('x-request-id')).toMatch(UUID);
    const missing = app([requestContext], (c, next) => next(), { withContext: false });
    const notFound = await request(missing, '/findes-ikke/');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
  });

  it('takes no X-Request-Id from a client that is not a trusted proxy', async () => {
    const res = await request(hono, '/borger/', { headers: { 'x-request-id': 'chosen-by-me' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('keeps a well-formed X-Request-Id from a trusted proxy, up to 64 characters', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, TRUSTED_PROXIES: '1' }));
    for (const id of ['abc-123.DEF_4', 'a'.repeat(64)]) {
      const res = await request(hono, '/borger/', { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id'), id).toBe(id);
      expect(((await res.json()) as Seen).requestId, id).toBe(id);
    }
  });

  it('replaces a hostile X-Request-Id: too long, with spaces, tabs or log syntax', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, TRUSTED_PROXIES: '1' }));
    // A newline inside a header value never arrives: fetch's Headers (and Node's parser) refuse it.
    for (const id of ['a'.repeat(65), 'two words', 'tab\there', '"},{"level":"fatal', '../x']) {
      const res = await request(hono, '/borger/', { headers: { 'x-request-id': id } });
      expect(res.headers.get('x-request-id'), id).toMatch(UUID);
      expect(((await res.json()) as Seen).requestId, id).toMatch(UUID);
    }
  });

  it('takes the client address from the socket and ignores X-Forwarded-For by default', async () => {
    const forged = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    const res = await request(hono, '/borger/', forged, socket);
    expect(((await res.json()) as Seen).clientIp).toBe('203.0.113.5');
    const mapped = { incoming: { socket: { remoteAddress: '::ffff:203.0.113.9' } } };
    const v4 = await request(hono, '/borger/', {}, mapped);
    expect(((await v4.json()) as Seen).clientIp).toBe('203.0.113.9');
    // No socket (and no trusted proxy): no address rather than a forged one.
    const none = await request(hono, '/borger/', forged);
    expect(((await none.json()) as Seen).clientIp).toBeNull();
  });

  it('believes the last X-Forwarded-For hop with TRUSTED_PROXIES=1, never the ones left of it', async () => {
    useEnv({ TRUSTED_PROXIES: '1' });
    const one = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': '198.51.100.7' } },
      socket,
    );
    expect(((await one.json()) as Seen).clientIp).toBe('198.51.100.7');
    const chain = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': '10.6.6.6, 198.51.100.7' } },
      socket,
    );
    expect(((await chain.json()) as Seen).clientIp).toBe('198.51.100.7');
    // Not an address: the socket's.
    const junk = await request(
      hono,
      '/borger/',
      { headers: { 'x-forwarded-for': 'not-an-ip' } },
      socket,
    );
    expect(((await junk.json()) as Seen).clientIp).toBe('203.0.113.5');
  });
});
