import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '#tests/support/setup.ts';
import { sampleLatencyMs, startSampleBackend } from './server.ts';

// The sample backend process over real HTTP on loopback: its latency and its request count.

let backend: Awaited<ReturnType<typeof startSampleBackend>> | undefined;

beforeEach(() => {
  // msw answers the unit tests' backend calls; these go to the real server.
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

const stats = async () =>
  (await (await fetch(`${backend!.url}/__sample/stats`)).json()) as {
    requests: number;
    byKind: Record<string, number>;
    latencyMs: number;
  };

describe('the sample backend server', () => {
  it('SAMPLE_LATENCY_MS, else 80 ms for the generated site and none for the sample', () => {
    expect(sampleLatencyMs({})).toBe(0);
    expect(sampleLatencyMs({ SAMPLE_SITE: 'generated' })).toBe(80);
    expect(sampleLatencyMs({ SAMPLE_SITE: 'generated', SAMPLE_LATENCY_MS: '5' })).toBe(5);
    expect(sampleLatencyMs({ SAMPLE_LATENCY_MS: '0', SAMPLE_SITE: 'generated' })).toBe(0);
    expect(sampleLatencyMs({ SAMPLE_LATENCY_MS: 'soon' })).toBe(0);
  });

  it('answers each backend call after its latency and counts it by kind; its controls are neither', async () => {
    backend = await startSampleBackend(0, '127.0.0.1', { latencyMs: 400 });
    expect(await stats()).toEqual({
      requests: 0,
      byKind: { page: 0, list: 0, media: 0, other: 0 },
      latencyMs: 400,
    });
    const t0 = performance.now();
    const page = await fetch(`${backend.url}/umbraco/api/spa/getdata/?url=/borger/&parts=content`);
    const elapsed = performance.now() - t0;
    expect(page.status).toBe(200);
    expect(((await page.json()) as { pageId: number }).pageId).toBe(1201);
    expect(elapsed).toBeGreaterThanOrEqual(395);
    await (await fetch(`${backend.url}/api/search/?contextId=1209&limit=1`)).text();
    await (await fetch(`${backend.url}/media/forside/raadhuspladsen-sommer.jpg`)).text();
    expect(
      (await fetch(`${backend.url}/__sample/fault?mode=none`, { method: 'POST' })).status,
    ).toBe(204);
    expect(await stats()).toEqual({
      requests: 3,
      byKind: { page: 1, list: 1, media: 1, other: 0 },
      latencyMs: 400,
    });
  });

  it('answers at once without a latency', async () => {
    backend = await startSampleBackend(0, '127.0.0.1', { latencyMs: 0 });
    const t0 = performance.now();
    await (await fetch(`${backend.url}/umbraco/api/spa/getdata/?url=/borger/`)).text();
    expect(performance.now() - t0).toBeLessThan(400);
    expect((await stats()).requests).toBe(1);
  });
});
