import { describe, expect, it } from 'vitest';
import { createEntryStore, type EntryStoreOptions } from '#src/server/cache/entry-store.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function store(now: () => number, more: Partial<EntryStoreOptions<string>> = {}) {
  return createEntryStore<string>({
    ttlMs: 1000,
    staleIfErrorMs: 10_000,
    max: 100,
    maxBytes: 1_000_000,
    maxEntryBytes: 100_000,
    sizeOf: (value) => value.length,
    now,
    evictBy: 'recency',
    ...more,
  });
}

describe('entry store', () => {
  it('an entry is fresh, then revalidating for its own window, then neither', () => {
    const time = clock();
    const entries = store(time.now, {
      freshnessOf: () => ({ freshMs: 1000, staleWhileRevalidateMs: 500 }),
    });
    entries.put('k', 'v');
    expect(entries.lookup('k')).toEqual({ value: 'v', fresh: true, revalidating: false });
    time.advance(1000);
    expect(entries.lookup('k')).toEqual({ value: 'v', fresh: false, revalidating: true });
    time.advance(500);
    expect(entries.lookup('k')).toEqual({ value: 'v', fresh: false, revalidating: false });
    expect(entries.lookup('other')).toBeUndefined();
  });

  it('serves on an error only inside the stale-if-error window', () => {
    const time = clock();
    const entries = store(time.now);
    entries.put('k', 'v');
    time.advance(9_999);
    expect(entries.staleIfError('k')).toEqual({ value: 'v', ageMs: 9_999 });
    time.advance(1);
    expect(entries.staleIfError('k')).toBeUndefined();
  });

  it('expireWhere makes picked entries stale, tells `picked`, and renew gives freshness back', () => {
    const time = clock();
    const entries = store(time.now);
    entries.put('a', 'x');
    entries.put('b', 'y');
    const picked: string[] = [];
    expect(
      entries.expireWhere(
        (key) => key === 'a',
        200,
        (key) => picked.push(key),
      ),
    ).toBe(1);
    expect(picked).toEqual(['a']);
    expect(entries.lookup('a')).toMatchObject({ fresh: false, revalidating: true });
    expect(entries.lookup('b')).toMatchObject({ fresh: true });
    expect(entries.renew('a')).toBe(true);
    expect(entries.lookup('a')).toMatchObject({ fresh: true });
    expect(entries.renew('b')).toBe(false);
  });

  it('dropWhere tells onGone; clear tells nobody', () => {
    const gone: string[] = [];
    const entries = store(clock().now, { onGone: (key, reason) => gone.push(`${key}:${reason}`) });
    entries.put('a', 'x');
    entries.put('b', 'y');
    expect(entries.dropWhere((key) => key === 'a')).toEqual(['a']);
    entries.clear();
    expect(gone).toEqual(['a:delete']);
    expect(entries.size()).toBe(0);
  });
});
