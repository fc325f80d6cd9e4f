// `npm run bench`: requests per second, latency and errors of the site and of a raw Node server
// that returns the same bytes, measured in one run; the render's CPU against a mirror of the
// site's own tree; the client JS per page in gzip KB; a soak at 50 connections with the memory
// growth; each speed trick on and off, in one table. Checks the budgets and the uncached render's
// guard, and exits 1 when one is missed (the render against the mirror is a report).
//
// The site runs as it does in production on this machine: one server process per core
// (WEB_CONCURRENCY, scripts/cluster.mjs), and the raw server runs the same number of processes,
// so the two are compared like for like (docs/decisions/011-one-process-per-core.md). The
// single-process figures are printed too, for the render cost on its own.
//
// Rows:
//  - raw: a plain node:http server answering the content page's bytes and headers (the physical limit)
//  - cached: the content page from the full-page cache
//  - uncached: the page rendered for every request (a second instance with FULL_PAGE_CACHE=false);
//    the backend answer comes from the micro-cache, as it does in production
//  - no caches: rendered and the backend asked every time (an instance with both caches off:
//    an anonymous `cache=false` is cached like any query, decision 013)
//  - raw, cached and uncached again with one process each (the cached page's budget compares
//    one process with one)
//
// Before the load, CPU milliseconds per render measured in process (scripts/render-cost.mjs: the
// built servers' fetch handlers called in a loop, `process.cpuUsage()` around it). The site runs
// beside bench/bare-waku, a bare Waku app on the same React builds that renders a mirror of the
// site's own tree (its RSC payload, with stand-ins for the client components), both in one
// process, alternated round by round, for the simplest sample page and the content page, without
// and with `Accept-Encoding: br`; and the bare app's trivial page, the framework's floor. Unlike
// req/s these figures hardly move when the machine is busy. The content page's figure, with its
// spread, is held to the recorded one (scripts/bench-guard.ts).
//
// The speed tricks (src/server/perf/tricks.ts), each on and off: one read per request in the same
// paired rounds (its variable `off` during its own case), one of the build as a build without it
// alternated with the usual one, and all of them as a build made with PERF_TRICKS=off; a trick of
// the cached answer as a cached single-process server started without it (CPU per answer, req/s
// and p99). The lead's table of the day adds `npm run bench:day` with the same switches.
//
// Loopback only; every load is bounded in time. BENCH_SECONDS, BENCH_CONNECTIONS,
// BENCH_SOAK_SECONDS and BENCH_WORKERS (processes per server; default: the core count) change
// the durations, the load and the process count; BENCH_PORT the first of its ports (3470: seven,
// then one per trick of the cached answer and one with every trick off).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { workerCount } from './cluster.mjs';
import { buildIfNeeded, root, SERVER_ARGS, startSampleBackendProcess } from './launcher.ts';
import { ALL_TRICKS_ENV, TRICKS, type TrickName } from '../src/server/perf/tricks.ts';
import { guard, RECORDED, shown } from './bench-guard.ts';
import { RENDERS_PER_ADDRESS } from '../src/server/http/render-slots.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = 50;
/**
 * The rendered rows' connections: every connection of the load comes from one address, and the
 * site renders at most RENDERS_PER_ADDRESS pages at once for one address (it refuses the rest
 * with 503, as it would an address that asks for too much).
 */
const RENDERING_CONNECTIONS = Math.min(CONNECTIONS, RENDERS_PER_ADDRESS);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3470);
const SITE_PORT = BASE_PORT;
const UNCACHED_PORT = BASE_PORT + 1;
const RAW_PORT = BASE_PORT + 2;
const SINGLE_UNCACHED_PORT = BASE_PORT + 3;
const SINGLE_RAW_PORT = BASE_PORT + 4;
const NO_CACHE_PORT = BASE_PORT + 5;
const SINGLE_CACHED_PORT = BASE_PORT + 6;
/** Both caches off: the full-page cache and the backend micro-cache. */
const NO_CACHES = {
  FULL_PAGE_CACHE: 'false',
  PUBLIC_CONFIG: '{"flags":{"UMBRACO_MICRO_CACHE":false}}',
};
const WORKERS = workerCount(process.env.BENCH_WORKERS ?? String(availableParallelism()));

