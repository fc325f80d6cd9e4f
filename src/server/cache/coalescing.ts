/** A load under way: overtaken once an eviction matched its key, and then it stores nothing. */
export type Run = { overtaken: boolean };

export type Load<T> = { promise: Promise<T>; run: Run };

/**
 * The loads under way, one per key: concurrent misses for one key share one call. A load is
 * forgotten when it settles, whoever waits for it (or nobody: a lookup served stale). An
 * eviction marks the loads it matches as overtaken: they still answer whoever waits for them,
 * and the loader stores nothing.
 */
export function createCoalescing<T>() {
  const inFlight = new Map<string, Load<T>>();

  return {
    /**
     * Starts the load of `key` with `load` unless one is under way: the one under way, and
     * whether it was started now (`miss`) or joined (`coalesced`).
     */
    start(key: string, load: (run: Run) => Promise<T>) {
      const running = inFlight.get(key);
      if (running) return { started: running, outcome: 'coalesced' as const };
      const run: Run = { overtaken: false };
      const started: Load<T> = { promise: load(run), run };
      inFlight.set(key, started);
      // Until the call settles, whoever waits for it (or nobody: a lookup served stale).
      const done = () => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      started.promise.then(done, done);
      return { started, outcome: 'miss' as const };
    },
    /** Whether a load of `key` is under way. */
    has: (key: string): boolean => inFlight.has(key),
    /** Overtakes the loads under way whose key `pick` chooses (it is not asked about overtaken ones). */
    overtakeWhere(pick: (key: string) => boolean) {
      for (const [key, { run }] of inFlight) {
        if (!run.overtaken && pick(key)) run.overtaken = true;
      }
    },
    /**
     * Overtakes the load of `key` under way, if any; `forget`: later lookups start a new one
     * rather than wait for it.
     */
    overtake(key: string, forget = false) {
      const running = inFlight.get(key);
      if (!running) return;
      running.run.overtaken = true;
      if (forget) inFlight.delete(key);
    },
    /** Overtakes and forgets every load under way: later lookups ask afresh. */
    overtakeAll() {
      for (const { run } of inFlight.values()) run.overtaken = true;
      inFlight.clear();
    },
  };
}

/** What `within` gives when the promise has not settled in time. */
export const TOO_SLOW = Symbol('too slow');

/** `promise`'s value, or TOO_SLOW when it has not settled within `ms` (Infinity: no bound). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TOO_SLOW> {
  if (!Number.isFinite(ms)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
