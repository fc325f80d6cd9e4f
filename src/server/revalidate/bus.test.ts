import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '#tests/support/redis-server.ts';
import { backendCache, cacheKey } from '#src/server/cms/backend-cache.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { pageRequest } from '#src/server/cms/page.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import {
  hasApplied,
  logPositionForTests,
  publish,
  REVALIDATE_IPC,
  startRevalidationListener,
  stopRevalidationBus,
} from '#src/server/revalidate/bus.ts';
import { REVALIDATE_EPOCH, REVALIDATE_LOG } from '#src/server/revalidate/publish-log.ts';
import { revalidate } from '#src/server/revalidate/revalidate.ts';
import { CMS } from '#tests/support/setup.ts';

/**
 * Every process hears every revalidation: through the publish log in Redis (Debian's
 * redis-server, as in tools/store.test.ts), also what it missed while cut off, and without Redis
 * through the cluster primary (scripts/cluster.mjs). Decisions 019, 041.
 */
const HOST = 'www.example-kommune.dk';

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const backendEntry = (path: string) =>
  backendCache.peek(
    cacheKey({ appHost: HOST, path, parts: ['site', 'content'], query: new URLSearchParams() }),
  );
const cached = (path: string) => backendEntry(path) !== undefined;
const resolve = (path: string) =>
  runWithRequestContext(undefined, () => resolvePage(pageRequest(path)));

let redis: RedisServer | undefined;
let redisUrl = '';
const clients: Redis[] = [];

/** Another process's publish, appended the way bus.ts appends one. */
const fromAnother = (paths: string[]) =>
  JSON.stringify({ v: 1, origin: 'another-process', paths, ids: [] });

function client(): Redis {
  const c = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  c.on('error', () => {});
  clients.push(c);
  return c;
}

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
});

afterAll(async () => {
  await stopRevalidationBus();
  for (const c of clients) c.disconnect();
  await redis?.stop();
});

