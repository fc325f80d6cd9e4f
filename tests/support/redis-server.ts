import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { freePort } from '#scripts/free-port.ts';

// A real Redis for the tests that need one (Debian's redis-server, installed by
// scripts/system-deps.sh): its own port, no persistence, stopped by the test file that started it.

const REDIS_SERVER = '/usr/bin/redis-server';

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

export type RedisServer = {
  url: string;
  stop(): Promise<void>;
  /** Stops it and starts an empty one on the same port (a restart without persistence). */
  restart(): Promise<void>;
};

/** Starts redis-server on a free port and waits (at most 10 s) until it answers PING. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: bash scripts/system-deps.sh installs it`);
  }
  const port = await freePort();
  let redis = await spawnRedis(port);
  const stop = async () => {
    if (redis.exitCode !== null) return;
    const exited = new Promise((r) => redis.once('exit', r));
    redis.kill();
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async restart() {
      await stop();
      redis = await spawnRedis(port);
    },
  };
}

async function spawnRedis(port: number) {
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline) {
      redis.kill();
      throw new Error('redis-server did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return redis;
}