const BUDGET = {
  /** The content page from the page cache, one process each, against the raw server. */
  cachedShare: 0.9,
  contentJsKb: 90,
};
/** The simplest sample page and the content page: the pages the mirror is measured on. */
const CONTENT_PATH = RECORDED.path;
const COST_PAGES = ['/en/contact/', CONTENT_PATH];

const TRICK_NAMES = Object.keys(TRICKS) as TrickName[];
const readPerRequest = (speeds: 'render' | 'cached') =>
  TRICK_NAMES.filter((name) => {
    const trick = TRICKS[name];
    return trick.read === 'request' && (trick.speeds as readonly string[]).includes(speeds);
  });
/** The tricks of the build, and `plain`: a build made with every trick off (PERF_TRICKS=off). */
const BUILDS: { name: TrickName | 'plain'; env: string }[] = [
  ...TRICK_NAMES.filter((name) => TRICKS[name].read === 'build').map((name) => ({
    name,
    env: TRICKS[name].env,
  })),
  { name: 'plain', env: ALL_TRICKS_ENV },
];
// Each build without its trick, kept beside the repository's packages in .bench/, then the usual
// build again.
const buildDir = (name: string) => path.join(root, `.bench/${name}-off`);
for (const { name, env } of BUILDS) {
  await waku(['build'], root, { [env]: 'off' });
  rmSync(buildDir(name), { recursive: true, force: true });
  cpSync(path.join(root, 'dist'), buildDir(name), { recursive: true });
}
await buildIfNeeded({ force: true });
const bareApp = path.join(root, 'bench/bare-waku');
await buildBareApp();
const backend = await startSampleBackendProcess();
const children: ChildProcess[] = [backend.child];
process.on('exit', () => children.forEach((child) => child.kill()));

function startSite(port: number, env: Record<string, string> = {}) {
  // The production server itself (not the npm start launcher), so RSS below is the server's.
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CMS_API_URL: backend.url,
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(WORKERS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitUp(url: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > 150) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `waku <args>` in `cwd`, with the root's packages. */
async function waku(args: string[], cwd: string, env: Record<string, string> = {}) {
  const code = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, [path.join(root, 'node_modules/waku/cli.js'), ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }).on('exit', resolve),
  );
  if (code !== 0) throw new Error(`${cwd}: waku ${args.join(' ')} failed`);
}

/** The bench's reference app: a `waku build` in its folder, with the root's packages. */
async function buildBareApp() {
  await waku(['build'], bareApp);
}

type RenderCost = {
  cpuMs: number;
  cpuMsTrimmed: number;
  /** The rounds' 10th and 90th percentiles. */
  cpuMsSpread: [number, number];
  wallMs: number;
  bytes: number;
  /** With several servers (`--server` twice), after the first: its cost minus the first's, paired. */
  diffMs?: number;
};
type PairedCost = {
  renders: number;
  rounds: number;
  pages: {
    path: string;
    site: RenderCost;
    mirror: RenderCost;
    siteBr: RenderCost;
    mirrorBr: RenderCost;
    diffMs: number;
    diffBrMs: number;
  }[];
  floor: RenderCost;
  /** Each speed trick read per request, on and off (render-cost.mjs `--tricks`). */
  tricks: {
    name: string;
    path: string;
    onMs: number;
    onSpread: [number, number];
    offMs: number;
    offSpread: [number, number];
    savedMs: number;
    savedPct: number;
    bytesOn: number;
    bytesOff: number;
  }[];
};

/** scripts/render-cost.mjs in a fresh plain-node process, with its JSON answer. */
async function renderCost<T>(args: string[], env: Record<string, string> = {}): Promise<T> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/render-cost.mjs'), '--server', SITE_SERVER, ...args, '--json'],
    {
      cwd: root,
      env: {
        ...process.env,
        CMS_API_URL: backend.url,
        FULL_PAGE_CACHE: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`render-cost ${args.join(' ')} failed`);
  return JSON.parse(out) as T;
}

