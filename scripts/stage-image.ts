// `npm run stage:image`: the production image's runtime tree, assembled without Docker by
// following deploy/Dockerfile (read by scripts/image-recipe.ts), then measured and proved:
//  1. the `deps` stage: its COPY lines and RUN commands (`npm ci --omit=dev ...`) in a temp dir;
//  2. the `runtime` stage: its COPY lines, from that dir (`--from=deps`), from this checkout's
//     build (`--from=build`: `npm run build` if it is not current) and from the checkout;
//  3. checks the tree holds none of NOT_IN_IMAGE and exactly the lock file's production packages;
//  4. measures it: size, file count, the biggest packages (`--list`: every file);
//  5. runs the stage's CMD on this Node (24) with its ENV: a missing and a bad CMS_API_URL each
//     stop start-up with one line; against the sample backend it serves a page, one of its assets and
//     /healthz; the HEALTHCHECK command passes; SIGTERM ends it with code 0.
// The build stage itself is not run (it is `npm ci --ignore-scripts && npm run build`, which
// this checkout has done). `--keep` leaves the temp dir. Decision 021.
import assert from 'node:assert/strict';
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NOT_IN_IMAGE,
  parseDockerfile,
  productionPackagesOf,
  type Copy,
  type Stage,
} from './image-recipe.ts';
import { buildIfNeeded, root, startSampleBackendProcess } from './launcher.ts';
import { parseLogLine } from './log-line.mjs';

const DOCKERFILE = path.join(root, 'deploy/Dockerfile');
const PAGE = { path: '/borger/affald-og-genbrug/', text: 'Sorteringsvejledninger' };
const keep = process.argv.includes('--keep');
const list = process.argv.includes('--list');
const started = Date.now();

const step = (text: string) => console.log(`\n${text}`);
const ok = (text: string) => console.log(`  ✓ ${text}`);

const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
const deps = stageNamed('deps');
const runtime = stageNamed('runtime');
assert(runtime.cmd, 'the runtime stage has no CMD');

const tmp = mkdtempSync(path.join(tmpdir(), 'kommune-image-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (!keep) rmSync(tmp, { recursive: true, force: true });
});

function stageNamed(name: string): Stage {
  const stage = stages.get(name);
  if (!stage) throw new Error(`deploy/Dockerfile has no stage named ${name}`);
  return stage;
}

/** A stage's files live under `<tmp>/<stage>` in place of its WORKDIR (/app). */
function stageDir(stage: Stage): string {
  return path.join(tmp, stage.name);
}

/** Where a COPY source is: the checkout (context and the build stage) or a staged stage. */
function sourcePath(copy: Copy, source: string): string {
  if (copy.from === undefined) return path.join(root, source);
  if (copy.from === 'build') return path.join(root, path.relative('/app', source));
  const from = stageNamed(copy.from);
  return path.join(stageDir(from), path.relative(from.workdir ?? '/', source));
}

function applyCopies(stage: Stage) {
  const dir = stageDir(stage);
  mkdirSync(dir, { recursive: true });
  for (const copy of stage.copies) {
    const intoDir = copy.dest.endsWith('/') || copy.dest === '.' || copy.sources.length > 1;
    for (const source of copy.sources) {
      const from = sourcePath(copy, source);
      if (!existsSync(from)) throw new Error(`COPY ${source}: ${from} does not exist`);
      const to = path.join(dir, copy.dest, intoDir ? path.basename(source) : '');
      cpSync(from, to, { recursive: true });
    }
  }
}

function* walk(p: string): Generator<{ file: string; size: number }> {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) for (const name of readdirSync(p)) yield* walk(path.join(p, name));
  else yield { file: p, size: stat.size };
}

function sizeOf(p: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const { size } of walk(p)) {
    bytes += size;
    files++;
  }
  return { bytes, files };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The image's environment: its ENV, no inherited variables beyond PATH and HOME. */
function imageEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: tmp, ...runtime.env, ...extra };
}

/** The stage's CMD or HEALTHCHECK on this Node (the image's `node` is 24, like this one). */
function command(argv: string[]): [string, string[]] {
  const [program, ...args] = argv;
  assert.equal(program, 'node', `expected a node command, got ${program}`);
  return [process.execPath, args];
}

// ---- 1–2: assemble --------------------------------------------------------------------------

step('Build (the build stage: npm run build, when not current)');
await buildIfNeeded();
ok('dist/ is current');

