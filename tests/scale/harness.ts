import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { root } from '#scripts/launcher.ts';

// The machinery of tests/scale/scale.test.ts: child processes, plain HTTP on loopback, nginx's
// configuration. The scenario itself (what is asked and what must hold) stays in the test file.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const alive = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

// ---- processes --------------------------------------------------------------------------------

export function waitForExit(proc: ChildProcess, ms: number): Promise<boolean> {
  if (!alive(proc)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The environment `npm run` gave this run, without what vitest adds to it: with NODE_ENV=test an
 * instance would load React's development build, with VITEST its logger would be silent.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  // import.meta.env, mirrored into process.env by vitest.
  for (const key of ['TEST', 'DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL']) delete env[key];
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  return env;
}

/** The processes a run starts, each logging to `<tmp>/<name>.log`, all stopped by `stopAll`. */
export class Children {
  private readonly list: { proc: ChildProcess; stopSignal: NodeJS.Signals }[] = [];

  constructor(private readonly tmp: string) {
    // Last resort (the test process ending without afterAll): signal synchronously.
    process.on('exit', () => {
      for (const { proc, stopSignal } of this.list) if (alive(proc)) proc.kill(stopSignal);
    });
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
    const logFile = path.join(this.tmp, `${name}.log`);
    const out = openSync(logFile, 'a');
    const proc = spawn(command, args, {
      cwd: root,
      env: { ...childEnv(), ...env },
      stdio: ['ignore', out, out],
    });
    // nginx's master stops its workers on SIGTERM; a SIGKILL would leave them listening.
    this.list.push({ proc, stopSignal: 'SIGTERM' });
    return { proc, logFile };
  }

  async stopAll() {
    await Promise.all(
      this.list.map(async ({ proc, stopSignal }) => {
        if (!alive(proc)) return;
        proc.kill(stopSignal);
        if (!(await waitForExit(proc, 5_000))) {
          proc.kill('SIGKILL');
          await waitForExit(proc, 2_000);
        }
      }),
    );
  }
}

/** The worker pids of a cluster primary. */
export function workersOf(pid: number | undefined): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return list ? list.split(' ').map(Number) : [];
  } catch {
    return [];
  }
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PING over a raw socket: whether redis-server is up. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

// ---- HTTP -------------------------------------------------------------------------------------

export type Answer = { status: number; headers: Headers; body: string; ms: number };

export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const t0 = Date.now();
  const res = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, ms: Date.now() - t0 };
}

/** A GET on a connection of its own (fetch would reuse one), so node:cluster deals it out. */
export function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { agent: false, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
  });
}

/** The body of a GET on a connection of its own (so node:cluster deals it to any worker). */
export function bodyOnNewConnection(
  url: string,
  { headers = {}, timeout = 15_000 }: { headers?: Record<string, string>; timeout?: number } = {},
) {
  return new Promise<string>((resolve, reject) => {
    const req = httpGet(url, { agent: false, timeout, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
  });
}

/** The summed count of page requests answered 2xx, from a Prometheus text exposition. */
export function pageRequests(metricsText: string): number {
  const m =
    /^http_request_duration_seconds_count\{route_type="page",method="GET",status_class="2xx"\} (\d+)$/m.exec(
      metricsText,
    );
  return Number(m?.[1] ?? 0);
}

export const cacheStatus = (answer: Answer) => answer.headers.get('x-cache-status');
/** Answered from nginx's cache (fresh, or stale once a slow machine let the entry expire). */
export const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];

export async function waitUntil(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(200);
  }
}

export const isUp = (url: string) => async () =>
  (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/** A clean error page: HTML from the app or nginx, no stack trace, no framework message. */
export function assertCleanErrorPage(answer: Answer, label: string) {
  assert.ok(
    [502, 503, 504].includes(answer.status),
    `${label}: expected 502/503/504, got ${answer.status}`,
  );
  assert.match(answer.headers.get('content-type') ?? '', /text\/html/, `${label}: not HTML`);
  assert.match(answer.body, /<html/i, `${label}: no HTML document`);
  assert.doesNotMatch(answer.body, /\n\s+at .+:\d+:\d+/, `${label}: shows a stack trace`);
  assert.doesNotMatch(answer.body, /\b(?:TypeError|ReferenceError|Error):/, `${label}: error text`);
}

// ---- tools login ------------------------------------------------------------------------------

/** A tools login posted straight to one instance (as JSON, the way the login page's script asks). */
export async function login(instance: string, password: string, user: string) {
  const t0 = Date.now();
  const res = await fetch(`${instance}/api/_auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: user, password }),
    headers: { accept: 'application/json' },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  const cookie = /^(__limbo-authenticated=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { status: res.status, headers: res.headers, body, cookie, ms: Date.now() - t0 };
}

/** The signed-in user an instance sees for `cookie`, asked on `times` new connections. */
export async function sessionUsers(instance: string, cookie: string, times = 4) {
  const users: string[] = [];
  for (let i = 0; i < times; i++) {
    const body = await bodyOnNewConnection(`${instance}/api/_auth/session`, {
      headers: { cookie },
      timeout: 5_000,
    });
    const { user } = JSON.parse(body) as { user: { name: string } | null };
    users.push(user?.name ?? 'nobody');
  }
  return users;
}

// ---- nginx ------------------------------------------------------------------------------------

/**
 * deploy/nginx.conf with its environment-specific values replaced (the file lists them); each
 * must be found, so the test cannot silently run a different configuration.
 */
export function nginxConfig(tmp: string, nginxPort: number, sitePorts: readonly number[]) {
  const isRoot = process.getuid?.() === 0;
  const replacements: [string, string][] = [
    // Workers as root here (the test runs as root in CI); a non-root master ignores `user`.
    ['user www-data;', isRoot ? 'user root;' : ''],
    ['pid /run/nginx.pid;', `pid ${tmp}/nginx.pid;`],
    ['/var/log/nginx/', `${tmp}/logs/`],
    ['/var/cache/nginx/', `${tmp}/cache/`],
    ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
    ['server app1:3000', `server 127.0.0.1:${sitePorts[0]}`],
    ['server app2:3000', `server 127.0.0.1:${sitePorts[1]}`],
  ];
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  for (const [from, to] of replacements) {
    assert.ok(conf.includes(from), `deploy/nginx.conf no longer contains \`${from}\``);
    conf = conf.replaceAll(from, to);
  }
  return conf;
}

/** nginx's access log so far ('' before its first line). */
export function accessLog(tmp: string): string {
  const file = path.join(tmp, 'logs/access.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The last lines of each log of a failed run. */
export function logTails(tmp: string, names: string[], lines = 8): string {
  const parts: string[] = [];
  for (const name of names) {
    const file = path.join(tmp, `${name}.log`);
    if (!existsSync(file)) continue;
    const tail = readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
    if (tail) parts.push(`--- ${name}.log (tail) ---\n${tail}`);
  }
  return parts.join('\n\n');
}
