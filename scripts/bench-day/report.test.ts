import { describe, expect, it } from 'vitest';
import {
  budgets,
  percentile,
  summarise,
  table,
  type RequestResult,
  type RunRaw,
} from './report.ts';

const view = (
  ttfbMs: number,
  source: 'nginx' | 'app' | 'rendered' = 'nginx',
  status = 200,
  expectNotFound = false,
): RequestResult => ({ kind: 'html', purpose: 'landing', status, ttfbMs, source, expectNotFound });
const rsc = (ttfbMs: number, source: 'nginx' | 'rendered', purpose: 'prefetch' | 'navigation') =>
  ({ kind: 'rsc', purpose, status: 200, ttfbMs, source, expectNotFound: false }) as const;

const raw = (over: Partial<RunRaw> = {}): RunRaw => ({
  policy: 'publish',
  topology: 'nginx',
  misses: {},
  windowMs: 60_000,
  landings: 100,
  navigations: [],
  requests: [
    ...Array.from({ length: 97 }, (_, i) => view(1 + i / 100)),
    view(30, 'app'),
    view(50, 'rendered'),
    view(2, 'nginx', 404, true),
  ],
  publishes: [
    { path: '/a/', visibleMs: 120, webhookStatus: 200 },
    { path: '/b/', visibleMs: 300, webhookStatus: 200 },
  ],
  cpuMs: 100,
  backendCpuMs: 10,
  backendCalls: 5,
  pollRequests: 12,
  lateness: { p99: 1, max: 3 },
  nginxErrors: 0,
  ...over,
});

