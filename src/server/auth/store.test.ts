import { createServer } from 'node:net';
import { freePort } from '#scripts/free-port.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formPost } from '#tests/support/form-post.ts';
import { startRedisServer, type RedisServer } from '#tests/support/redis-server.ts';
import {
  handleLoginPost,
  handleSessionDelete,
  handleSessionGet,
} from '#src/server/auth/auth-api.ts';
import { createLoginLimiter } from '#src/server/auth/rate-limit.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import {
  loginSession,
  newSession,
  readSession,
  revokeSession,
  sealSession,
  SESSION_COOKIE,
} from '#src/server/auth/session.ts';
import {
  memoryStore,
  redisStore,
  setToolsStoreForTests,
  type ToolsStore,
} from '#src/server/auth/store.ts';
import { setToolsUsers } from './users.test-kit.ts';

/**
 * The two store implementations against one contract, Redis for real (Debian's redis-server,
 * installed by scripts/system-deps.sh), and what the login does when Redis is gone.
 */

let redis: RedisServer | undefined;
let redisUrl = '';
const opened: { close(): Promise<void> }[] = [];
const openRedisStore = (url = redisUrl) => {
  const store = redisStore(url);
  opened.push(store);
  return store;
};

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
});

afterEach(() => setToolsStoreForTests(undefined));

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await redis?.stop();
});

const stores: [string, () => ToolsStore][] = [
  ['memory', () => memoryStore()],
  ['redis', () => openRedisStore()],
];

describe.each(stores)('%s store', (_, make) => {
  it('keeps failures within the window, oldest first, and clears them', async () => {
    const store = make();
    const key = `k-${Math.random()}`;
    const now = Date.now();
    await store.addFailure(key, 1000, now - 1500);
    await store.addFailure(key, 1000, now - 500);
    await store.addFailure(key, 1000, now - 400);
    expect(await store.failures(key, 1000, now)).toEqual([now - 500, now - 400]);
    await store.clearFailures(key);
    expect(await store.failures(key, 1000, now)).toEqual([]);
  });

  it('keeps at most 50 failures per key', async () => {
    const store = make();
    const key = `flood-${Math.random()}`;
    const now = Date.now();
    for (let i = 0; i < 70; i++) await store.addFailure(key, 60_000, now + i);
    const times = await store.failures(key, 60_000, now + 70);
    expect(times).toHaveLength(50);
    expect(times[0]).toBe(now + 20);
  });

  it('refuses a revoked id until the given time', async () => {
    const store = make();
    const now = Date.now();
    await store.revoke('gone', now + 150, now);
    expect(await store.isRevoked('gone')).toBe(true);
    expect(await store.isRevoked('other')).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect(await store.isRevoked('gone')).toBe(false);
  });
});

