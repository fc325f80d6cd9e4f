import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '#scripts/free-port.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { CMS } from '#tests/support/setup.ts';
import { startRedisServer, type RedisServer } from '#tests/support/redis-server.ts';
import { addressKey, createRateLimit, limitsRedis, rateLimit } from './rate-limits.ts';

/** The limits module against Debian's redis-server (scripts/system-deps.sh), as in store.test.ts. */

let redis: RedisServer | undefined;
const opened: Redis[] = [];
const connect = (url = redis!.url) => {
  const client = limitsRedis(url);
  opened.push(client);
  return client;
};

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  for (const client of opened) client.disconnect();
  await redis?.stop();
});

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe('a limit', () => {
  it('allows its points within the window, then says how long to wait; per key', async () => {
    const limit = createRateLimit({ name: unique('memory'), points: 3, seconds: 60 }, null);
    for (let i = 0; i < 3; i++) expect(await limit.hit('a')).toBe(0);
    const wait = await limit.hit('a');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limit.hit('b')).toBe(0);
  });

  it('frees again once its window has passed', async () => {
    vi.useFakeTimers();
    try {
      const limit = createRateLimit({ name: unique('window'), points: 1, seconds: 600 }, null);
      expect(await limit.hit('a')).toBe(0);
      vi.advanceTimersByTime(599_000);
      expect(await limit.hit('a')).toBe(1);
      vi.advanceTimersByTime(1_001);
      expect(await limit.hit('a')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('shared through Redis', () => {
  it('two instances (two connections, as two processes) share one count', async () => {
    const name = unique('shared');
    const a = createRateLimit({ name, points: 3, seconds: 60 }, connect());
    const b = createRateLimit({ name, points: 3, seconds: 60 }, connect());
    expect(await a.hit('198.51.100.1')).toBe(0);
    expect(await b.hit('198.51.100.1')).toBe(0);
    expect(await a.hit('198.51.100.1')).toBe(0);
    expect(await b.hit('198.51.100.1')).toBeGreaterThan(55);
    expect(await a.hit('198.51.100.1')).toBeGreaterThan(55);
    // Another key, and the same key under another limit's name, are counted apart.
    expect(await b.hit('198.51.100.2')).toBe(0);
    const other = createRateLimit({ name: unique('other'), points: 3, seconds: 60 }, connect());
    expect(await other.hit('198.51.100.1')).toBe(0);
  });

  it('rateLimit() counts in REDIS_URL when it is set', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REDIS_URL: redis!.url }));
    const name = unique('env');
    const inProcess = rateLimit({ name, points: 2, seconds: 60 });
    const elsewhere = createRateLimit({ name, points: 2, seconds: 60 }, connect());
    expect(await inProcess.hit('k')).toBe(0);
    expect(await elsewhere.hit('k')).toBe(0);
    expect(await inProcess.hit('k')).toBeGreaterThan(0);
  });

  it('with Redis unreachable, counts in this process, logs once, and answers quickly', async () => {
    const error = vi.spyOn(log, 'error');
    const limit = createRateLimit(
      { name: unique('dead'), points: 2, seconds: 60 },
      connect(`redis://127.0.0.1:${await freePort()}`),
    );
    const t0 = Date.now();
    expect(await limit.hit('k')).toBe(0);
    expect(await limit.hit('k')).toBe(0);
    expect(await limit.hit('k')).toBeGreaterThan(0);
    expect(Date.now() - t0).toBeLessThan(2000);
    const lines = error.mock.calls.filter(([, text]) => String(text).includes('redis unreachable'));
    expect(lines).toHaveLength(1);
  });
});

describe('addressKey', () => {
  it('counts an IPv4 address as it is, an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0db8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(null)).toBe('unknown');
  });
});
