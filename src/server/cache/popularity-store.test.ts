import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { PopularityStore, type StoreReason } from './popularity-store.ts';

const store = (maxSize: number, max = 1_000) => {
  let now = 0;
  const gone: [string, StoreReason][] = [];
  const s = new PopularityStore<string>({
    max,
    maxSize: () => maxSize,
    maxEntrySize: maxSize,
    sizeCalculation: (value) => value.length,
    ttl: 60_000,
    dispose: (_, key, reason) => gone.push([key, reason]),
    now: () => now,
  });
  return { s, gone, tick: (ms: number) => (now += ms) };
};

describe('a store that lets go of its least visited entries', () => {
  it('keeps the popular pages through a crawl of every page once (a recency cache would not)', () => {
    const { s } = store(100 * 10);
    for (let i = 0; i < 10; i++) s.set(`hot-${i}`, 'x'.repeat(10));
    for (let round = 0; round < 5; round++) for (let i = 0; i < 10; i++) s.get(`hot-${i}`);
    // A crawler asks for 1,000 pages once each: ten times the budget.
    for (let i = 0; i < 1_000; i++) s.set(`crawled-${i}`, 'x'.repeat(10));
    const hot = Array.from({ length: 10 }, (_, i) => s.peek(`hot-${i}`)).filter(Boolean);
    expect(hot).toHaveLength(10);
    expect(s.calculatedSize).toBeLessThanOrEqual(1_000);
    expect(s.size).toBe(100);
    // The same visits in a recency cache of the same size: the crawl pushed every one out.
    const recency = new LRUCache<string, string>({ max: 100 });
    for (let i = 0; i < 10; i++) recency.set(`hot-${i}`, 'x');
    for (let round = 0; round < 5; round++) for (let i = 0; i < 10; i++) recency.get(`hot-${i}`);
    for (let i = 0; i < 1_000; i++) recency.set(`crawled-${i}`, 'x');
    expect(Array.from({ length: 10 }, (_, i) => recency.peek(`hot-${i}`)).filter(Boolean)).toEqual(
      [],
    );
  });

  it('forgets a popularity that is over: an entry no longer visited goes in time', () => {
    const { s, tick } = store(50 * 10);
    s.set('old-favourite', 'x'.repeat(10));
    for (let i = 0; i < 1_000; i++) s.get('old-favourite');
    // Every later entry is visited a few times, a second apart; the old favourite never again.
    for (let i = 0; i < 1_000; i++) {
      tick(1_000);
      s.set(`new-${i}`, 'x'.repeat(10));
      for (let j = 0; j < 3; j++) s.get(`new-${i}`);
    }
    expect(s.peek('old-favourite')).toBeUndefined();
    // Within a minute of its last visits, it would have stayed.
    const again = store(50 * 10);
    again.s.set('favourite', 'x'.repeat(10));
    for (let i = 0; i < 1_000; i++) again.s.get('favourite');
    for (let i = 0; i < 1_000; i++) {
      again.s.set(`new-${i}`, 'x'.repeat(10));
      for (let j = 0; j < 3; j++) again.s.get(`new-${i}`);
    }
    expect(again.s.peek('favourite')).toBeDefined();
  });

  it('stays within its bytes and entries; tells why each entry went', () => {
    const { s, gone, tick } = store(30, 2);
    s.set('a', 'x'.repeat(10));
    s.set('b', 'x'.repeat(10));
    s.set('c', 'x'.repeat(10)); // over 2 entries: one goes
    expect(s.size).toBe(2);
    expect(gone.at(-1)![1]).toBe('evict');
    s.set('huge', 'x'.repeat(31)); // over the entry limit: not kept
    expect(s.peek('huge')).toBeUndefined();
    s.set('c', 'y'.repeat(5)); // replaced
    expect(gone.at(-1)).toEqual(['c', 'set']);
    expect(s.delete('c')).toBe(true);
    expect(gone.at(-1)).toEqual(['c', 'delete']);
    s.set('short', 'x', { ttl: 10 });
    tick(11);
    expect(s.get('short')).toBeUndefined();
    expect(gone.at(-1)).toEqual(['short', 'expire']);
    const total = [...s.values()].reduce((n, v) => n + v.length, 0);
    expect(s.calculatedSize).toBe(total);
  });

  it('keeps an entry’s time to live when asked (a page measured again), and its popularity when replaced', () => {
    const { s, tick } = store(100);
    s.set('page', 'x', { ttl: 100 });
    for (let i = 0; i < 7; i++) s.get('page');
    tick(60);
    s.set('page', 'xx', { noUpdateTTL: true });
    expect(s.uses('page')).toBe(7);
    tick(50);
    expect(s.peek('page')).toBeUndefined();
  });

  it('lists its keys most used first', () => {
    const { s } = store(100);
    for (const [key, uses] of [
      ['rare', 1],
      ['often', 9],
      ['some', 4],
    ] as const) {
      s.set(key, 'x');
      for (let i = 0; i < uses; i++) s.get(key);
    }
    expect([...s.keys()]).toEqual(['often', 'some', 'rare']);
  });
});
