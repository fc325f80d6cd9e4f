// `npm run stage:image`: the production image's runtime tree, assembled without Docker by
// following deploy/Dockerfile (read by scripts/image-recipe.ts), then measured and proved:
//  1. the stages the runtime stage copies from (their COPY lines and RUN commands) in a temp dir
//     outside the checkout (the build stage is this checkout's `npm run build`, if not current);
//  2. the `runtime` stage: its COPY lines;
//  3. contents: none of NOT_IN_IMAGE (node_modules among them), every COPY with its reason
//     (IMAGE_CONTENTS), no node_modules where Node would look from the tree, and the packages
//     dist/start.mjs bundles, each with the module that imports it;
//  4. size: this tree, and the one decision 021 shipped (the same and its `npm ci --omit=dev
//     --omit=optional`, installed beside it), with that install's biggest packages; `--list`:
//     every file of this tree;
//  5. runs the stage's CMD on this Node (24) with its ENV and no inherited variables (no
//     NODE_PATH): a missing and a bad variable each stop start-up with one line; then, under the
//     module tracer (scripts/module-trace.mjs), one process and then a cluster of two with Redis
//     serve every kind of page, feed, discovery file, health and metrics answer, tools login and
//     form post against the sample backend, and a 5xx with it down; the HEALTHCHECK passes and
//     SIGTERM ends each with 0. Fails on any unexpected answer, on an import or require that found
//     nothing (even one the app survives), and on a module loaded from outside the tree. The
//     trace is the runtime list: the tree's own files, and no package.
// `--keep` leaves the temp dir. Decisions 021 and 036.
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
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '#src/server/auth/password.ts';
import { startRedisServer } from '#tests/support/redis-server.ts';
import { freePort } from './free-port.ts';
import {
  bundledPackages,
  DECISION_021_INSTALL,
  IMAGE_CONTENTS,
  NOT_IN_IMAGE,
  parseDockerfile,
  productionPackagesOf,
  reachableNodeModules,
  summarizeTrace,
  type Copy,
  type Stage,
  type TraceEntry,
} from './image-recipe.ts';
import {
  buildIfNeeded,
  compileProductionEntry,
  root,
  startSampleBackendProcess,
} from './launcher.ts';
import { parseLogLine } from './log-line.mjs';

const DOCKERFILE = path.join(root, 'deploy/Dockerfile');
const keep = process.argv.includes('--keep');
const list = process.argv.includes('--list');
const started = Date.now();

const step = (text: string) => console.log(`\n${text}`);
const ok = (text: string) => console.log(`  ✓ ${text}`);

const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
const runtime = stageNamed('runtime');
assert(runtime.cmd, 'the runtime stage has no CMD');

// In the system's temp dir, outside the checkout: Node's parent-directory lookup from the tree
// cannot reach the checkout's node_modules.
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

function sizeOf(paths: string[]): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const p of paths) {
    for (const { size } of walk(p)) {
      bytes += size;
      files++;
    }
  }
  return { bytes, files };
}

