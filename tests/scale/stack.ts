import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import { freePort } from '#scripts/free-port.ts';
import { buildIfNeeded, root, SERVER_ARGS } from '#scripts/launcher.ts';
import { Children, isUp, logTails, nginxConfig, waitForExit, waitUntil } from './harness.ts';

// The stack each file of tests/scale/ stands up (scale.test.ts, faults.test.ts,
// slow-clients.test.ts): the sample backend, site instances, Debian's redis-server and nginx with
// deploy/nginx.conf, on free loopback ports, their logs in a folder of the run's own; the suite's
// hooks around it (build, set up, stop and clean up) and its steps. What each file asks of the
// stack stays in the file.

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const REDIS_BIN = process.env.REDIS_BIN ?? '/usr/bin/redis-server';

/** A line of the run's progress. */
export const ok = (text: string) => console.log(`  ✓ ${text}`);

/** Distinct free ports (the kernel could hand the same one out twice between closes). */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The environment every site instance of a run gets, behind nginx (one trusted hop). */
export const siteEnv = (backendPort: number, sessionPassword: string, workers: number) => ({
  HOST: '127.0.0.1',
  CMS_API_URL: `http://127.0.0.1:${backendPort}`,
  SESSION_PASSWORD: sessionPassword,
  LOG_LEVEL: 'warn',
  WEB_CONCURRENCY: String(workers),
  // nginx in front sets X-Forwarded-For, -Host and -Proto: one trusted hop.
  TRUSTED_PROXIES: '1',
});

export class Stack {
  /** The run's folder: every child's log, and nginx's prefix (its logs and cache). */
  readonly tmp: string;
  readonly children: Children;
  /** A step (or the set-up) failed: later steps are skipped, and the logs are kept. */
  failed = false;

  /** `name`: the run's folder is kommune-<name>-…; `keepGoing`: run a step after one failed. */
  constructor(
    name: string,
    private readonly keepGoing = false,
  ) {
    this.tmp = mkdtempSync(path.join(tmpdir(), `kommune-${name}-`));
    this.children = new Children(this.tmp);
  }

  /**
   * The suite's hooks (call inside its `describe`): build the site if needed, then `setUp` (a
   * failure marks the run failed); afterwards `beforeStop`, every child stopped, and the folder
   * removed, or on failure the tails of `logs` printed and the folder kept.
   */
  hooks(
    setUp: () => Promise<void>,
    after: { logs: string[]; lines?: number; beforeStop?: () => void },
  ) {
    beforeAll(async () => {
      await buildIfNeeded();
    }, 600_000);
    beforeAll(async () => {
      try {
        await setUp();
      } catch (err) {
        this.failed = true;
        throw err;
      }
    }, 120_000);
    afterAll(async () => {
      after.beforeStop?.();
      await this.children.stopAll();
      if (!this.failed) {
        rmSync(this.tmp, { recursive: true, force: true });
        return;
      }
      console.error(`${logTails(this.tmp, after.logs, after.lines)}\n\nlogs kept in ${this.tmp}`);
    }, 30_000);
  }

  /** One case per step; run only while every earlier step (and the set-up) has passed. */
  step(name: string, body: () => Promise<void>) {
    it(name, async (context) => {
      if (this.failed && !this.keepGoing) context.skip('an earlier step failed');
      try {
        await body();
      } catch (err) {
        this.failed = true;
        throw err;
      }
    });
  }

  /** The sample backend (mocks/server.ts) on `port`; resolves once it answers. */
  startBackend(port: number): Promise<void> {
    const backend = `http://127.0.0.1:${port}`;
    this.children.start(
      'backend',
      process.execPath,
      ['--import', 'tsx', path.join(root, 'mocks/server.ts')],
      { SAMPLE_BACKEND_PORT: String(port) },
    );
    return waitUntil('the sample backend', 60_000, async () => {
      const res = await fetch(`${backend}/__sample/fault?mode=none`, {
        method: 'POST',
        signal: AbortSignal.timeout(2_000),
      });
      return res.status === 204;
    });
  }

  /** A site instance (the production server) on `port`, its log `name`. */
  startSite(name: string, port: number, env: NodeJS.ProcessEnv): ChildProcess {
    return this.children.start(name, process.execPath, SERVER_ARGS, { ...env, PORT: String(port) })
      .proc;
  }

  /** Debian's redis-server on its own loopback port, nothing kept on disk. */
  startRedis(port: number): ChildProcess {
    assert.ok(existsSync(REDIS_BIN), `${REDIS_BIN} is missing: apt-get install redis-server`);
    return this.children.start('redis', REDIS_BIN, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      this.tmp,
    ]).proc;
  }

  /**
   * nginx with deploy/nginx.conf on `port` in front of `sitePorts` (its two upstream servers),
   * started once `nginx -t` accepts the configuration; `up` waits for its /healthz.
   */
  async startNginx(port: number, sitePorts: readonly [number, number]) {
    assert.ok(existsSync(NGINX_BIN), `${NGINX_BIN} is missing: apt-get install nginx-light`);
    mkdirSync(path.join(this.tmp, 'logs'), { recursive: true });
    mkdirSync(path.join(this.tmp, 'cache'), { recursive: true });
    const confFile = path.join(this.tmp, 'nginx.conf');
    writeFileSync(confFile, nginxConfig(this.tmp, port, sitePorts));
    const nginxArgs = ['-p', `${this.tmp}/`, '-c', confFile];
    const syntax = spawn(NGINX_BIN, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
    assert.ok(await waitForExit(syntax, 10_000), 'nginx -t did not finish');
    assert.equal(syntax.exitCode, 0, 'nginx -t rejected the configuration');
    this.children.start('nginx', NGINX_BIN, [...nginxArgs, '-g', 'daemon off;']);
    return { up: () => waitUntil('nginx', 10_000, isUp(`http://127.0.0.1:${port}/healthz`)) };
  }
}