describe('through the publish log in Redis (REDIS_URL)', () => {
  beforeEach(async () => {
    await stopRevalidationBus();
    backendCache.clear();
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REDIS_URL: redisUrl }));
  });

  it('an entry from another process drops the page here; a forged one is ignored', async () => {
    startRevalidationListener();
    await until(() => logPositionForTests() !== null);
    await resolve('/kontakt/');
    await resolve('/job/');
    expect(cached('/kontakt/')).toBe(true);
    const other = client();

    // Not the shape, or not JSON: ignored, nothing dropped, nothing thrown.
    await other.xadd(REVALIDATE_LOG, '*', 'm', '{"v":1,"origin":"x","paths":"/kontakt/"}');
    await other.xadd(REVALIDATE_LOG, '*', 'm', 'not json');
    await other.xadd(REVALIDATE_LOG, '*', 'other', 'field');
    await new Promise((r) => setTimeout(r, 150));
    expect(cached('/kontakt/')).toBe(true);

    await other.xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/kontakt/']));
    await until(() => !cached('/kontakt/'));
    expect(cached('/job/')).toBe(true);
  });

  it("this process's revalidations are recorded in the log, with their place", async () => {
    const before = await client().xlen(REVALIDATE_LOG);
    expect(await publish({ paths: ['/borger/'], ids: [] })).toBe('redis');
    const entries = await client().xrange(REVALIDATE_LOG, '-', '+');
    expect(entries.length).toBe(before + 1);
    const [, fields] = entries.at(-1)!;
    expect(JSON.parse(fields[1]!)).toMatchObject({ v: 1, paths: ['/borger/'], ids: [] });
    const { recorded } = await revalidate({ paths: ['/job/'], ids: [] });
    expect(recorded?.id).toMatch(/^\d+-\d+$/);
    expect(recorded?.epoch).toBe(await client().get(REVALIDATE_EPOCH));
  });

  it('a publish made while its connection was cut is read on reconnect (pub/sub lost it)', async () => {
    startRevalidationListener();
    await until(() => logPositionForTests() !== null);
    await resolve('/kontakt/');
    expect(cached('/kontakt/')).toBe(true);
    // Every other connection is cut, and the publish lands before this process can reconnect.
    await client()
      .pipeline()
      .call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes')
      .xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/kontakt/']))
      .exec();
    await until(() => !cached('/kontakt/'));
  });

  it('Redis restarted empty: every kept page counts as stale, then the new log is followed', async () => {
    startRevalidationListener();
    await until(() => logPositionForTests() !== null);
    const epoch = logPositionForTests()!.epoch;
    await resolve('/kontakt/');
    expect(backendEntry('/kontakt/')?.fresh).toBe(true);
    await redis!.restart();
    await until(() => logPositionForTests()?.epoch !== epoch, 8_000);
    // Kept (served if the backend fails), never fresh again.
    expect(backendEntry('/kontakt/')?.fresh).toBe(false);
    await resolve('/job/');
    expect(cached('/job/')).toBe(true);
    await client().xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/job/']));
    await until(() => !cached('/job/'));
  }, 15_000);

  it('the log trimmed past this process’s position: every kept page counts as stale', async () => {
    startRevalidationListener();
    await until(() => logPositionForTests() !== null);
    const other = client();
    await other.xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/nyheder/']));
    await until(() => logPositionForTests()?.id !== '0-0');
    await resolve('/kontakt/');
    expect(backendEntry('/kontakt/')?.fresh).toBe(true);
    await other.xtrim(REVALIDATE_LOG, 'MAXLEN', 0);
    await other.xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/job/']));
    await until(() => backendEntry('/kontakt/')?.fresh === false);
  }, 15_000);

  it('hasApplied: once read, an earlier epoch too; never an entry past the end', async () => {
    startRevalidationListener();
    await until(() => logPositionForTests() !== null);
    const other = client();
    const id = await other.xadd(REVALIDATE_LOG, '*', 'm', fromAnother(['/job/']));
    const epoch = (await other.get(REVALIDATE_EPOCH))!;
    expect(await hasApplied({ epoch, id: id! }, 2_000)).toBe(true);
    expect(await hasApplied({ epoch, id: `${Date.now() + 60_000}-0` }, 2_000)).toBe(false);
    expect(await hasApplied({ epoch: 'an-earlier-epoch', id: '1-0' }, 2_000)).toBe(true);
  }, 15_000);
});

describe('REDIS_URL set, Redis unreachable', () => {
  it('a revalidation is not recorded: `failed`, and it is dropped here all the same', async () => {
    await stopRevalidationBus();
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REDIS_URL: 'redis://127.0.0.1:1' }));
    await resolve('/kontakt/');
    expect(cached('/kontakt/')).toBe(true);
    const { delivery, recorded } = await revalidate({ paths: ['/kontakt/'], ids: [] });
    expect(delivery).toBe('failed');
    expect(recorded).toBeNull();
    expect(cached('/kontakt/')).toBe(false);
    await stopRevalidationBus();
  });
});

describe('without Redis: the cluster primary relays to the other workers', () => {
  it('a worker’s message reaches every other worker, not the sender', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'relay-'));
    const script = path.join(dir, 'relay.mjs');
    const clusterModule = path.resolve('scripts/cluster.mjs');
    writeFileSync(
      script,
      `import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { runPrimary } from ${JSON.stringify(clusterModule)};
if (cluster.isPrimary) {
  runPrimary({ count: 3, url: 'relay' });
} else {
  process.on('message', (m) => {
    if (m?.type === ${JSON.stringify(REVALIDATE_IPC)}) console.log('heard ' + cluster.worker.id + ' ' + m.message.paths[0]);
  });
  createServer().listen(0, '127.0.0.1', () => {
    if (cluster.worker.id === 1) setTimeout(() => process.send({ type: ${JSON.stringify(REVALIDATE_IPC)}, message: { paths: ['/borger/'] } }), 500);
  });
}
`,
    );
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await until(() => (out.match(/heard/g) ?? []).length >= 2, 10_000);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      child.kill('SIGTERM');
    }
    expect(out).toContain('heard 2 /borger/');
    expect(out).toContain('heard 3 /borger/');
    expect(out).not.toContain('heard 1 ');
  }, 20_000);
});
