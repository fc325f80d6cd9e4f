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
import { newSession, readSession, sealSession, SESSION_COOKIE } from '#src/server/auth/session.ts';
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

  it('keeps at most 100 failures per key', async () => {
    const store = make();
    const key = `flood-${Math.random()}`;
    const now = Date.now();
    for (let i = 0; i < 120; i++) await store.addFailure(key, 60_000, now + i);
    const times = await store.failures(key, 60_000, now + 120);
    expect(times).toHaveLength(100);
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
      const revokedTtl = await raw.pttl(`limbo:tools:revoked:ttl-id-${key}`);
      expect(failTtl).toBeGreaterThan(800_000);
      expect(failTtl).toBeLessThanOrEqual(900_000);
      expect(revokedTtl).toBeGreaterThan(3_500_000);
      expect(revokedTtl).toBeLessThanOrEqual(3_600_000);
    } finally {
      raw.disconnect();
    }
  });
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
    const cookie = `${SESSION_COOKIE}=${await sealSession(newSession('anna'))}`;
    expect(await readSession(cookie)).toMatchObject({ user: { name: 'anna' } });
    expect((await login()).status).toBe(303);
  });
});
