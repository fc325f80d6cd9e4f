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
  publish,
  REVALIDATE_CHANNEL,
  REVALIDATE_IPC,
  startRevalidationListener,
  stopRevalidationBus,
} from '#src/server/revalidate/bus.ts';
import { CMS } from '#tests/support/setup.ts';

/**
 * Every process hears every revalidation: through Redis pub/sub (Debian's redis-server, as in
 * tools/store.test.ts), and without Redis through the cluster primary (scripts/cluster.mjs).
 */
const HOST = 'www.example-kommune.dk';

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const cached = (path: string) =>
  backendCache.peek(
    cacheKey({ appHost: HOST, path, parts: ['site', 'content'], query: new URLSearchParams() }),
  ) !== undefined;
const resolve = (path: string) =>
  runWithRequestContext(undefined, () => resolvePage(pageRequest(path)));

let redis: RedisServer | undefined;
let redisUrl = '';
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
});

afterAll(async () => {
  await stopRevalidationBus();
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

describe('through Redis pub/sub (REDIS_URL)', () => {
  beforeEach(() => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REDIS_URL: redisUrl }));
  });

  it('a message from another process drops the page here; a forged one is ignored', async () => {
    startRevalidationListener();
    const other = new Redis(redisUrl);
    clients.push(other);
    await resolve('/kontakt/');
    await resolve('/job/');
    expect(cached('/kontakt/')).toBe(true);
    // Wait until this process's subscription is live.
    await new Promise((r) => setTimeout(r, 200));

    // Not the shape: ignored, nothing dropped, nothing thrown.
    await other.publish(REVALIDATE_CHANNEL, '{"v":1,"origin":"x","paths":"/kontakt/"}');
    await other.publish(REVALIDATE_CHANNEL, 'not json');
    await new Promise((r) => setTimeout(r, 100));
    expect(cached('/kontakt/')).toBe(true);

    await other.publish(
      REVALIDATE_CHANNEL,
      JSON.stringify({ v: 1, origin: 'another-process', paths: ['/kontakt/'], ids: [] }),
    );
    await until(() => !cached('/kontakt/'));
    expect(cached('/job/')).toBe(true);
  });

  it("this process's revalidations go out on the channel", async () => {
    const listener = new Redis(redisUrl);
    clients.push(listener);
    const received: string[] = [];
    listener.on('message', (_channel: string, text: string) => received.push(text));
    await listener.subscribe(REVALIDATE_CHANNEL);
    expect(await publish({ paths: ['/borger/'], ids: [] })).toBe('redis');
    await until(() => received.length > 0);
    expect(JSON.parse(received[0]!)).toMatchObject({ v: 1, paths: ['/borger/'], ids: [] });
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