// In process, before any load: the site and the mirror of its own tree, alternated in one
// process; then the site with both caches off on its own (it reads its flags once, at start).
const SITE_SERVER = path.join(root, 'dist/server/index.js');
const MIRROR_SERVER = path.join(bareApp, 'dist/server/index.js');
const paired = await renderCost<PairedCost>([
  '--mirror',
  MIRROR_SERVER,
  '--pages',
  COST_PAGES.join(','),
  '--tricks',
  readPerRequest('render').join(','),
]);
// The build's tricks: the usual build and one without the trick, alternated in one process, 20
// rounds, its saving the median of the rounds' differences. (Five rounds of 300, compared by
// their medians, once gave -0.12 ms where paired rounds gave +0.53 and +0.63.) The plain build
// renders with PERF_TRICKS=off, so its request tricks are off too.
const buildCosts = new Map<string, [RenderCost, Required<RenderCost>]>();
for (const { name } of BUILDS) {
  buildCosts.set(
    name,
    await renderCost<[RenderCost, Required<RenderCost>]>([
      '--server',
      path.join(buildDir(name), 'server/index.js'),
      ...(name === 'plain' ? ['--off', ALL_TRICKS_ENV] : []),
      '--path',
      CONTENT_PATH,
      '--rounds',
      '20',
      '--renders',
      '100',
    ]),
  );
}
const noCacheCost = await renderCost<RenderCost>(['--path', CONTENT_PATH], NO_CACHES);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cpu = (c: RenderCost) => `${c.cpuMs.toFixed(2)} ms [${c.cpuMsTrimmed.toFixed(2)}]`;
const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms`;
const figure = (c: RenderCost) => ({ cpuMs: c.cpuMs, spread: c.cpuMsSpread });
console.log(
  `render cost in one process, the site and the mirror of its own tree (bench/bare-waku) alternated, ${paired.rounds} rounds of ${paired.renders} renders each; CPU ms per render, median [trimmed mean]:`,
);
console.table(
  Object.fromEntries(
    paired.pages.flatMap((p) => [
      [
        p.path,
        {
          site: `${cpu(p.site)}, ${kb(p.site.bytes)}`,
          mirror: `${cpu(p.mirror)}, ${kb(p.mirror.bytes)}`,
          'site − mirror': signed(p.diffMs),
        },
      ],
      [
        `${p.path} (br)`,
        {
          site: `${cpu(p.siteBr)}, ${kb(p.siteBr.bytes)} br`,
          mirror: `${cpu(p.mirrorBr)} (no compression)`,
          'site − mirror': `${signed(p.diffBrMs)} (vs the mirror without br)`,
        },
      ],
    ]),
  ),
);
console.log(
  `floor (bench/bare-waku's trivial page): ${cpu(paired.floor)}, ${kb(paired.floor.bytes)}; content page with both caches off (on its own): ${cpu(noCacheCost)}`,
);
const contentCost = paired.pages.find((p) => p.path === CONTENT_PATH)!.site;
const renderGuard = guard(figure(contentCost));
console.log(
  `uncached render of the content page: ${shown(figure(contentCost))}, median (10th–90th percentile of ${paired.rounds} rounds); recorded ${shown(RECORDED)} on ${RECORDED.date}, so at most ${renderGuard.limitMs.toFixed(2)} ms (scripts/bench-guard.ts)`,
);

