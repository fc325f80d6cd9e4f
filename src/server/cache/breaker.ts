import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';

/**
 * Whether a failure says the backend is out: unreachable, timed out, or an HTTP 5xx. A malformed
 * answer or a 4xx came from a backend that is up: one broken page, which a visitor can ask for
 * with any number of queries, never counts towards the breaker.
 */
export const isOutage = (err: unknown): boolean =>
  err instanceof BackendError &&
  (err.failure === 'unreachable' ||
    err.failure === 'timeout' ||
    (err.failure === 'status' && OUTAGE_STATUSES.has(err.httpStatus ?? 0)));

/**
 * The HTTP statuses that say the backend (or the gateway before it) is down or overloaded. Not
 * 500: the package answers an exception of one request with a bare 500 (a broken page, an
 * `appHost` that matches no site), which a visitor can ask for at will.
 */
const OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export type BreakerOptions = {
  /** Different pages failing with an outage in a row that open it. */
  threshold: number;
  /** How long it stays open. */
  openMs: number;
  /**
   * The page a key stands for, as failures are counted. Keys that differ only in what a visitor
   * chooses (the query) should give the same one.
   */
  keyOf: (key: string) => string;
  now: () => number;
};

/**
 * A circuit breaker: it stops sending calls to a backend that is out (`threshold` different
 * pages failing in a row with an outage: see `isOutage`), for `openMs`, so a hammered outage does
 * not pile up requests. One failing page alone, whatever query it is asked with, never opens it,
 * nor does a backend that answers but badly. Any success starts the count again.
 */
export function createBreaker({ threshold, openMs, keyOf, now }: BreakerOptions) {
  // Pages (keyOf) that failed with an outage since the last success. The breaker opens when
  // several DIFFERENT pages fail in a row: one broken page, however often and with whatever
  // query it is asked for, cannot fail-fast every other page.
  const failingKeys = new Set<string>();
  let openUntil = 0;
  const isOpen = () => now() < openUntil;

  return {
    /** Whether it is refusing backend calls right now. */
    isOpen,
    /** Throws the BackendError a call gets while it is open. */
    refuse() {
      if (isOpen())
        throw new BackendError('unreachable', 'backend circuit is open after repeated failures');
    },
    /** A call for some key succeeded: the backend is up. */
    succeeded() {
      failingKeys.clear();
    },
    /** A call for `key` failed with `err`; an outage counts towards opening it. */
    failed(key: string, err: unknown) {
      if (!isOutage(err)) return;
      if (failingKeys.size < threshold) failingKeys.add(keyOf(key));
      if (failingKeys.size >= threshold && !isOpen()) {
        openUntil = now() + openMs;
        log.error({ keys: failingKeys.size, openMs }, 'backend circuit opened');
        failingKeys.clear();
      }
    },
    /** Closed, with nothing counted (the cache starts over). */
    reset() {
      failingKeys.clear();
      openUntil = 0;
    },
  };
}
