import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as esbuild, type Metafile } from 'esbuild';
import { logLine, parseLogLine } from './log-line.mjs';
import { TRICKS } from '../src/server/perf/tricks.ts';

// Shared by `npm start`, `npm run dev` and the tools: build freshness, the sample backend.

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The flags the HTTP server's Node runs with, wherever it is started (npm start, the image's
 * CMD, the benches, test:scale; cluster workers inherit them). `--no-memory-reducer`: V8's
 * memory reducer runs full collections whenever the process turns idle, to give memory back; a
 * server with full, bounded caches has none to give, and behind nginx it is idle most of the
 * time. `npm run bench:day` found it spending up to 90 ms of CPU a second in collections that
 * freed nothing after every publish (decision 036). V8 takes it only at start-up: neither
 * NODE_OPTIONS nor `v8.setFlagsFromString` can set it.
 */
export const SERVER_NODE_FLAGS = ['--no-memory-reducer'] as const;

/** `node`'s arguments for the HTTP server from the repository: its flags and scripts/serve.mjs. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, path.join(root, 'scripts/serve.mjs')];

/** The production entry (compiled into dist/start.mjs) and what it bundles. */
const PRODUCTION_ENTRY = 'scripts/start-production.ts';
// scripts/flight-client-walk.ts and react-node-builds.ts are part of the build's configuration
// (waku.config.ts imports them).
const INPUTS = [
  'src',
  'waku.config.ts',
  'scripts/flight-client-walk.ts',
  'scripts/react-node-builds.ts',
  'package-lock.json',
  'tsconfig.json',
  PRODUCTION_ENTRY,
  'scripts/check-env.ts',
  'scripts/serve.mjs',
  'scripts/cluster.mjs',
  'scripts/log-line.mjs',
];

function* files(p: string): Generator<string> {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else yield p;
}

/** The variables that change what a build applies: the switch and each build trick's own. */
const BUILD_SWITCHES = [
  'PERF_TRICKS',
  ...Object.values(TRICKS)
    .filter((trick) => trick.read === 'build')
    .map((trick) => trick.env),
];

/** A hash of everything the build is made from; the build is current when it matches. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  // A build made with a speed trick switched off is another build (waku.config.ts).
  for (const name of BUILD_SWITCHES) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const stampFile = path.join(root, 'dist', '.source-hash');

function buildIsCurrent(): boolean {
  return (
    existsSync(path.join(root, 'dist', 'server', 'index.js')) &&
    existsSync(path.join(root, 'dist', 'start.mjs')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourceHash()
  );
}

export async function buildIfNeeded({ force = false } = {}): Promise<void> {
  if (!force && buildIsCurrent()) return;
  logLine('info', force ? 'Building (waku build)…' : 'No current build: building (waku build)…');
  const code = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, [path.join(root, 'node_modules/waku/cli.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    }).on('exit', resolve),
  );
  if (code !== 0) {
    logLine('fatal', 'Build failed.');
    process.exit(1);
  }
  precompressAssets(path.join(root, 'dist', 'public'));
  await compileProductionEntry(path.join(root, 'dist', 'start.mjs'));
  writeFileSync(stampFile, sourceHash());
}

/**
 * Compiles the production entry (scripts/start-production.ts: the configuration check, then
 * scripts/serve.mjs) into one plain ES module, so production runs `node dist/start.mjs` with no
 * TypeScript loader, no src/ and no node_modules: the packages it imports (zod, @hono/node-server,
 * prom-client and theirs) are bundled in, as Waku's build bundles everything dist/server uses
 * (decision 037). Answers esbuild's metafile: which package each bundled file came from and who
 * imported it, for `npm run stage:image`'s list.
 */
export async function compileProductionEntry(outfile: string): Promise<Metafile> {
  const { metafile } = await esbuild({
    entryPoints: [path.join(root, PRODUCTION_ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    metafile: true,
    banner: {
      js: [
        `// Generated by \`npm run build\` from ${PRODUCTION_ENTRY}; do not edit.`,
        // The bundled CommonJS packages (prom-client's) require node built-ins: an ES module has
        // no `require` of its own, and esbuild's stand-in throws without one.
        `import { createRequire as __createRequire } from 'node:module';`,
        `const require = __createRequire(import.meta.url);`,
      ].join('\n'),
    },
  });
  return metafile;
}

/**
 * Writes `.br` (quality 11) and `.gz` next to each text asset of the build, so the static file
 * step serves them without compressing per request.
 */
function precompressAssets(dir: string): number {
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
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${line}\n`);
        const url = parseLogLine(line)?.url;
        if (typeof url === 'string') resolve({ url, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`sample backend exited with code ${code}`)));
  });
}

/**
 * Points the site at the sample backend when no backend is configured, with the sample's own
 * settings where they are unset (`npm run dev`, `npm start`).
 */
export async function ensureBackend(): Promise<void> {
  if (process.env.CMS_API_URL) {
    logLine('info', `content backend: ${process.env.CMS_API_URL}`);
    if (!process.env.TOOLS_USERS) {
      logLine('warn', 'TOOLS_USERS is unset: nobody can log in to the tools area.');
    }
    return;
  }
  const { url } = await startSampleBackendProcess();
  process.env.CMS_API_URL = url;
  process.env.SAMPLE_BACKEND = '1';
  // The sample backend's subscription token endpoint (mocks/handlers.ts
  // SAMPLE_SUBSCRIPTIONS_API_KEY and SAMPLE_SUBSCRIPTIONS_AUTH_PATH), unless set (even to '').
  process.env.SUBSCRIPTIONS_API_KEY ??= 'sample-subscriptions-key';
  process.env.SUBSCRIPTIONS_AUTH_PATH ??= '/api/subscriptions/token';
  // The sample TwentyThree player host (mocks/fixtures/video-pages.ts); the Skyfish one stays
  // out, so the sample page shows both a player and a link (decision 027).
  process.env.VIDEO_EMBED_HOSTS ??= 'video.example-kommune.dk';
  logLine('info', 'CMS_API_URL is unset, so the embedded sample municipality is served', {
    sampleBackend: url,
  });
}