/** Disk blocks, as `du -sh` counts them (files shared by two paths counted once). */
function diskUsage(paths: string[]): string {
  const du = spawnSync('du', ['-sch', ...paths], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  return du.at(-1)?.split('\t')[0] ?? '?';
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The image's environment: its ENV, no inherited variables beyond PATH (no NODE_PATH). */
function imageEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: home, ...runtime.env, ...extra };
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
const copiedFrom = new Set(runtime.copies.map((c) => c.from).filter((f) => f && f !== 'build'));
for (const name of copiedFrom) {
  const stage = stageNamed(name!);
  applyCopies(stage);
  for (const run of stage.runs) {
    const t0 = Date.now();
    execSync(`${run} --prefer-offline --loglevel=error`, {
      cwd: stageDir(stage),
      stdio: 'inherit',
    });
    ok(`${stage.name}: ${run} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
}
applyCopies(runtime);
const app = stageDir(runtime);
const home = path.join(tmp, 'home');
mkdirSync(home);
ok(`runtime: ${runtime.copies.map((c) => c.sources.join(' ')).join(', ')}`);

// ---- 3: contents ----------------------------------------------------------------------------

step('Contents: what the image holds, and why');
const present = NOT_IN_IMAGE.filter((p) => existsSync(path.join(app, p)));
assert.deepEqual(present, [], `the runtime tree holds ${present.join(', ')}`);
ok(`none of: ${NOT_IN_IMAGE.join(', ')}`);
for (const copy of runtime.copies) {
  for (const source of copy.sources) {
    const why = IMAGE_CONTENTS[source];
    assert(why, `COPY ${source}: no reason in IMAGE_CONTENTS (scripts/image-recipe.ts)`);
    console.log(`    ${path.basename(source).padEnd(14)} ${why}`);
  }
}
const reachable = reachableNodeModules(app, home, process.execPath);
assert.deepEqual(reachable, [], `Node can find packages from the tree in ${reachable.join(', ')}`);
ok('no node_modules where Node looks from the tree (it and its parents, HOME, the prefix)');

// The packages dist/start.mjs bundles: compiled again outside the tree for esbuild's account,
// which must be byte for byte the file the image holds.
const entryDir = path.join(tmp, 'entry');
const meta = await compileProductionEntry(path.join(entryDir, 'start.mjs'));
assert(
  readFileSync(path.join(entryDir, 'start.mjs')).equals(
    readFileSync(path.join(app, 'dist/start.mjs')),
  ),
  'dist/start.mjs differs from a fresh compile of scripts/start-production.ts: npm run build',
);
const bundled = [...bundledPackages(meta)].sort(([, a], [, b]) => b.bytes - a.bytes);
console.log(`  dist/start.mjs bundles ${bundled.length} packages (input size; why: imported by)`);
for (const [name, { bytes, importedBy }] of bundled) {
  console.log(`    ${name.padEnd(20)} ${kb(bytes).padStart(7)}  ${[...importedBy].join(', ')}`);
}

// ---- 4: measure -----------------------------------------------------------------------------

step('Size (file contents, as `du --apparent-size` counts; the base image not included)');
const total = sizeOf([app]);
console.log(
  `  this tree: ${mb(total.bytes)} in ${total.files} files (du -sh: ${diskUsage([app])})`,
);
for (const name of readdirSync(app).sort()) {
  const { bytes, files } = sizeOf([path.join(app, name)]);
  console.log(`    ${name.padEnd(14)} ${mb(bytes).padStart(9)}  ${files} files`);
}
// Decision 021's tree: the same files and its `npm ci`, installed beside this tree.
const beforeDir = path.join(tmp, 'before');
mkdirSync(beforeDir);
for (const file of ['package.json', 'package-lock.json'])
  cpSync(path.join(root, file), path.join(beforeDir, file));
const t1 = Date.now();
execSync(`${DECISION_021_INSTALL} --prefer-offline --loglevel=error`, {
  cwd: beforeDir,
  stdio: 'inherit',
});
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const installed = JSON.parse(
  readFileSync(path.join(beforeDir, 'node_modules/.package-lock.json'), 'utf8'),
);
const production = productionPackagesOf(lock);
assert.deepEqual(Object.keys(installed.packages).sort(), production, 'installed ≠ the lock file');
const old = [app, path.join(beforeDir, 'node_modules')];
const before = sizeOf(old);
console.log(
  `  before (decision 021: the same plus \`${DECISION_021_INSTALL}\`, ` +
    `${production.length} packages, installed in ${((Date.now() - t1) / 1000).toFixed(1)} s): ` +
    `${mb(before.bytes)} in ${before.files} files (du -sh: ${diskUsage(old)})`,
);
const dropped = production
  .filter((key) => key.split('node_modules/').length === 2)
  .map((key) => ({ key, ...sizeOf([path.join(beforeDir, key)]) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log(
  `  the biggest of them: ${dropped
    .slice(0, 10)
    .map((p) => `${p.key.slice('node_modules/'.length)} ${mb(p.bytes)}`)
    .join(', ')}`,
);
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
const redis = await startRedisServer();
process.on('exit', () => void redis.stop());
const traceFile = path.join(tmp, 'module-trace.jsonl');
const tracer = `${pathToFileURL(path.join(root, 'scripts/module-trace.mjs')).href}?out=${encodeURIComponent(traceFile)}`;
const TOOLS_PASSWORD = 'stage-image-tools-password';
const METRICS_TOKEN = 'stage-image-metrics-token-0123456789';
const REVALIDATE_TOKEN = 'stage-image-revalidate-token-0123456789';
/** Every variable that turns a feature (and the code behind it) on, but REDIS_URL and the ports. */
const features = {
  CMS_API_URL: backend.url,
  SESSION_PASSWORD: 'stage-image-session-password-0123456789',
  TOOLS_USERS: `builder:${await hashPassword(TOOLS_PASSWORD)}`,
  METRICS_TOKEN,
  REVALIDATE_TOKEN,
  SUBSCRIPTIONS_API_KEY: 'sample-subscriptions-key',
  SUBSCRIPTIONS_AUTH_PATH: '/api/subscriptions/token',
  HSTS: 'true',
  SECURITY_CONTACT: 'mailto:security@example-kommune.dk',
};

const failures: string[] = [];
await serveEveryKind('one process', {}, {});
const metricsPort = await freePort();
await serveEveryKind(
  'a cluster of two, with Redis',
  { WEB_CONCURRENCY: '2', REDIS_URL: redis.url, METRICS_PORT: String(metricsPort) },
  { metricsPort, redisPort: Number(new URL(redis.url).port) },
);
assert.deepEqual(failures, [], `${failures.length} answers were not as expected`);

step('The runtime list: what the served tree loaded (scripts/module-trace.mjs)');
const entries = readFileSync(traceFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as TraceEntry);
const trace = summarizeTrace(entries, app);
assert.deepEqual(trace.missing, [], `modules not found: ${trace.missing.join('; ')}`);
ok('no import or require found nothing');
assert.deepEqual(
  trace.outside,
  [],
  `modules loaded from outside the tree: ${trace.outside.join(', ')}`,
);
ok(`${trace.own.size} module files, all from the tree, in ${trace.pids.size} processes`);
assert(
  trace.pids.size >= 4,
  `the tracer saw ${trace.pids.size} processes, not 1 + a primary and 2 workers`,
);
assert.deepEqual(
  [...trace.packages.keys()],
  [],
  'packages loaded from a node_modules in the tree: bundle them (decision 037)',
);
ok('packages loaded from node_modules: none (each is bundled into dist/)');

console.log(
  `\nstage:image passed in ${((Date.now() - started) / 1000).toFixed(1)} s${keep ? ` (kept: ${app})` : ''}`,
);
process.exit(0);

// ---- the page kinds -------------------------------------------------------------------------

type Answer = { status: number; headers: Headers; body: string };

/**
 * Starts the CMD under the tracer with `features` and `extra`, requests every kind of page and
 * endpoint (noting each unexpected answer in `failures`), runs the HEALTHCHECK, and stops it with
 * SIGTERM (exit 0).
 */
async function serveEveryKind(
  label: string,
  extra: Record<string, string>,
  { metricsPort, redisPort }: { metricsPort?: number; redisPort?: number },
) {
  step(`Serve every kind of page: ${label} (${Object.keys(extra).join(', ') || 'no Redis'})`);
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const server = spawn(node, ['--import', tracer, ...args], {
    cwd: app,
    env: imageEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...features,
      ...extra,
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
  for (const line of output.trim().split('\n')) {
    assert(parseLogLine(line), `a start-up line is not JSON: ${line}`);
  }

  const before = failures.length;
  let count = 0;
  /** One request; an answer other than `status` (or without `text`) is a failure. */
  async function expect(
    what: string,
    target: string,
    status: number,
    { text, ...init }: RequestInit & { text?: string | RegExp } = {},
  ): Promise<Answer> {
    count++;
    const url = target.startsWith('http') ? target : site + target;
    let answer: Answer;
    try {
      const res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
        ...init,
      });
      answer = { status: res.status, headers: res.headers, body: await res.text() };
    } catch (err) {
      failures.push(`${label}: ${what} (${target}): ${(err as Error).message}`);
      return { status: 0, headers: new Headers(), body: '' };
    }
    const textOk =
      !text || (typeof text === 'string' ? answer.body.includes(text) : text.test(answer.body));
    if (answer.status !== status || !textOk) {
      failures.push(
        `${label}: ${what} (${init.method ?? 'GET'} ${target}): ${answer.status}, expected ${status}` +
          (textOk ? '' : ` with ${text}`),
      );
    }
    return answer;
  }
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, ...headers },
  });

  // Pages of every template, in the three languages.
  const front = await expect('front page', '/', 200, { text: '<main' });
  await expect('content page', '/borger/affald-og-genbrug/', 200, {
    text: 'Sorteringsvejledninger',
  });
  await expect('section page', '/borger/', 200);
  await expect('every block', '/borger/alle-blokke/', 200);
  await expect('video page', '/borger/video/', 200);
  await expect('list page', '/nyheder/', 200);
  await expect('list page, page 2', '/nyheder/?page=2', 200);
  await expect('news page', '/nyheder/ny-genbrugsstation-aabner-i-eksempelby-nord/', 200);
  await expect('event list', '/kultur-og-fritid/arrangementer/', 200);
  await expect('job list, filtered', '/job/ledige-stillinger/?keywords=p%C3%A6dagog', 200);
  await expect('hearing list, page 2', '/politik/hoeringer/?page=2', 200);
  await expect('meeting list', '/politik/dagsordener/', 200);
  await expect('search', '/da/soegning/?cludoquery=affald', 200);
  await expect('grouped search', '/da/soegning-grupperet/?cludoquery=genbrug', 200);
  await expect('English page', '/en/contact/', 200, { text: 'lang="en' });
  await expect('German page', '/de/kontakt/', 200, { text: 'lang="de' });
  await expect('not found', '/findes-ikke/', 404);
  await expect('RSC payload', '/RSC/R/borger.txt', 200);
  // Feeds, discovery files, build info, static files.
  await expect('news feed', '/nyheder/feed.xml', 200, { text: '<rss' });
  await expect('job feed', '/job/ledige-stillinger/feed.xml', 200, { text: '<rss' });
  await expect('sitemap', '/sitemap.xml', 200, { text: '<urlset' });
  await expect('robots.txt', '/robots.txt', 200, { text: 'Sitemap:' });
  await expect('security.txt', '/.well-known/security.txt', 200, { text: 'Contact:' });
  await expect('build info', '/builds/latest.json', 200);
  await expect('icon', '/icons/apple-touch-icon.png', 200);
  // A script with a precompressed copy (npm run build writes .br for files over 1 KB).
  const script = [...front.body.matchAll(/href="(\/assets\/[^"]+\.js)"/g)]
    .map((m) => m[1] ?? '')
    .find((file) => existsSync(path.join(app, 'dist/public', `${file}.br`)));
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(front.body)?.[1];
  if (!script || !style) failures.push(`${label}: the front page names no script or style`);
  if (script) {
    const br = await expect('script, brotli', script, 200, {
      headers: { 'accept-encoding': 'br' },
    });
    if (br.headers.get('content-encoding') !== 'br') failures.push(`${label}: ${script} not br`);
  }
  if (style) await expect('style', style, 200);
  // Health and metrics.
  await expect('healthz', '/healthz', 200);
  await expect('readyz', '/readyz', 200);
  await expect('metrics without the token', '/metrics', 401);
  await expect('metrics', '/metrics', 200, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    text: 'http_request_duration_seconds',
  });
  if (metricsPort) {
    await expect(
      'metrics port (the primary sums the workers)',
      `http://127.0.0.1:${metricsPort}/metrics`,
      200,
      {
        text: 'http_request_duration_seconds',
      },
    );
  }
  // Tools: login page, refused and accepted logins, tools pages, logout.
  await expect('login page', '/__login/', 200);
  await expect('tools, anonymous', '/__limbo/', 302);
  await expect(
    'login, wrong password',
    '/api/_auth/login',
    303,
    form({ username: 'builder', password: 'wrong' }),
  );
  const login = await expect(
    'login',
    '/api/_auth/login',
    303,
    form({ username: 'builder', password: TOOLS_PASSWORD }),
  );
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (!cookie) failures.push(`${label}: the login set no cookie`);
  const asBuilder = { headers: { cookie } };
  await expect('tools home', '/__limbo/', 200, asBuilder);
  await expect('configuration overview', '/__limbo/configuration-overview/', 200, asBuilder);
  await expect('components overview', '/__limbo/components-overview/', 200, asBuilder);
  await expect('page inspector', '/__limbo/page-inspector/?url=/borger/', 200, asBuilder);
  await expect('tools RSC payload', '/RSC/R/___limbo.txt', 200, asBuilder);
  await expect('session', '/api/_auth/session', 200, asBuilder);
  await expect('logout', '/api/_auth/session', 303, form({ action: 'logout' }, { cookie }));
  if (redisPort) {
    const keys = await redisCommand(redisPort, 'DBSIZE');
    if (!/^:[1-9]/.test(keys))
      failures.push(`${label}: Redis holds no keys after a login (${keys.trim()})`);
  }
  // Forms and revalidation.
  const formPage = await expect('page with the forms', '/borger/parkering/', 200);
  const hidden = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(formPage.body)?.[1] ?? '';
  await expect(
    'feedback',
    '/api/feedback',
    303,
    form({
      siteKey: hidden('siteKey'),
      pageKey: hidden('pageKey'),
      rating: 'yes',
      returnTo: '/borger/parkering/',
    }),
  );
  const subscribed = await expect(
    'subscription',
    '/api/subscriptions',
    303,
    form({
      pageId: hidden('pageId'),
      name: 'Stage Image',
      email: `stage-${port}@example.dk`,
      returnTo: '/borger/parkering/',
    }),
  );
  if (!subscribed.headers.get('location')?.includes('subscription=subscribed'))
    failures.push(
      `${label}: the subscription was not taken (${subscribed.headers.get('location')})`,
    );
  await expect('revalidate', '/api/revalidate', 200, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: '/borger/' }),
  });
  // The backend down: a page not cached answers the 5xx page, in its language.
  const fault = (mode: string) =>
    fetch(`${backend.url}/__sample/fault?mode=${mode}`, { method: 'POST' });
  assert.equal((await fault('down')).status, 204, 'the sample backend took no fault mode');
  await expect('backend down', `/borger/?t=${Date.now()}`, 502, {
    text: 'teknisk fejl – fejlkode 502',
  });
  await expect('backend down, English', `/en/contact/?t=${Date.now()}`, 502, {
    text: 'A technical error occurred – error code 502',
  });
  await fault('none');

  assert(runtime.healthcheck, 'the runtime stage has no HEALTHCHECK');
  const [checkNode, checkArgs] = command(runtime.healthcheck);
  const check = spawnSync(checkNode, checkArgs, {
    cwd: app,
    env: imageEnv({ PORT: String(port) }),
    timeout: 10_000,
  });
  if (check.status !== 0) failures.push(`${label}: HEALTHCHECK exited ${check.status}`);
  const mine = failures.length - before;
  if (mine === 0) ok(`${count} requests answered as expected; HEALTHCHECK exit 0`);
  else for (const failure of failures.slice(before)) console.log(`  ✗ ${failure}`);

  server.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', (c) => resolve(c));
  });
  assert.equal(code, 0, `SIGTERM: exit ${code}\n${output}`);
  ok('SIGTERM: exit 0');
}

/** One inline Redis command on a fresh connection; answers the raw reply. */
function redisCommand(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    socket.setTimeout(2000, () => socket.destroy(new Error('Redis did not answer')));
    socket.once('error', reject);
    socket.once('data', (data) => {
      resolve(data.toString());
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write(`${line}\r\n`));
  });
}