describe('the figures of bench:day', () => {
  it('percentile: nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.99)).toBe(5);
    expect(
      percentile(
        Array.from({ length: 200 }, (_, i) => i + 1),
        0.99,
      ),
    ).toBe(198);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('sums a run per view: CPU, backend calls, TTFB, cache share; an expected 404 is no error', () => {
    const s = summarise(raw());
    expect(s.views).toBe(100);
    expect(s.cpuMsPerView).toBe(1);
    expect(s.backendCallsPerView).toBe(0.05);
    expect(s.cacheShare).toBe(0.99);
    expect(s.sources).toEqual({ nginx: 98, app: 1, rendered: 1 });
    expect(s.ttfbMs.p99).toBe(30);
    expect(s.publishToVisibleMs).toEqual({ count: 2, p50: 120, p99: 300, max: 300, never: 0 });
    expect(s.errors.total).toBe(0);
  });

  it('counts a 5xx, a 404 of a page, sockets, timeouts, shed views and failed webhooks as errors', () => {
    const s = summarise(
      raw({
        landings: 6,
        requests: [
          view(1),
          view(1, 'rendered', 503),
          view(1, 'rendered', 404),
          { kind: 'html', purpose: 'landing', error: 'socket' },
          { kind: 'rsc', purpose: 'prefetch', error: 'timeout' },
          { kind: 'rsc', purpose: 'navigation', error: 'shed' },
        ],
        publishes: [{ path: '/a/', visibleMs: null, webhookStatus: 500 }],
      }),
    );
    expect(s.errors).toEqual({ total: 6, status: 2, socket: 1, timeout: 1, shed: 1, webhook: 1 });
    // A shed request was never sent: not among the requests; the views are the pages shown.
    expect(s.requests).toBe(5);
    expect(s.views).toBe(6);
    expect(s.publishToVisibleMs.never).toBe(1);
    expect(s.publishToVisibleMs.p99).toBe(Number.POSITIVE_INFINITY);
  });

  it('holds the publish policy to each topology’s budgets, and prints the runs side by side', () => {
    const nginx = summarise(raw({ cpuMs: 40 }));
    expect(budgets(nginx).map((b) => [b.name, b.limit, b.pass])).toEqual([
      ['views from a cache', '≥ 95 %', true],
      ['CPU per view', '≤ 0.45 ms', true],
      ['p99 TTFB', '≤ 10 ms', false],
      ['p99 publish-to-visible', '≤ 200 ms', false],
      ['errors', '0', true],
    ]);
    const one = summarise(
      raw({
        topology: 'one',
        cpuMs: 60,
        misses: { drop: 7, bound: 2 },
        publishes: [{ path: '/a/', visibleMs: 150, webhookStatus: 200 }],
      }),
    );
    expect(budgets(one).map((b) => [b.name, b.limit, b.pass])).toEqual([
      ['views from a cache', '≥ 98 %', true],
      ['CPU per view', '≤ 0.5 ms', false],
      ['p99 TTFB', '≤ 20 ms', false],
      ['p99 publish-to-visible', '≤ 200 ms', true],
      ['errors', '0', true],
    ]);
    // The 10 s policy is a comparison, not budgeted.
    expect(budgets(summarise(raw({ policy: 'ten' })))).toEqual([]);
    const never = summarise(
      raw({ publishes: [{ path: '/a/', visibleMs: null, webhookStatus: 200 }] }),
    );
    expect(budgets(never).find((b) => b.name === 'p99 publish-to-visible')!.pass).toBe(false);
    const text = table([one, nginx]);
    expect(text).toMatch(/^ +one process, publish policy +nginx \+ 2, publish policy$/m);
    expect(text).toMatch(/^TTFB p99 +30\.0 ms +30\.0 ms$/m);
    expect(text).toMatch(/^app renders: misses by cause; background; kept +drop 7 · bound 2 +–$/m);
    expect(text).toMatch(/^budget: CPU per view +≤ 0\.5 ms {2}FAIL +≤ 0\.45 ms {2}PASS$/m);
  });
  it('splits documents and RSC payloads, counts views as landings and navigations', () => {
    const s = summarise(
      raw({
        landings: 2,
        cpuMs: 40,
        requests: [
          view(2),
          view(4, 'rendered'),
          rsc(1, 'nginx', 'prefetch'),
          rsc(30, 'rendered', 'prefetch'),
          rsc(50, 'rendered', 'prefetch'),
          rsc(8, 'rendered', 'navigation'),
        ],
        navigations: [
          { waitMs: 0, prefetched: true },
          { waitMs: 8, prefetched: false },
        ],
      }),
    );
    expect(s.views).toBe(4);
    expect(s.requests).toBe(6);
    expect(s.cpuMsPerView).toBe(10);
    expect(s.cpuMsPerRequest).toBeCloseTo(6.667, 3);
    expect(s.kinds.html).toMatchObject({ requests: 2, share: 0.3333, cacheShare: 0.5 });
    expect(s.kinds.rsc).toMatchObject({ requests: 4, share: 0.6667, cacheShare: 0.25 });
    expect(s.kinds.rsc.ttfbMs).toEqual({ p50: 8, p99: 50 });
    expect(s.rscPurposes).toEqual({ prefetch: 3, navigation: 1 });
    expect(s.navigation).toEqual({ count: 2, prefetchedShare: 0.5, waitMs: { p50: 0, p99: 8 } });
    expect(s.cacheShare).toBeCloseTo(2 / 6, 4);
    const text = table([s]);
    expect(text).toMatch(/^requests \(HTML \/ RSC share\) .* 6 \(33\.3 % \/ 66\.7 %\)$/m);
    expect(text).toMatch(/^RSC: from a cache .* 25\.0 % \(25\.0 \/ 0\.0 \/ 75\.0 %\)$/m);
  });

  it('prints each topology over the floor of the same run, and holds the floor to no budget', () => {
    const floor = summarise(raw({ topology: 'floor', cpuMs: 40, publishes: [] }));
    const one = summarise(raw({ topology: 'one', cpuMs: 100 }));
    expect(budgets(floor)).toEqual([]);
    const out = table([floor, one]);
    expect(out).toContain('floor: bare node:http');
    const overFloor = out.split('\n').find((line) => line.includes('over the floor'));
    // 0.4 and 1.0 ms per view (100 landings): the one process is 0.6 ms over the floor.
    expect(overFloor).toMatch(/–\s+\+0\.600$/);
    expect(table([one])).not.toContain('over the floor');
    expect(out).not.toContain('Infinity');
  });
});
