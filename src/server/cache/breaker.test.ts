import { describe, expect, it } from 'vitest';
import { BackendError } from '#src/server/backend-error.ts';
import { createBreaker, isOutage } from '#src/server/cache/breaker.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const outage = () => new BackendError('unreachable', 'down');

function breaker(now: () => number, keyOf = (key: string) => key) {
  return createBreaker({ threshold: 3, openMs: 5000, keyOf, now });
}

describe('breaker', () => {
  it('opens after `threshold` different pages fail with an outage, and refuses calls', () => {
    const time = clock();
    const b = breaker(time.now);
    b.failed('a', outage());
    b.failed('b', outage());
    expect(b.isOpen()).toBe(false);
    expect(() => b.refuse()).not.toThrow();
    b.failed('c', outage());
    expect(b.isOpen()).toBe(true);
    expect(() => b.refuse()).toThrow(/circuit is open/);
  });

  it('closes again after `openMs`, with nothing counted', () => {
    const time = clock();
    const b = breaker(time.now);
    for (const key of ['a', 'b', 'c']) b.failed(key, outage());
    time.advance(4999);
    expect(b.isOpen()).toBe(true);
    time.advance(1);
    expect(b.isOpen()).toBe(false);
    b.failed('d', outage());
    b.failed('e', outage());
    expect(b.isOpen()).toBe(false);
  });

  it('one page failing again and again, or pages of one keyOf, never open it', () => {
    const b = breaker(clock().now, (key) => key.split('?')[0]!);
    for (let i = 0; i < 10; i++) b.failed('a', outage());
    for (let i = 0; i < 10; i++) b.failed(`b?q=${i}`, outage());
    expect(b.isOpen()).toBe(false);
  });

  it('a success starts the count again', () => {
    const b = breaker(clock().now);
    b.failed('a', outage());
    b.failed('b', outage());
    b.succeeded();
    b.failed('c', outage());
    expect(b.isOpen()).toBe(false);
  });

  it('failures of a backend that answers do not count', () => {
    const b = breaker(clock().now);
    const failures = [
      new BackendError('status', '500', 500),
      new BackendError('status', '404', 404),
      new Error('a bug'),
    ];
    for (const [i, err] of failures.entries()) b.failed(`k${i}`, err);
    for (const [i, err] of failures.entries()) b.failed(`j${i}`, err);
    expect(b.isOpen()).toBe(false);
  });

  it('reset closes it', () => {
    const b = breaker(clock().now);
    for (const key of ['a', 'b', 'c']) b.failed(key, outage());
    b.reset();
    expect(b.isOpen()).toBe(false);
  });

  it('isOutage: unreachable, timeouts and 502-504 only', () => {
    expect(isOutage(new BackendError('timeout', 't'))).toBe(true);
    expect(isOutage(new BackendError('status', '503', 503))).toBe(true);
    expect(isOutage(new BackendError('status', '500', 500))).toBe(false);
    expect(isOutage(new Error('x'))).toBe(false);
  });
});
