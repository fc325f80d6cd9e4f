import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendCache, cacheKey, resolvePage } from '#src/server/cms/page.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import {
  publish,
  REVALIDATE_CHANNEL,
  REVALIDATE_IPC,
  startRevalidationListener,
  stopRevalidationBus,
} from '#src/server/revalidate/bus.ts';
import { CMS } from './setup.ts';

/**
 * Every process hears every revalidation: through Redis pub/sub (Debian's redis-server, as in
 * tools-store.test.ts), and without Redis through the cluster primary (scripts/cluster.mjs).
 */
const REDIS_SERVER = '/usr/bin/redis-server';
const HOST = 'www.example-kommune.dk';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

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
  runWithRequestContext(undefined, () =>
    resolvePage({ path, query: new URLSearchParams(), host: HOST, cookie: null, userAgent: null }),
  );

let redis: ChildProcess | undefined;
let redisUrl = '';
const clients: Redis[] = [];

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: bash scripts/system-deps.sh installs it`);
  }
  const port = await freePort();
  redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  redisUrl = `redis://127.0.0.1:${port}`;
});

afterAll(async () => {
  await stopRevalidationBus();
  for (const client of clients) client.disconnect();
  if (redis && redis.exitCode === null) {
    const exited = new Promise((r) => redis!.once('exit', r));
    redis.kill();
    await exited;
  }
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