const site = startSite(SITE_PORT);
startSite(UNCACHED_PORT, { FULL_PAGE_CACHE: 'false' });
startSite(SINGLE_UNCACHED_PORT, { FULL_PAGE_CACHE: 'false', WEB_CONCURRENCY: '1' });
startSite(NO_CACHE_PORT, NO_CACHES);
const singleCached = startSite(SINGLE_CACHED_PORT, { WEB_CONCURRENCY: '1' });
/** A cached single-process server per trick of the cached answer without it, and one without any. */
const cachedOff = [
  ...readPerRequest('cached').map((name) => ({ name, env: TRICKS[name].env })),
  { name: 'plain', env: ALL_TRICKS_ENV },
].map(({ name, env }, i) => {
  const port = SINGLE_CACHED_PORT + 1 + i;
  const child = startSite(port, { WEB_CONCURRENCY: '1', [env]: 'off' });
  return { name, child, url: `http://127.0.0.1:${port}` };
});
const noCacheUrl = `http://127.0.0.1:${NO_CACHE_PORT}`;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const uncachedUrl = `http://127.0.0.1:${UNCACHED_PORT}`;
const singleUncachedUrl = `http://127.0.0.1:${SINGLE_UNCACHED_PORT}`;
const singleCachedUrl = `http://127.0.0.1:${SINGLE_CACHED_PORT}`;
await Promise.all([
  waitUp(siteUrl),
  waitUp(uncachedUrl),
  waitUp(singleUncachedUrl),
  waitUp(noCacheUrl),
  waitUp(singleCachedUrl),
  ...cachedOff.map(({ url }) => waitUp(url)),
]);

type Row = { rps: number; p50: number; p99: number; errors: number };

/** CPU ms a process has used (user + system, all its threads), from /proc. */
function cpuMsOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A load of one process's URL, with the CPU it spent per answer. */
async function loadWithCpu(child: ChildProcess, url: string) {
  const before = cpuMsOf(child.pid);
  const started = performance.now();
  const row = await load(url);
  const seconds = (performance.now() - started) / 1000;
  return { ...row, cpuMsPerAnswer: (cpuMsOf(child.pid) - before) / (row.rps * seconds) };
}

