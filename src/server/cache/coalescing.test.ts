import { describe, expect, it } from 'vitest';
import { createCoalescing, TOO_SLOW, within, type Run } from '#src/server/cache/coalescing.ts';

/** A load whose answer the test gives, and the run it was started with. */
function deferred() {
  let resolve!: (value: number) => void;
  let run!: Run;
  const promise = new Promise<number>((r) => (resolve = r));
  const load = (r: Run) => {
    run = r;
    return promise;
  };
  return { load, resolve, run: () => run };
}

describe('coalescing', () => {
  it('concurrent starts for one key share one load, forgotten once it settles', async () => {
    const loads = createCoalescing<number>();
    const first = deferred();
    let calls = 0;
    const a = loads.start('k', (run) => (calls++, first.load(run)));
    const b = loads.start('k', () => (calls++, Promise.resolve(0)));
    expect([a.outcome, b.outcome, calls]).toEqual(['miss', 'coalesced', 1]);
    expect(b.started).toBe(a.started);
    expect(loads.has('k')).toBe(true);
    first.resolve(7);
    await expect(b.started.promise).resolves.toBe(7);
    expect(loads.has('k')).toBe(false);
    expect(loads.start('k', () => Promise.resolve(8)).outcome).toBe('miss');
  });

  it('a failed load is forgotten too', async () => {
    const loads = createCoalescing<number>();
    const { started } = loads.start('k', () => Promise.reject(new Error('down')));
    await expect(started.promise).rejects.toThrow('down');
    expect(loads.has('k')).toBe(false);
  });

  it('overtakeWhere marks the loads it picks and keeps them for whoever joins', () => {
    const loads = createCoalescing<number>();
    const a = deferred();
    const b = deferred();
    loads.start('a', a.load);
    loads.start('b', b.load);
    loads.overtakeWhere((key) => key === 'a');
    expect([a.run().overtaken, b.run().overtaken]).toEqual([true, false]);
    expect(loads.start('a', () => Promise.resolve(0)).outcome).toBe('coalesced');
  });

  it('overtake with forget lets the next start begin a new load; overtakeAll forgets all', () => {
    const loads = createCoalescing<number>();
    const a = deferred();
    const b = deferred();
    loads.start('a', a.load);
    loads.start('b', b.load);
    loads.overtake('a');
    expect(loads.has('a')).toBe(true);
    loads.overtake('a', true);
    expect(a.run().overtaken).toBe(true);
    expect(loads.has('a')).toBe(false);
    loads.overtakeAll();
    expect(b.run().overtaken).toBe(true);
    expect(loads.has('b')).toBe(false);
  });

  it('within: the value in time, else TOO_SLOW', async () => {
    await expect(within(Promise.resolve(1), 10)).resolves.toBe(1);
    await expect(within(new Promise(() => {}), 5)).resolves.toBe(TOO_SLOW);
    await expect(within(Promise.resolve(2), Number.POSITIVE_INFINITY)).resolves.toBe(2);
  });
});
