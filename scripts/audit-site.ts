// Shared by the audit scripts: the built site and the sample backend as child processes on fixed
// loopback ports, with bounded waits, and every child ended when the script exits, however it
// exits (normal end, `process.exit`, an uncaught error, Ctrl-C or SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildIfNeeded, root } from './launcher.ts';

/** Every child this script started, with how to end it. */
const children = new Map<ChildProcess, () => void>();

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Ends every child this script started (SIGTERM; SIGKILL for one that ignores it). */
export function stopChildren(): void {
  for (const [child, stop] of children) {
    if (!running(child)) continue;
    stopping.add(child);
    stop();
    // A last resort after a grace period; unref'd so it never keeps the script alive.
    setTimeout(() => {
      if (running(child)) child.kill('SIGKILL');
    }, 3000).unref();
  }
  children.clear();
}

/** Registers a child started elsewhere (e.g. Chromium by chrome-launcher) for the clean-up. */
export function adoptChild(child: ChildProcess, stop: () => void = () => child.kill()): void {
  children.set(child, stop);
  child.on('exit', () => children.delete(child));
}

process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the site and the sample backend.`);
    stopChildren();
    process.exit(130);
  });
}
process.on('uncaughtException', (err) => {
  console.error(err);
  stopChildren();
  process.exit(1);
});
process.on('unhandledRejection', (err) => {
  console.error(err);
  stopChildren();
  process.exit(1);
});

/** Fails fast with a clear message when something else already listens on the port. */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} is already in use: stop whatever listens there, or choose other ports`
            : `port ${port}: ${err.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The last output of each child, for the error message when it dies or never gets ready. */
const outputTails = new WeakMap<ChildProcess, () => string>();

/** Children ended by stopChildren(); any other exit of a child is reported. */
const stopping = new WeakSet<ChildProcess>();

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const script = path.join(root, 'scripts/audit-child.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  adoptChild(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  outputTails.set(child, () => tail.trim());
  child.on('exit', (code, signal) => {
    if (stopping.has(child)) return;
    console.error(
      `${name} ended unexpectedly (${signal ? `signal ${signal}: something else stopped it` : `exit code ${code}`}).` +
        (tail.trim() ? `\n${tail.trim()}` : ''),
    );
  });
  return child;
}

/** Polls `url` until it answers 2xx; fails when the child exits or after `timeoutMs`. */
async function waitFor(
  name: string,
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const tail = outputTails.get(child)?.() ?? '';
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s.\n${tail}`);
}

type AuditSite = { url: string; backendUrl: string };

/**
 * Builds if the build is stale, then starts the sample backend on `backendPort` and the site
 * (scripts/start.ts, the production server) on `sitePort`, each in a child process
 * (scripts/audit-child.ts), and waits until both answer.
 */
export async function startAuditSite({
  sitePort,
  backendPort,
  publicConfig,
}: {
  sitePort: number;
  backendPort: number;
  publicConfig?: Record<string, unknown>;
}): Promise<AuditSite> {
  await buildIfNeeded();
  await assertPortFree(backendPort);
  await assertPortFree(sitePort);

  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const backend = startChild('sample backend', ['backend', String(backendPort)], {});
  // Any answer from the backend means it is listening; /consent/uc.js is a cheap 200.
  await waitFor('sample backend', `${backendUrl}/consent/uc.js`, backend, 20_000);

  const url = `http://127.0.0.1:${sitePort}`;
  const site = startChild('site', ['site'], {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    CMS_API_URL: backendUrl,
    // The sample backend's demo/demo tools login needs this (src/server/auth/tools-users.ts).
    SAMPLE_BACKEND: '1',
    SESSION_PASSWORD: 'audit-session-password-not-a-secret-0123456789',
    LOG_LEVEL: 'warn',
    ...(publicConfig ? { PUBLIC_CONFIG: JSON.stringify(publicConfig) } : {}),
  });
  await waitFor('site', `${url}/readyz`, site, 60_000);
  return { url, backendUrl };
}

/** Switches a fault of the sample backend on or off (`none`), see mocks/server.ts. */
export async function setBackendFault(backendUrl: string, mode: string): Promise<void> {
  const res = await fetch(`${backendUrl}/__sample/fault?mode=${mode}`, {
    method: 'POST',
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`sample backend fault ${mode}: HTTP ${res.status}`);
}
