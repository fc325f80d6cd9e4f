import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { EnvError, parseEnv } from '#src/server/env.ts';

/** Shared by `npm start` and `npm run dev`: env check, build freshness, the sample backend. */

export const root = path.resolve(import.meta.dirname, '..');

/** Validates the environment; an unusable value ends the process with one line naming it. */
export function checkEnv(): void {
  try {
    const env = parseEnv({
      ...process.env,
      CMS_API_URL: process.env.CMS_API_URL || 'http://sample.invalid',
    });
    if (env.sessionPasswordIsRandom) {
      console.warn(
        'SESSION_PASSWORD is unset: using a random one for this process (tools logins end on restart).',
      );
    }
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`Configuration error: ${err.variable} ${err.reason}`);
      process.exit(1);
    }
    throw err;
  }
}

// scripts/flight-client-walk.ts is part of the build's configuration (waku.config.ts imports it).
const INPUTS = [
  'src',
  'waku.config.ts',
  'scripts/flight-client-walk.ts',
  'package-lock.json',
  'tsconfig.json',
];

function* files(p: string): Generator<string> {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else yield p;
}

/** A hash of everything the build is made from; the build is current when it matches. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const stampFile = path.join(root, 'dist', '.source-hash');

export function buildIsCurrent(): boolean {
  return (
    existsSync(path.join(root, 'dist', 'server', 'index.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourceHash()
  );
}

export async function buildIfNeeded({ force = false } = {}): Promise<void> {
  if (!force && buildIsCurrent()) return;
  console.log(force ? 'Building (waku build)…' : 'No current build: building (waku build)…');
  const code = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, [path.join(root, 'node_modules/waku/cli.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    }).on('exit', resolve),
  );
  if (code !== 0) {
    console.error('Build failed.');
    process.exit(1);
  }
  precompressAssets(path.join(root, 'dist', 'public'));
  writeFileSync(stampFile, sourceHash());
}

/**
 * Writes `.br` (quality 11) and `.gz` next to each text asset of the build, so the static file
 * step serves them without compressing per request.
 */
export function precompressAssets(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!/\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** Starts mocks/server.ts in its own process and resolves with its URL. */
export function startSampleBackendProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'mocks/server.ts')], {
    cwd: root,
    env: { ...process.env, SAMPLE_BACKEND_PORT: process.env.SAMPLE_BACKEND_PORT ?? '0' },
    // The IPC channel ends the backend when this process ends, even by SIGKILL.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const stop = () => child.kill();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  }
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /sample backend: (\S+)/.exec(buffer);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`sample backend exited with code ${code}`)));
  });
}

/** Points the site at the sample backend when no backend is configured. */
export async function ensureBackend(): Promise<void> {
  if (process.env.CMS_API_URL) {
    console.log(`content backend: ${process.env.CMS_API_URL}`);
    if (!process.env.TOOLS_USERS)
      console.warn('TOOLS_USERS is unset: nobody can log in to the tools area.');
    return;
  }
  const { url } = await startSampleBackendProcess();
  process.env.CMS_API_URL = url;
  process.env.SAMPLE_BACKEND = '1';
  console.log(
    `sample backend: ${url} (CMS_API_URL is unset, so the embedded sample municipality is served)`,
  );
}
