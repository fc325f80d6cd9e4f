import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root, SERVER_ARGS } from '#scripts/launcher.ts';
import {
  Children,
  isUp,
  logTails,
  nginxConfig,
  redisAnswers,
  waitForExit,
  waitUntil,
  workersOf,
} from '#tests/scale/harness.ts';

// The processes of one `npm run bench:day` run. Topology `nginx`, as `npm run test:scale` runs
// them (tests/scale/harness.ts): the sample backend with the generated site, Debian's
// redis-server, two site instances of one process each, and nginx with deploy/nginx.conf in
// front. Topology `one`, the embedded default: the sample backend and one site process, no
// nginx, no Redis (the process's memory holds everything). Topology `floor`: a bare node:http
// server in the site's place (floor-server.mjs), the machine's floor for the same day.

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const REDIS_BIN = process.env.REDIS_BIN ?? '/usr/bin/redis-server';
const SESSION_PASSWORD = 'bench-day-session-password-0123456789';
/** The sites' /metrics token (the bench reads the page cache's misses by cause there). */
export const METRICS_TOKEN = 'bench-day-metrics-token-0123456789abcdef';

export type Topology = 'one' | 'nginx' | 'floor';

export type StackOptions = {
  /** Logs, nginx's prefix and its cache: a fresh directory per run. */
  dir: string;
  /** Five ports from here: nginx, the two sites, the backend, redis-server. */
  basePort: number;
  /** Set: the publish policy (POST /api/revalidate configured). Unset: the 10 s policy. */
  revalidateToken: string | null;
  pages: number;
  latencyMs: number;
  topology: Topology;
};

export type Stack = {
  /** Where visitors and the webhook go: nginx, or the one site process. */
  front: string;
  /** The site processes' own addresses (their /metrics). */
  sites: string[];
  backend: string;
  /** Both sites (and any workers) and nginx's master and workers: the processes CPU is summed over. */
  servingPids: () => number[];
  /** nginx's master and workers alone. */
  nginxPids: () => number[];
  backendPid: number;
  stop: () => Promise<void>;
  /** The logs' names in `dir` (for logTails). */
  logNames: string[];
  /** Kills redis-server (SIGKILL) and starts it again, empty (`--faults`); resolves once it answers. */
  restartRedis: () => Promise<void>;
};

