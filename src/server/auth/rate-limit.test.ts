import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from '#src/server/auth/rate-limit.ts';
import { memoryStore } from '#src/server/auth/store.ts';

describe('login limiter', () => {
  it('forgets failures after the window, per address and per user', async () => {
    const store = memoryStore();
    const limiter = createLoginLimiter(() => store, {
      client: { max: 2, windowMs: 1000 },
      address: { max: 50, windowMs: 1000 },
      user: { max: 3, windowMs: 2000 },
    });
    await limiter.fail('a', 'u', 0);
    await limiter.fail('a', 'u', 10);
    expect(await limiter.retryAfter('a', 'u', 20)).toEqual({ seconds: 1, bound: 'client' });
    expect(await limiter.retryAfter('b', 'u', 20)).toEqual({ seconds: 0, bound: null });
    await limiter.fail('b', 'U', 30);
    // The user's third failure, from another address: everyone waits for the user bound.
    expect(await limiter.retryAfter('c', 'u', 40)).toEqual({ seconds: 2, bound: 'user' });
    expect(await limiter.retryAfter('a', 'u', 1011)).toEqual({ seconds: 1, bound: 'user' });
    expect(await limiter.retryAfter('c', 'u', 2011)).toEqual({ seconds: 0, bound: null });
    await limiter.succeed('a', 'u');
    expect(await store.failures('client:a|u', 1000, 20)).toEqual([]);
  });

  it('counts an IPv6 client by its /64, as the forms do (regression: 12 addresses, 60 tries)', async () => {
    const store = memoryStore();
    const limiter = createLoginLimiter(() => store, {
      client: { max: 2, windowMs: 1000 },
      address: { max: 50, windowMs: 1000 },
      user: { max: 50, windowMs: 1000 },
    });
    await limiter.fail('2001:db8:1:2::1', 'u', 0);
    await limiter.fail('2001:db8:1:2::ffff', 'u', 10);
    expect(await limiter.retryAfter('2001:db8:1:2:abcd::9', 'u', 20)).toMatchObject({
      bound: 'client',
    });
    expect(await limiter.retryAfter('2001:db8:1:3::1', 'u', 20)).toEqual({
      seconds: 0,
      bound: null,
    });
  });

  it('spraying from one address (a new user name each try) is refused after 10 (regression: 1,414 tries, none refused)', async () => {
    const store = memoryStore();
    const limiter = createLoginLimiter(() => store);
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      expect((await limiter.retryAfter('198.51.100.7', `user-${i}`, now + i)).seconds).toBe(0);
      await limiter.fail('198.51.100.7', `user-${i}`, now + i);
    }
    // The 11th name from that address waits, whatever the name; another address does not.
    expect(await limiter.retryAfter('198.51.100.7', 'user-10', now + 20)).toMatchObject({
      bound: 'address',
    });
    expect((await limiter.retryAfter('198.51.100.7', 'anna', now + 20)).seconds).toBeGreaterThan(
      800,
    );
    expect((await limiter.retryAfter('198.51.100.8', 'user-10', now + 20)).seconds).toBe(0);
  });
});
