import { describe, expect, it } from 'vitest';
import { seededRandom } from '#mocks/fixtures/random.ts';
import { makeTrace, zipf, type TraceOptions } from './trace.ts';

const paths = ['/', ...Array.from({ length: 999 }, (_, i) => `/side-${i}/`)];
const options: TraceOptions = {
  paths,
  seed: 7,
  rate: 300,
  navigations: 2,
  thinkMs: [3_000, 10_000],
  seconds: 60,
  zipfS: 1,
  notFoundShare: 0.01,
  publishFrom: 10_000,
  publishUntil: 55_000,
  publishEvery: 2_500,
  republishAfter: 30_000,
};

describe('the visit trace of bench:day', () => {
  it('draws ranks by Zipf’s law: rank k about 1/k as often as the first', () => {
    const draw = zipf(1000, 1, seededRandom(3));
    const counts = new Array<number>(1000).fill(0);
    for (let i = 0; i < 200_000; i++) counts[draw()]!++;
    // H(1000) ≈ 7.485: the first rank gets 1/7.485 ≈ 13.4 % of the draws.
    expect(counts[0]! / 200_000).toBeCloseTo(0.1336, 2);
    expect(counts[0]! / counts[1]!).toBeCloseTo(2, 0);
    expect(counts[0]! / counts[9]!).toBeGreaterThan(7);
    expect(counts[0]! / counts[9]!).toBeLessThan(13);
    expect(Math.min(...counts.slice(0, 100))).toBeGreaterThan(0);
  });

  it('is the same day for the same options, another for another seed', () => {
    const first = makeTrace(options);
    expect(makeTrace(options)).toEqual(first);
    expect(makeTrace({ ...options, seed: 8 }).visits).not.toEqual(first.visits);
  });

  it('lands visits at the fixed rate, the front page most of all, a few of missing addresses', () => {
    const { visits, ranked } = makeTrace(options);
    // 300 views a second, each visit a landing and two navigations: 100 visits a second.
    expect(visits).toHaveLength(6000);
    expect(visits[1]!.at - visits[0]!.at).toBeCloseTo(10);
    expect(visits.at(-1)!.at).toBeCloseTo(59_990);
    expect(ranked[0]).toBe('/');
    expect(new Set(ranked).size).toBe(1000);
    const counts = new Map<string, number>();
    for (const v of visits) counts.set(v.path, (counts.get(v.path) ?? 0) + 1);
    const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(busiest).toBe('/');
    const missing = visits.filter((v) => v.expectNotFound);
    expect(missing.length).toBeGreaterThan(30);
    expect(missing.length).toBeLessThan(100);
    expect(missing.every((v) => !paths.includes(v.path))).toBe(true);
    expect(visits.filter((v) => !v.expectNotFound).every((v) => paths.includes(v.path))).toBe(true);
  });

  it('follows each landing with its navigations, a reading time apart, each picking a link', () => {
    const { visits } = makeTrace(options);
    const gaps: number[] = [];
    const picks: number[] = [];
    for (const visit of visits) {
      expect(visit.navigations).toHaveLength(2);
      let last = visit.at;
      for (const n of visit.navigations) {
        gaps.push(n.at - last);
        picks.push(n.pick);
        last = n.at;
      }
    }
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(10_000);
    expect(Math.min(...picks)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...picks)).toBeLessThan(1);
    const none = makeTrace({ ...options, navigations: 0, rate: 100 });
    expect(none.visits).toHaveLength(6000);
    expect(none.visits.every((v) => v.navigations.length === 0)).toBe(true);
  });

  it('publishes every 2.5 s in its window, popular pages, never one again within 30 s', () => {
    const { publishes, ranked } = makeTrace(options);
    expect(publishes.map((p) => p.at)).toEqual(
      Array.from({ length: 18 }, (_, i) => 10_000 + i * 2_500),
    );
    for (const [i, p] of publishes.entries()) {
      const again = publishes.slice(i + 1).find((q) => q.path === p.path);
      if (again) expect(again.at - p.at).toBeGreaterThanOrEqual(30_000);
    }
    // Chosen by popularity: most of them among the hundred most visited pages.
    const popular = new Set(ranked.slice(0, 100));
    expect(publishes.filter((p) => popular.has(p.path)).length).toBeGreaterThan(9);
  });
});