/** Fails at once, with the port, when something listens there already. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} is in use (bench:day uses --port … +4 and +10 … +14)`)),
      )
      .listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export async function startStack(o: StackOptions): Promise<Stack> {
  for (const [bin, pkg] of [
    [NGINX_BIN, 'nginx-light'],
    [REDIS_BIN, 'redis-server'],
  ] as const) {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: apt-get install ${pkg}`);
  }
  const ports = [0, 1, 2, 3, 4].map((i) => o.basePort + i);
  const [nginxPort, siteA, siteB, backendPort, redisPort] = ports as [
    number,
    number,
    number,
    number,
    number,
  ];
  for (const port of ports) await assertPortFree(port);
  const one = o.topology !== 'nginx';
  const nginx = `http://127.0.0.1:${nginxPort}`;
  const backend = `http://127.0.0.1:${backendPort}`;
  mkdirSync(path.join(o.dir, 'logs'), { recursive: true });
  mkdirSync(path.join(o.dir, 'cache'), { recursive: true });
  const children = new Children(o.dir);
  const sitePorts = one ? [siteA] : [siteA, siteB];
  const logNames = one
    ? ['backend', o.topology === 'floor' ? `floor-${siteA}` : `site-${siteA}`]
    : ['redis', 'backend', `site-${siteA}`, `site-${siteB}`, 'nginx', 'logs/error'];
  const siteEnv = (port: number): Record<string, string> => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_API_URL: backend,
    SESSION_PASSWORD,
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    // One process per instance: two instances on this 2-core machine, or the one alone.
    WEB_CONCURRENCY: '1',
    ...(o.revalidateToken ? { REVALIDATE_TOKEN: o.revalidateToken } : {}),
    // To profile the sites: BENCH_DAY_SITE_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/p'.
    ...(process.env.BENCH_DAY_SITE_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_DAY_SITE_NODE_OPTIONS }
      : {}),
  });
  const startBackend = () =>
    children.start(
      'backend',
      process.execPath,
      ['--import', 'tsx', path.join(root, 'mocks/server.ts')],
      {
        SAMPLE_BACKEND_PORT: String(backendPort),
        SAMPLE_SITE: 'generated',
        SAMPLE_PAGES: String(o.pages),
        SAMPLE_LATENCY_MS: String(o.latencyMs),
      },
    ).proc;
  const backendUp = () =>
    waitUntil('the sample backend', 60_000, async () => {
      const res = await fetch(`${backend}/__sample/stats`, { signal: AbortSignal.timeout(2_000) });
      return res.ok;
    });
  /** The embedded default: one process, its memory for every cache, no nginx, no Redis (or the floor). */
  async function startOne(): Promise<Stack> {
    const backendProc = startBackend();
    const site =
      o.topology === 'floor'
        ? children.start(
            `floor-${siteA}`,
            process.execPath,
            [path.join(root, 'scripts/bench-day/floor-server.mjs')],
            { PORT: String(siteA) },
          ).proc
        : children.start(`site-${siteA}`, process.execPath, SERVER_ARGS, siteEnv(siteA)).proc;
    const front = `http://127.0.0.1:${siteA}`;
    await Promise.all([
      backendUp(),
      waitUntil(`the site on ${siteA}`, 60_000, isUp(`${front}/healthz`)),
    ]);
    return {
      front,
      sites: [front],
      backend,
      backendPid: backendProc.pid!,
      servingPids: () => [site.pid!, ...workersOf(site.pid)],
      nginxPids: () => [],
      stop: () => children.stopAll(),
      logNames,
      restartRedis: () => Promise.reject(new Error('the one-process topology has no Redis')),
    };
  }
  try {
    if (one) return await startOne();
    const startRedis = () =>
      children.start('redis', REDIS_BIN, [
        ...['--port', String(redisPort), '--bind', '127.0.0.1'],
        ...['--save', '', '--appendonly', 'no', '--dir', o.dir],
      ]).proc;
    let redisProc = startRedis();
    const backendProc = startBackend();
    const sites = sitePorts.map(
      (port) =>
        children.start(`site-${port}`, process.execPath, SERVER_ARGS, {
          ...siteEnv(port),
          TRUSTED_PROXIES: '1',
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          NGINX_PURGE_URL: `${nginx}/__purge`,
        }).proc,
    );
    const confFile = path.join(o.dir, 'nginx.conf');
    writeFileSync(confFile, nginxConfig(o.dir, nginxPort, [siteA, siteB]));
    const nginxArgs = ['-p', `${o.dir}/`, '-c', confFile];
    const syntax = spawn(NGINX_BIN, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
    if (!(await waitForExit(syntax, 10_000)) || syntax.exitCode !== 0) {
      throw new Error('nginx -t rejected the configuration');
    }
    const nginxProc = children.start('nginx', NGINX_BIN, [...nginxArgs, '-g', 'daemon off;']).proc;
    await Promise.all([
      backendUp(),
      ...sitePorts.map((port) =>
        waitUntil(`the site on ${port}`, 60_000, isUp(`http://127.0.0.1:${port}/healthz`)),
      ),
      waitUntil('redis-server', 10_000, () => redisAnswers(redisPort)),
    ]);
    await waitUntil('nginx', 10_000, isUp(`${nginx}/healthz`));
    return {
      front: nginx,
      sites: sitePorts.map((port) => `http://127.0.0.1:${port}`),
      backend,
      backendPid: backendProc.pid!,
      servingPids: () =>
        [...sites, nginxProc].flatMap((proc) => [proc.pid!, ...workersOf(proc.pid)]),
      nginxPids: () => [nginxProc.pid!, ...workersOf(nginxProc.pid)],
      stop: () => children.stopAll(),
      logNames,
      restartRedis: async () => {
        redisProc.kill('SIGKILL');
        await waitForExit(redisProc, 5_000);
        redisProc = startRedis();
        await waitUntil('redis-server again', 10_000, () => redisAnswers(redisPort));
      },
    };
  } catch (err) {
    await children.stopAll();
    console.error(logTails(o.dir, logNames));
    throw err;
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time (user + system, ms) the processes have used so far; a gone process counts 0. */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}
