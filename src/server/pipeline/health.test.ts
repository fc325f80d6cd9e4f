import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { log } from '#src/server/log.ts';
import { health, resetReadinessForTests } from '#src/server/pipeline/health.ts';
import { server } from '#tests/support/setup.ts';
import { app, request, terminal } from './step-app.test-kit.ts';

describe('step 4: health and readiness', () => {
  const page = terminal();
  const hono = app([classifyStep, health], page.handle);
  beforeEach(() => resetReadinessForTests());

  it('answers GET and HEAD only (regression: a POST /readyz made a backend call)', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await request(hono, path, { method: 'POST' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('asks the backend at most once per 2 s, however often /readyz is asked', async () => {
    let calls = 0;
    server.events.on('request:start', () => void calls++);
    await Promise.all([request(hono, '/readyz'), request(hono, '/readyz')]);
    await request(hono, '/readyz');
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('/healthz answers 200 ok, never stored, without reaching a page', async () => {
    const res = await request(hono, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(page.calls.count).toBe(0);
  });

  it('/readyz answers 200 with the sample backend, 503 when it is down', async () => {
    const ready = await request(hono, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('ready');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    faults.mode = 'down';
    resetReadinessForTests(); // the last answer counts for 2 s
    const down = await request(hono, '/readyz');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(page.calls.count).toBe(0);
  });

  it('/readyz stays ready when a page other than the root fails', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/umbraco/api/spa/getdata/', ({ request: call }) => {
        const url = new URL(call.url).searchParams.get('url') ?? '/';
        asked.push(url);
        if (url === '/') return undefined; // the sample backend answers the root
        return HttpResponse.json(
          { meta: { code: 500, error: 'broken' }, data: null },
          { status: 500 },
        );
      }),
    );
    const res = await request(hono, '/readyz');
    expect(res.status).toBe(200);
    expect(asked).toEqual(['/']);
    expect(page.calls.count).toBe(0);
  });

  it('/readyz is unready when the root itself answers without a site', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/umbraco/api/spa/getdata/', () =>
        HttpResponse.json({ meta: { code: 500, error: 'broken' }, data: null }, { status: 500 }),
      ),
    );
    expect((await request(hono, '/readyz')).status).toBe(503);
  });

  it('lets every other path go on', async () => {
    for (const target of ['/healthz/', '/readyz/x/', '/borger/']) {
      expect(await (await request(hono, target)).text(), target).toBe('rendered');
    }
  });
});
