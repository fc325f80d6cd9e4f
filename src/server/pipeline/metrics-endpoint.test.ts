import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { metricsEndpoint } from '#src/server/pipeline/metrics-endpoint.ts';
import { app, request, terminal, useEnv } from './step-app.test-kit.ts';

describe('step 5: /metrics behind its token', () => {
  const TOKEN = 'metrics-token-of-at-least-24-characters';
  const page = terminal();
  const hono = app([classifyStep, metricsEndpoint], page.handle);
  const withAuth = (authorization: string) => ({ headers: { authorization } });

  it('is a 404 page when no METRICS_TOKEN is configured, whatever is sent', async () => {
    for (const init of [{}, withAuth(`Bearer ${TOKEN}`)]) {
      const res = await request(hono, '/metrics', init);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('404');
    }
    expect(page.calls.count).toBe(0);
  });

  it('answers 401 with WWW-Authenticate: Bearer for a missing or wrong token', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const init of [
      {},
      withAuth('Bearer not-the-token-not-the-token-nope'),
      withAuth(`Bearer ${TOKEN}x`),
      withAuth(`Basic ${TOKEN}`),
      // Regression: the bare token, or "bearer" in lower case, was accepted.
      withAuth(TOKEN),
      withAuth(`bearer ${TOKEN}`),
    ]) {
      const res = await request(hono, '/metrics', init);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(page.calls.count).toBe(0);
  });

  it('answers the Prometheus text with the right token, never stored', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    const res = await request(hono, '/metrics', withAuth(`Bearer ${TOKEN}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('lets every other path go on', async () => {
    useEnv({ METRICS_TOKEN: TOKEN });
    expect(await (await request(hono, '/metrics/')).text()).toBe('rendered');
    expect(await (await request(hono, '/borger/metrics/')).text()).toBe('rendered');
  });
});
