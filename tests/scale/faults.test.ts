/**
 * `npm run test:scale`, the faults (decision 041): the same recipe as scale.test.ts (the sample
 * backend, two instances of two workers, Debian's nginx with deploy/nginx.conf, redis-server
 * without persistence), started afresh, and Redis and the instances treated the way a
 * municipality's operations treat them. Each step publishes a new title the way Umbraco's
 * webhook does (sent again while the answer is not 2xx) and proves:
 *   - every publish answered 2xx is visible everywhere (each worker of both instances, and
 *     nginx) within BOUND_MS of the moment an instance can reach Redis again, or of the answer;
 *   - no webhook answered 2xx for a publish that was then lost (the same check, for each one).
 * The steps:
 *   r1. Redis killed (SIGKILL) and started again, empty, during a run of publishes
 *   r2. an instance paused (SIGSTOP) across a Redis restart and a publish, then SIGCONT
 *   r3. Redis down for 10 s with publishes in that window (503 + Retry-After, then recorded)
 *   r4. a rolling restart of the instances (SIGTERM, start again) during publishes
 *   r5. a logout, then Redis restarted empty: the logged-out cookie is refused everywhere
 * Every port is picked free; every wait is bounded; the children are stopped in afterAll.
 */
import assert from 'node:assert/strict';
import { type ChildProcess } from 'node:child_process';
import { describe } from 'vitest';
import { hashPassword } from '#src/server/auth/password.ts';
import {
  bodyOnNewConnection,
  get,
  isUp,
  login,
  redisAnswers,
  sessionUsers,
  sleep,
  waitForExit,
  waitUntil,
  workersOf,
} from './harness.ts';
import { freePorts, ok, siteEnv, Stack } from './stack.ts';

/**
 * The bound (decision 041): a publish answered 2xx is on every instance and in nginx within this
 * of the answer, or of the moment an instance that was cut off can reach Redis again.
 */
const BOUND_MS = 5_000;
const SESSION_PASSWORD = 'test-faults-session-password-0123456789';
const REVALIDATE_TOKEN = 'test-faults-revalidate-token-0123456789';
const TOOLS_USER = { name: 'faults', password: 'test-faults-tools-password' };
const TARGET = '/kultur-og-fritid/';
const WORKERS = 2;

const [NGINX_PORT, SITE_A, SITE_B, BACKEND_PORT, REDIS_PORT] = (await freePorts(5)) as [
  number,
  number,
  number,
  number,
  number,
];
const SITE_PORTS = [SITE_A, SITE_B] as const;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const INSTANCES = SITE_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

/** FAULTS_ALL_STEPS=1: run every step even after one failed (to see each fault on its own). */
const stack = new Stack('faults', process.env.FAULTS_ALL_STEPS === '1');

let redis: ChildProcess;
const sites: ChildProcess[] = [];
let env: NodeJS.ProcessEnv = {};
let published = 0;
/** Every publish answered 2xx, and how long it took to be visible everywhere. */
const visibleAfter: number[] = [];

function startRedis() {
  redis = stack.startRedis(REDIS_PORT);
  return waitUntil('redis-server', 10_000, () => redisAnswers(REDIS_PORT));
}

async function killRedis() {
  redis.kill('SIGKILL');
  assert.ok(await waitForExit(redis, 5_000), 'redis-server did not stop');
}

function startSite(i: number) {
  sites[i] = stack.startSite(`site-${SITE_PORTS[i]}`, SITE_PORTS[i]!, env);
  return waitUntil(`the site on ${SITE_PORTS[i]}`, 60_000, isUp(`${INSTANCES[i]}/healthz`));
}

/** Every worker of `instance` (new connections) shows `title` on TARGET. */
async function everyWorkerShows(instance: string, title: string) {
  const bodies = await Promise.all(
    Array.from({ length: 2 * WORKERS }, () =>
      bodyOnNewConnection(`${instance}${TARGET}`, { timeout: 5_000 }),
    ),
  );
  return bodies.every((b) => b.includes(title));
}

async function everywhere(title: string) {
  for (const instance of INSTANCES) if (!(await everyWorkerShows(instance, title))) return false;
  const fromNginx = await get(`${NGINX}${TARGET}`);
  return fromNginx.status === 200 && fromNginx.body.includes(title);
}

