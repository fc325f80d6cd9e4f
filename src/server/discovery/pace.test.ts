import { describe, expect, it } from 'vitest';
import { pacer, type Clock } from './pace.ts';

/** A clock that only moves when slept on. */
function fakeClock() {
  let now = 0;
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
  return { clock, advance: (ms: number) => void (now += ms) };
}

describe('pacer', () => {
  it('starts 10 calls at rate 5 at 0, 200, …, 1800 ms', async () => {
    const { clock } = fakeClock();
    const paced = pacer(5, clock);
    const starts: number[] = [];
    for (let i = 0; i < 10; i++) await paced(async () => starts.push(clock.now()));
    expect(starts).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
  });

  it('does not wait when the calls themselves are slower than the rate', async () => {
    const { clock, advance } = fakeClock();
    const paced = pacer(5, clock);
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      await paced(async () => {
        starts.push(clock.now());
        advance(500);
      });
    }
    expect(starts).toEqual([0, 500, 1000]);
  });

  it('queues calls made together', async () => {
    const sleeps: number[] = [];
    const paced = pacer(2, { now: () => 0, sleep: async (ms) => void sleeps.push(ms) });
    const done = await Promise.all([1, 2, 3].map((n) => paced(async () => n)));
    expect(done).toEqual([1, 2, 3]);
    expect(sleeps).toEqual([500, 1000]);
  });
});