step(`Stage the image in ${tmp}`);
applyCopies(deps);
for (const run of deps.runs) {
  const t0 = Date.now();
  execSync(`${run} --prefer-offline --loglevel=error`, { cwd: stageDir(deps), stdio: 'inherit' });
  ok(`deps: ${run} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
applyCopies(runtime);
const app = stageDir(runtime);
ok(`runtime: ${runtime.copies.map((c) => c.sources.join(' ')).join(', ')}`);

// ---- 3: contents ----------------------------------------------------------------------------

step('Contents');
const present = NOT_IN_IMAGE.filter((p) => existsSync(path.join(app, p)));
assert.deepEqual(present, [], `the runtime tree holds ${present.join(', ')}`);
ok(`none of: ${NOT_IN_IMAGE.join(', ')}`);
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const expected = productionPackagesOf(lock);
const installed = JSON.parse(
  readFileSync(path.join(app, 'node_modules/.package-lock.json'), 'utf8'),
);
assert.deepEqual(
  Object.keys(installed.packages).sort(),
  expected,
  'installed ≠ the lock file’s production packages',
);
ok(`node_modules holds exactly the lock file's ${expected.length} production packages`);
assert(existsSync(path.join(app, 'dist/start.mjs')), 'no dist/start.mjs');
ok('dist/start.mjs is there');

// ---- 4: measure -----------------------------------------------------------------------------

step('Size (file contents, as `du --apparent-size` counts; the base image not included)');
const total = sizeOf(app);
console.log(`  total: ${mb(total.bytes)} in ${total.files} files`);
for (const name of readdirSync(app).sort()) {
  const { bytes, files } = sizeOf(path.join(app, name));
  console.log(`    ${name.padEnd(14)} ${mb(bytes).padStart(9)}  ${files} files`);
}
const packages = expected
  .filter((key) => key.split('node_modules/').length === 2)
  .map((key) => ({ name: key.slice('node_modules/'.length), ...sizeOf(path.join(app, key)) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log(`  biggest of ${packages.length} top-level packages:`);
for (const p of packages.slice(0, 12))
  console.log(`    ${p.name.padEnd(34)} ${mb(p.bytes).padStart(9)}`);
const du = spawnSync('du', ['-sh', app], { encoding: 'utf8' }).stdout.split('\t')[0];
console.log(`  du -sh (disk blocks): ${du}`);
if (list) {
  for (const { file, size } of walk(app))
    console.log(`${String(size).padStart(10)} ${path.relative(app, file)}`);
}

// ---- 5: run ---------------------------------------------------------------------------------

step(`Run the image's CMD (${runtime.cmd.join(' ')}) on node ${process.version}`);
const [node, args] = command(runtime.cmd);
for (const [label, env, variable] of [
  ['CMS_API_URL unset', {}, 'CMS_API_URL'],
  ['CMS_API_URL=ftp://cms', { CMS_API_URL: 'ftp://cms' }, 'CMS_API_URL'],
  [
    'SESSION_PASSWORD too short',
    { CMS_API_URL: 'https://cms.invalid', SESSION_PASSWORD: 'short' },
    'SESSION_PASSWORD',
  ],
] as const) {
  const run = spawnSync(node, args, {
    cwd: app,
    env: imageEnv(env),
    encoding: 'utf8',
    timeout: 15_000,
  });
  const lines = run.stderr.trim().split('\n');
  assert.equal(run.status, 1, `${label}: exit ${run.status}`);
  assert.equal(lines.length, 1, `${label}: ${run.stderr}`);
  const entry = parseLogLine(lines[0] ?? '');
  assert.equal(entry?.level, 'fatal', `${label}: not a JSON log line: ${lines[0]}`);
  assert.match(entry.msg, new RegExp(`^Configuration error: ${variable} `));
  ok(`${label}: exit 1, one JSON line "${entry.msg}"`);
}

const backend = await startSampleBackendProcess();
children.push(backend.child);
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const server = spawn(node, args, {
  cwd: app,
  env: imageEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_API_URL: backend.url,
    SESSION_PASSWORD: 'stage-image-session-password-0123456789',
  }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
children.push(server);
let output = '';
server.stdout?.on('data', (chunk: Buffer) => (output += chunk));
server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
const t0 = Date.now();
while (!output.includes('site: http')) {
  assert(server.exitCode === null, `the staged server exited (${server.exitCode}):\n${output}`);
  assert(Date.now() - t0 < 20_000, `the staged server did not listen within 20 s:\n${output}`);
  await new Promise((r) => setTimeout(r, 50));
}
ok(`listening after ${Date.now() - t0} ms`);
// Every line the production process wrote at start-up is JSON (docs/operations.md, "Logs").
const startupLines = output.trim().split('\n');
for (const line of startupLines) {
  assert(parseLogLine(line), `a start-up line is not JSON: ${line}`);
}
ok(`${startupLines.length} start-up lines, all JSON`);

const page = await fetch(site + PAGE.path, { signal: AbortSignal.timeout(15_000) });
const html = await page.text();
assert.equal(page.status, 200, `${PAGE.path}: ${page.status}`);
assert(html.includes(PAGE.text), `${PAGE.path} lacks "${PAGE.text}"`);
ok(`GET ${PAGE.path}: 200 with "${PAGE.text}"`);
const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
assert(asset, 'the page names no script or style under /assets/');
const assetAnswer = await fetch(site + asset, { signal: AbortSignal.timeout(15_000) });
assert.equal(assetAnswer.status, 200, `${asset}: ${assetAnswer.status}`);
ok(`GET ${asset} (from dist/public): 200`);
const health = await fetch(`${site}/healthz`, { signal: AbortSignal.timeout(15_000) });
assert.equal(health.status, 200, `/healthz: ${health.status}`);
ok('GET /healthz: 200');
assert(runtime.healthcheck, 'the runtime stage has no HEALTHCHECK');
const [checkNode, checkArgs] = command(runtime.healthcheck);
const check = spawnSync(checkNode, checkArgs, {
  cwd: app,
  env: imageEnv({ PORT: String(port) }),
  timeout: 10_000,
});
assert.equal(check.status, 0, `HEALTHCHECK exited ${check.status}`);
ok(`HEALTHCHECK (${runtime.healthcheck.join(' ')}): exit 0`);

server.kill('SIGTERM');
const code = await new Promise<number | null>((resolve) => {
  if (server.exitCode !== null) resolve(server.exitCode);
  else server.once('exit', (c) => resolve(c));
});
assert.equal(code, 0, `SIGTERM: exit ${code}`);
ok('SIGTERM: exit 0');

console.log(
  `\nstage:image passed in ${((Date.now() - started) / 1000).toFixed(1)} s${keep ? ` (kept: ${app})` : ''}`,
);
process.exit(0);
