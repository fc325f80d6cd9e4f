// The crawler's bounded rate: every backend call waits for its turn, one turn every 1/rate s.

export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.ceil(ms))),
};

/**
 * Runs calls at most `perSecond` a second: each call starts at least 1/perSecond s after the one
 * before it started. A turn is taken before waiting, so calls made together queue up too.
 */
export function pacer(perSecond: number, clock: Clock = realClock) {
  const gapMs = 1000 / perSecond;
  let nextTurn = Number.NEGATIVE_INFINITY;
  return async function paced<T>(call: () => Promise<T>): Promise<T> {
    const now = clock.now();
    const turn = Math.max(now, nextTurn);
    nextTurn = turn + gapMs;
    if (turn > now) await clock.sleep(turn - now);
    return call();
  };
}

export type Paced = ReturnType<typeof pacer>;