async function load(url: string | string[], seconds = DURATION, connections = CONNECTIONS) {
  const urls = Array.isArray(url) ? url : [url];
  const target = new URL(urls[0]!);
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: seconds,
    requests: urls.map((u) => ({
      method: 'GET' as const,
      path: new URL(u).pathname + new URL(u).search,
    })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Row;
}

async function clientJsKb(pagePath: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  const html = await (await fetch(`${siteUrl}${pagePath}`, { headers })).text();
  const srcs = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  let total = 0;
  for (const src of srcs)
    total += gzipSync(Buffer.from(await (await fetch(`${siteUrl}${src}`)).arrayBuffer())).length;
  return Math.round((total / 1024) * 10) / 10;
}

/** RSS of a process and its children (the cluster primary and its workers), in MB. */
function rssMb(pid: number | undefined): number {
  const kbOf = (p: string) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  const kb = [String(pid), ...(children ? children.split(' ') : [])].reduce(
    (sum, p) => sum + kbOf(p),
    0,
  );
  return Math.round(kb / 102.4) / 10;
}

const contentPath = CONTENT_PATH;
const sample = await fetch(`${siteUrl}${contentPath}`);
const bytes = Buffer.from(await sample.arrayBuffer());
// The raw server writes the same bytes as the cached answer: its body and its headers (the
// policy with its script hashes, the tags, the security headers: 3.5 KB), a request id of its
// own each time as the site makes one. Only what Node writes itself (Date, Connection) differs.
const sameHeaders: Record<string, string> = {};
sample.headers.forEach((value, name) => {
  if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
    sameHeaders[name] = value;
  }
});
// The raw server runs in its own processes, like the site, so it does not share autocannon's
// thread; with as many processes as the site, through node:cluster as the site does.
const bytesFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'page.html');
writeFileSync(bytesFile, bytes);
const rawScript = path.join(path.dirname(bytesFile), 'raw-server.cjs');
writeFileSync(
  rawScript,
  `const cluster = require('node:cluster');
const [port, workers] = process.argv.slice(2).map(Number);
if (workers > 1 && cluster.isPrimary) {
  let up = 0;
  cluster.on('listening', () => { if (++up === workers) console.log('ready'); });
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const body = require('node:fs').readFileSync(${JSON.stringify(bytesFile)});
  require('node:http').createServer((req, res) => {
    const headers = { ...${JSON.stringify(sameHeaders)}, 'x-request-id': require('node:crypto').randomUUID() };
    res.writeHead(200, headers);
    res.end(body);
  }).listen(port, '127.0.0.1', () => { if (!cluster.isWorker) console.log('ready'); });
}
`,
);
async function startRaw(port: number, workers: number) {
  const raw = spawn(process.execPath, [rawScript, String(port), String(workers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(raw);
  await new Promise((resolve) => raw.stdout?.once('data', resolve));
  return `http://127.0.0.1:${port}${contentPath}`;
}
const rawUrl = await startRaw(RAW_PORT, WORKERS);
const singleRawUrl = await startRaw(SINGLE_RAW_PORT, 1);

console.log(
  `bench: ${CONNECTIONS} connections (${RENDERING_CONNECTIONS} for a rendered row: one address), ${DURATION} s each, content page ${bytes.length} bytes (no compression asked for), ${WORKERS} server process(es) per server on ${availableParallelism()} cores`,
);
// Warm-up: JIT, the micro-cache and the page cache.
for (const url of [
  rawUrl,
  `${siteUrl}${contentPath}`,
  singleRawUrl,
  `${singleCachedUrl}${contentPath}`,
]) {
  await load(url, 2);
}
for (const url of [`${uncachedUrl}${contentPath}`, `${singleUncachedUrl}${contentPath}`]) {
  await load(url, 2, RENDERING_CONNECTIONS);
}
const RAW = `raw node http (same bytes), ${WORKERS} proc`;
const CACHED = 'content page, cached';
const UNCACHED = 'content page, uncached (rendered)';
const NO_CACHE = 'content page, no caches (rendered + backend)';
const RAW_1 = 'raw node http (same bytes), 1 proc';
const CACHED_1 = 'content page, cached, 1 proc';
const UNCACHED_1 = 'content page, uncached, 1 proc';
const rows: Record<string, Row> = {};
rows[RAW] = await load(rawUrl);
rows[CACHED] = await load(`${siteUrl}${contentPath}`);
rows[UNCACHED] = await load(`${uncachedUrl}${contentPath}`, DURATION, RENDERING_CONNECTIONS);
rows[NO_CACHE] = await load(`${noCacheUrl}${contentPath}`, DURATION, RENDERING_CONNECTIONS);
rows[RAW_1] = await load(singleRawUrl);
const cachedOn = await loadWithCpu(singleCached, `${singleCachedUrl}${contentPath}`);
rows[CACHED_1] = cachedOn;
const cachedOffRows = new Map<string, Row & { cpuMsPerAnswer: number }>();
for (const { name, child, url } of cachedOff) {
  await load(`${url}${contentPath}`, 2); // its warm-up
  cachedOffRows.set(name, await loadWithCpu(child, `${url}${contentPath}`));
}
rows[UNCACHED_1] = await load(
  `${singleUncachedUrl}${contentPath}`,
  DURATION,
  RENDERING_CONNECTIONS,
);
console.table(rows);

const share = (name: string, raw = RAW) => rows[name]!.rps / rows[raw]!.rps;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const cachedShare = share(CACHED_1, RAW_1);
const noCacheShare = share(NO_CACHE);
console.log(
  `${WORKERS} process(es) each: cached / raw ${pct(share(CACHED))}, uncached / raw ${pct(share(UNCACHED))}, no caches / raw ${pct(noCacheShare)}`,
);
console.log(
  `one process each: cached / raw ${pct(cachedShare)}, uncached / raw ${pct(share(UNCACHED_1, RAW_1))}`,
);

// Each speed trick on and off, in one table: the content page's uncached render (CPU ms per
// render, median; its saving the median of paired rounds) and, for a trick of the cached answer,
// the cached page on one process (CPU ms per answer, req/s and p99 ms).
const renderCell = (on: number, off: number, saved: number) =>
  `${on.toFixed(2)} / ${off.toFixed(2)} ms, saves ${signed(saved)} (${((saved / off) * 100).toFixed(1)} %)`;
const cachedCell = (off: (Row & { cpuMsPerAnswer: number }) | undefined) =>
  off
    ? `${cachedOn.cpuMsPerAnswer.toFixed(3)} / ${off.cpuMsPerAnswer.toFixed(3)} ms, ${cachedOn.rps} / ${off.rps} req/s, p99 ${cachedOn.p99} / ${off.p99} ms`
    : '';
const trickRows: Record<
  string,
  { switch: string; 'uncached render, on / off': string; 'cached answer, on / off': string }
> = {};
for (const name of [...TRICK_NAMES, 'plain' as const]) {
  const trick = name === 'plain' ? undefined : TRICKS[name];
  const inRounds = paired.tricks.find((t) => t.name === name && t.path === CONTENT_PATH);
  const built = buildCosts.get(name);
  trickRows[name === 'plain' ? 'every trick' : name] = {
    switch: `${trick?.env ?? ALL_TRICKS_ENV}=off`,
    'uncached render, on / off': inRounds
      ? renderCell(inRounds.onMs, inRounds.offMs, inRounds.savedMs)
      : built
        ? renderCell(built[0].cpuMs, built[1].cpuMs, built[1].diffMs)
        : '',
    'cached answer, on / off': cachedCell(cachedOffRows.get(name)),
  };
}
console.log(
  `speed tricks (src/server/perf/tricks.ts), each on and off in this run; uncached render of ${CONTENT_PATH}: ${paired.rounds} paired rounds (a build's trick: 20 rounds of a build without it); cached answer: one process, ${DURATION} s of load each:`,
);
console.table(trickRows);

const js = {
  content: await clientJsKb(contentPath),
  list: await clientJsKb('/nyheder/'),
  tools: await clientJsKb('/__tools/frontend-dictionary/'),
  login: await clientJsKb('/__login/'),
};
console.log('client JS (gzip KB):', js);

// Soak: 50 connections over a mix of pages, with the site's memory before and after.
const soakPaths = [
  contentPath,
  '/nyheder/',
  '/nyheder/?page=2',
  '/borger/',
  '/en/',
  '/de/',
  '/RSC/R/borger/affald-og-genbrug.txt',
];
const rssBefore = rssMb(site.pid);
let rssPeak = rssBefore;
const timeline: number[] = [];
let tick = 0;
const sampler = setInterval(() => {
  const now = rssMb(site.pid);
  rssPeak = Math.max(rssPeak, now);
  if (++tick % 10 === 0) timeline.push(now);
}, 1000);
const soak = await load(
  soakPaths.map((p) => `${siteUrl}${p}`),
  SOAK_SECONDS,
  SOAK_CONNECTIONS,
);
clearInterval(sampler);
const rssAfter = rssMb(site.pid);
console.log(
  `soak: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections over ${soakPaths.length} paths: ${soak.rps} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms`,
);
console.log(`memory (RSS) every 10 s of the soak: ${timeline.join(', ')} MB`);
console.log(
  `memory (RSS): ${rssBefore} MB before, peak ${rssPeak} MB, ${rssAfter} MB after: growth ${(rssAfter - rssBefore).toFixed(1)} MB`,
);

const siteErrors =
  Object.entries(rows)
    .filter(([name]) => name.startsWith('content page'))
    .reduce((sum, [, row]) => sum + row.errors, 0) +
  [...cachedOffRows.values()].reduce((sum, row) => sum + row.errors, 0);
const soakErrors = soak.errors;

const checks: [string, boolean, string][] = [
  [
    'cached page ≥ 90 % of a raw Node server writing the same bytes, on one process',
    cachedShare >= BUDGET.cachedShare,
    pct(cachedShare),
  ],
  ['content page JS ≤ 90 KB gzip', js.content <= BUDGET.contentJsKb, `${js.content} KB`],
  ['zero errors', siteErrors === 0, String(siteErrors)],
  ['soak without errors', soakErrors === 0, String(soakErrors)],
  [
    `uncached render of ${CONTENT_PATH} at most the recorded ${shown(RECORDED)} plus its spread`,
    renderGuard.holds,
    `${shown(figure(contentCost))} (limit ${renderGuard.limitMs.toFixed(2)} ms)`,
  ],
];
console.log('\nbudgets:');
for (const [name, ok, value] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
console.log(
  `render against the mirror (a report): ${paired.pages.map((p) => `${p.path} ${signed(p.diffMs)}, ${signed(p.diffBrMs)} with br`).join('; ')}`,
);
const failed = checks.some(([, ok]) => !ok);
process.exit(failed ? 1 : 0);