describe('redis store', () => {
  it('is shared: a lockout and a revocation made through one client hold in another', async () => {
    const a = createLoginLimiter(() => openRedisStore());
    const instanceA = openRedisStore();
    const instanceB = openRedisStore();
    const limiterA = createLoginLimiter(() => instanceA);
    const limiterB = createLoginLimiter(() => instanceB);
    const user = `shared-${Math.random()}`;
    for (let i = 0; i < 5; i++) await limiterA.fail('198.51.100.1', user);
    expect((await limiterB.retryAfter('198.51.100.1', user)).seconds).toBeGreaterThan(800);
    expect((await a.retryAfter('198.51.100.2', user)).seconds).toBe(0);
    await instanceA.revoke('shared-id', Date.now() + 60_000, Date.now());
    expect(await instanceB.isRevoked('shared-id')).toBe(true);
  });

  it('lets every key expire by itself', async () => {
    const store = openRedisStore();
    const key = `ttl-${Math.random()}`;
    const now = Date.now();
    await store.addFailure(key, 900_000, now);
    await store.revoke(`ttl-id-${key}`, now + 3_600_000, now);
    const { Redis } = await import('ioredis');
    const raw = new Redis(redisUrl);
    try {
      const failTtl = await raw.pttl(`limbo:tools:fail:${key}`);
      expect(failTtl).toBeGreaterThan(800_000);
      expect(failTtl).toBeLessThanOrEqual(900_000);
      // Revocations: one key without an expiry (never evicted under volatile-lru), each member
      // scored by its end and dropped once past it.
      expect(await raw.pttl('limbo:tools:revoked')).toBe(-1);
      expect(Number(await raw.zscore('limbo:tools:revoked', `ttl-id-${key}`))).toBe(
        now + 3_600_000,
      );
      expect(await raw.pttl('limbo:tools:epoch')).toBeLessThan(0);
    } finally {
      raw.disconnect();
    }
  });

  it('a flood of failures under new names keeps a bounded number of keys (oldest go first)', async () => {
    const { Redis } = await import('ioredis');
    const raw = new Redis(redisUrl);
    try {
      await raw.flushall();
      // The bound made small for the test (MAX_FAILURE_KEYS in production).
      const bound = 200;
      const store = redisStore(redisUrl, { maxFailureKeys: bound });
      opened.push(store);
      const now = Date.now();
      await store.revoke('kept-revocation', now + 3_600_000, now);
      const limiter = createLoginLimiter(() => store);
      // 300 distinct addresses (no per-address limit holds), a new user name each: 900 keys
      // without the bound.
      for (let i = 0; i < 300; i++) {
        await limiter.fail(`10.0.${i >> 8}.${i & 255}`, `sprayed-${i}`, now + i);
      }
      // The failure keys, their index, the revocations (and nothing else).
      expect(await raw.dbsize()).toBeLessThanOrEqual(bound + 2);
      expect(await store.isRevoked('kept-revocation')).toBe(true);
      // The newest failures are the ones kept.
      expect(await store.failures('user:sprayed-299', 900_000, now + 300)).toHaveLength(1);
      expect(await store.failures('user:sprayed-0', 900_000, now + 300)).toHaveLength(0);
    } finally {
      raw.disconnect();
    }
  }, 60_000);

  it('a session made before Redis lost its keys is refused (a logout is never forgotten)', async () => {
    await setToolsUsers({ REDIS_URL: redisUrl });
    const store = openRedisStore();
    setToolsStoreForTests(store);
    const session = await loginSession('anna');
    expect(session.epoch).toBe(await store.epoch(false));
    const cookie = `${SESSION_COOKIE}=${await sealSession(session)}`;
    const other = `${SESSION_COOKIE}=${await sealSession(await loginSession('anna'))}`;
    expect(await readSession(cookie)).toMatchObject({ user: { name: 'anna' } });
    await revokeSession(session);
    expect(await readSession(cookie)).toBeNull();
    // Redis restarted without persistence: the revocation is gone, and the epoch with it.
    await redis!.restart();
    await new Promise((r) => setTimeout(r, 1_200)); // the store's connection comes back
    expect(await readSession(cookie)).toBeNull();
    expect(await readSession(other)).toBeNull();
    // A sealed session without an epoch (made before epochs) is refused as well.
    expect(await readSession(`${SESSION_COOKIE}=${await sealSession(newSession('anna'))}`)).toBe(
      null,
    );
    // A new login is in the new epoch.
    const fresh = `${SESSION_COOKIE}=${await sealSession(await loginSession('anna'))}`;
    expect(await readSession(fresh)).toMatchObject({ user: { name: 'anna' } });
  }, 20_000);
});

/** A server that takes connections and never answers: a hung Redis. */
let silentPort = 0;
const silent = createServer(() => {});
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      silent.listen(0, '127.0.0.1', () => {
        silentPort = (silent.address() as { port: number }).port;
        resolve();
      }),
    ),
);
afterAll(() => {
  silent.close();
});

describe.each([
  ['refused', async () => freePort()],
  ['hung', async () => silentPort],
])('with Redis unreachable (%s)', (_, port) => {
  async function useDeadRedis() {
    const url = `redis://127.0.0.1:${await port()}`;
    await setToolsUsers({ REDIS_URL: url });
    setToolsStoreForTests(openRedisStore(url));
  }

  const login = (accept = 'text/html') =>
    runWithRequestContext(
      undefined,
      () =>
        handleLoginPost(
          formPost('/api/_auth/login', { username: 'anna', password: 'hemmelig' }, { accept }),
        ),
      '198.51.100.1',
    );

  it('a login fails closed: 503 with a clear Danish message, no cookie, within a second', async () => {
    await useDeadRedis();
    for (const accept of ['text/html', 'application/json']) {
      const t0 = Date.now();
      const res = await login(accept);
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.headers.has('set-cookie')).toBe(false);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.text()).toContain('Log ind er midlertidigt utilgængeligt');
    }
  });

  it('a session check counts as logged out, within a second, without throwing', async () => {
    await useDeadRedis();
    const cookie = `${SESSION_COOKIE}=${await sealSession(newSession('anna'))}`;
    let t0 = Date.now();
    expect(await readSession(cookie)).toBeNull();
    expect(Date.now() - t0).toBeLessThan(1000);
    t0 = Date.now();
    const res = await handleSessionGet(
      new Request('http://site.test/api/_auth/session', { headers: { cookie } }),
    );
    expect(await res.json()).toEqual({ user: null });
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('a logout still clears the cookie, and says the session was not revoked (503)', async () => {
    await useDeadRedis();
    const cookie = `${SESSION_COOKIE}=${await sealSession(newSession('anna'))}`;
    const res = await handleSessionDelete(
      new Request('http://site.test/api/_auth/session', { method: 'DELETE', headers: { cookie } }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('set-cookie')).toMatch(/^__limbo-authenticated=; Max-Age=0/);
  });

  it('a session check while Redis answers sees the session', async () => {
    await setToolsUsers({ REDIS_URL: redisUrl });
    setToolsStoreForTests(openRedisStore());
    const cookie = `${SESSION_COOKIE}=${await sealSession(await loginSession('anna'))}`;
    expect(await readSession(cookie)).toMatchObject({ user: { name: 'anna' } });
    expect((await login()).status).toBe(303);
  });
});