/** Every worker of both instances and nginx hold TARGET (so a missed publish would show). */
async function primeEverywhere() {
  for (const instance of INSTANCES) await everyWorkerShows(instance, '');
  await get(`${NGINX}${TARGET}`);
  await get(`${NGINX}${TARGET}`);
}

/**
 * A new title at the backend, then the webhook to `instance`, sent again every `periodMs` while
 * it answers 503 (as Umbraco does); asserts every refusal is a 503 with Retry-After. Answers the
 * title and when the 2xx came.
 */
async function publish(instance: string, periodMs = 1_000, deadlineMs = 30_000) {
  const title = `Kultur og fritid (fejltest ${++published})`;
  const changed = await fetch(`${BACKEND}/__sample/publish`, {
    method: 'POST',
    body: JSON.stringify({ url: TARGET, title }),
  });
  assert.equal(changed.status, 204);
  const deadline = Date.now() + deadlineMs;
  let refused = 0;
  for (;;) {
    const res = await fetch(`${instance}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: TARGET }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (res?.ok) {
      const body = (await res.json()) as { delivery: string };
      assert.equal(body.delivery, 'redis', 'a 2xx for a publish not in the log');
      return { title, at: Date.now(), refused };
    }
    if (res) {
      assert.equal(res.status, 503, `the webhook answered ${res.status}`);
      assert.match(res.headers.get('retry-after') ?? '', /^\d+$/, 'a 503 without Retry-After');
      refused++;
    }
    assert.ok(Date.now() < deadline, `publish ${published} never recorded`);
    await sleep(periodMs);
  }
}

/** Waits until `title` is everywhere; asserts it took at most BOUND_MS from `from`. */
async function visibleWithinBound(title: string, from: number, label: string) {
  await waitUntil(`“${title}” everywhere`, BOUND_MS + 10_000, () => everywhere(title));
  const ms = Date.now() - from;
  visibleAfter.push(ms);
  assert.ok(ms <= BOUND_MS, `${label}: visible everywhere after ${ms} ms, over ${BOUND_MS} ms`);
  ok(`${label}: “${title}” on every worker of both instances and in nginx after ${ms} ms`);
}

async function setUp() {
  await startRedis();
  const backendUp = stack.startBackend(BACKEND_PORT);
  env = {
    ...siteEnv(BACKEND_PORT, SESSION_PASSWORD, WORKERS),
    TOOLS_USERS: `${TOOLS_USER.name}:${await hashPassword(TOOLS_USER.password)}`,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REVALIDATE_TOKEN,
    NGINX_PURGE_URL: `${NGINX}/__purge`,
  };
  const nginx = await stack.startNginx(NGINX_PORT, SITE_PORTS);
  await Promise.all([backendUp, startSite(0), startSite(1)]);
  await nginx.up();
  ok('backend, two instances, redis-server and nginx are up');
}

describe('faults: Redis and instances restarted, paused and down during publishes', () => {
  stack.hooks(setUp, {
    logs: ['redis', 'backend', `site-${SITE_A}`, `site-${SITE_B}`, 'nginx', 'logs/error'],
    lines: 20,
    beforeStop: () => {
      if (visibleAfter.length === 0) return;
      const sorted = [...visibleAfter].sort((a, b) => a - b);
      console.log(
        `  publish to visible everywhere: ${sorted.length} publishes, max ${sorted.at(-1)} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms`,
      );
    },
  });

  stack.step('r1. Redis killed and started again (empty) during publishes', async () => {
    await primeEverywhere();
    for (let i = 0; i < 4; i++) {
      const instance = INSTANCES[i % 2]!;
      if (i === 1) {
        await killRedis();
        ok('redis-server killed (SIGKILL) between two publishes');
        setTimeout(() => void startRedis(), 1_500);
      }
      const { title, at, refused } = await publish(instance);
      if (refused) ok(`publish ${published}: ${refused}× 503 + Retry-After while Redis was down`);
      await visibleWithinBound(title, at, `publish ${published}`);
    }
  });

  stack.step('r2. an instance paused (SIGSTOP) across a Redis restart and a publish', async () => {
    await primeEverywhere();
    const paused = [sites[1]!.pid!, ...workersOf(sites[1]!.pid)];
    for (const pid of paused) process.kill(pid, 'SIGSTOP');
    ok(`instance ${SITE_B} paused (${paused.length} processes)`);
    let title: string | undefined;
    try {
      await killRedis();
      await startRedis();
      ok('redis-server restarted empty while it was paused');
      ({ title } = await publish(INSTANCES[0]));
      ok(`publish ${published} recorded through instance ${SITE_A}`);
      await sleep(1_000);
    } finally {
      for (const pid of paused) process.kill(pid, 'SIGCONT');
    }
    const resumed = Date.now();
    ok(`instance ${SITE_B} resumed (SIGCONT)`);
    await visibleWithinBound(title!, resumed, 'after SIGCONT');
  });

  stack.step('r3. Redis down for 10 s with publishes in that window', async () => {
    await primeEverywhere();
    await killRedis();
    const down = Date.now();
    ok('redis-server killed: down for 10 s');
    // The first try in the window is refused (503 + Retry-After) and nothing shows it as done.
    const pending = publish(INSTANCES[1], 2_000, 30_000);
    await sleep(10_000 - (Date.now() - down));
    await startRedis();
    const back = Date.now();
    ok('redis-server started again (empty)');
    const { title, refused, at } = await pending;
    assert.ok(refused >= 1, 'a publish while Redis was down was answered 2xx');
    ok(
      `publish ${published}: ${refused}× 503 + Retry-After in the window, recorded ${at - back} ms after Redis was back`,
    );
    await visibleWithinBound(title, at, 'after it was recorded');
  });

  stack.step('r4. a rolling restart of the instances during publishes', async () => {
    await primeEverywhere();
    for (const i of [0, 1]) {
      const other = INSTANCES[1 - i]!;
      sites[i]!.kill('SIGTERM');
      const first = await publish(other);
      assert.ok(await waitForExit(sites[i]!, 15_000), `instance ${SITE_PORTS[i]} did not stop`);
      await startSite(i);
      const up = Date.now();
      ok(`instance ${SITE_PORTS[i]} restarted (SIGTERM, started again) with a publish under way`);
      // The restarted instance starts empty: the bound runs from the later of the two.
      await visibleWithinBound(first.title, Math.max(first.at, up), `publish ${published}`);
      const second = await publish(INSTANCES[i]!);
      await visibleWithinBound(second.title, second.at, `publish ${published}`);
    }
  });

  stack.step('r5. a logout, then Redis restarted empty: the old cookie is refused', async () => {
    const signedIn = await login(INSTANCES[0], TOOLS_USER.password, TOOLS_USER.name);
    assert.equal(signedIn.status, 200, `login answered ${signedIn.status}`);
    const cookie = signedIn.cookie!;
    const loggedOut = await fetch(`${INSTANCES[0]}/api/_auth/session`, {
      method: 'DELETE',
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    assert.equal(loggedOut.status, 204);
    ok('logged in and out on instance A');
    const kept = await login(INSTANCES[1], TOOLS_USER.password, TOOLS_USER.name);
    assert.equal(kept.status, 200);
    await killRedis();
    await startRedis();
    ok('redis-server restarted empty (the revocation is gone)');
    // Every worker reads the store again: a session made now is signed in everywhere.
    const fresh = (await login(INSTANCES[1], TOOLS_USER.password, TOOLS_USER.name)).cookie!;
    assert.ok(fresh, 'no login after the restart');
    for (const instance of INSTANCES) {
      await waitUntil(`${instance} to read the store again`, 10_000, async () =>
        (await sessionUsers(instance, fresh)).every((u) => u === TOOLS_USER.name),
      );
    }
    ok('a session made after the restart is signed in on every worker of both instances');
    for (const instance of INSTANCES) {
      const users = await sessionUsers(instance, cookie);
      assert.ok(
        users.every((u) => u === 'nobody'),
        `${instance} let it in: ${users}`,
      );
      const tools = await get(`${instance}/__limbo/`, { cookie });
      assert.equal(tools.status, 302, `/__limbo/ answered ${tools.status}`);
    }
    ok('the logged-out cookie: nobody on both instances (every worker), /__limbo/ 302');
    // A session from before the restart was never logged out, yet it is refused too: the store
    // cannot tell it from a revoked one (decision 042). Its user logs in again.
    assert.deepEqual(await sessionUsers(INSTANCES[0], kept.cookie!, 2), ['nobody', 'nobody']);
    ok('a session from before the restart is refused as well: its user logs in again');
  });
});
