// `npm run bench:day`: a municipality's real traffic day, replayed against both full-page cache
// policies, side by side. The generated sample site (2,400 pages, SAMPLE_SITE=generated) behind
// a backend that answers in 80 ms; Debian's redis-server; two site instances of one process each;
// nginx with deploy/nginx.conf and its page cache in front (the `npm run test:scale` machinery).
// A seeded Zipf trace (s = 1) of visits at a fixed rate (open loop, bounded in flight, a browser's
// `Accept-Encoding: br, gzip`), and an editor publishing a page every few seconds, chosen by the
// same popularity. A visit is what a browser does here (scripts/bench-day/replay.ts): it lands on
// a page (the document), prefetches the RSC payloads of the links in view as the site's runtime
// does, and navigates client-side twice (`--navigations`), 3 to 10 s apart, each click served by
// its hover's prefetch; half the visitors on a desktop, half on a phone. A view is a page shown (a
// landing or a navigation): 150 views a second are 50 visits. Each publish changes the page's title at the backend; under the publish
// policy it also posts the webhook (`POST /api/revalidate`) through nginx; then a GET through
// nginx every 40 ms until the new title shows (publish-to-visible, given up after 30 s).
//
// Two runs with the same trace, fresh processes and an empty nginx cache each: the 10 s policy
// (no REVALIDATE_TOKEN) and the publish policy (with it). Each starts as a site that has been up
// a while: every page visited once (the crawl), then 40 s of the trace (the warm-up, not
// measured; longer than the 10 s policy's s-maxage plus stale-while-revalidate, so none of the
// crawl's entries are left to flatter it). Then the window: CPU per view (utime + stime of both
// sites and nginx's master and workers, from /proc/<pid>/stat), backend calls per view, TTFB
// p50/p99, the share of requests answered from a cache (nginx's X-Cache-Status HIT, STALE,
// UPDATING or REVALIDATED, or the app's x-cache HIT), publish-to-visible and errors; the same for
// documents and RSC payloads apart, their shares of the requests, and how long a click waited
// for its payload. CPU is per view (all processes over all views: a render of either kind
// costs it); TTFB, cache share and errors are over every request. The budgets
// are printed beside the publish column; the exit code is 0 whatever they say (this is a
// report), 1 when the harness itself broke. The figures are also written as JSON (the path is
// printed).
//
// Options (flag or environment): --rate BENCH_DAY_RATE (views/s, 150), --navigations
// BENCH_DAY_NAVIGATIONS (per visit, 2), --prefetch BENCH_DAY_PREFETCH (1: a landed page prefetches the
// links in view; 0 with --navigations 0 replays documents only, as the peers were measured), --seconds
// BENCH_DAY_SECONDS (measured window per policy, 60), --warmup BENCH_DAY_WARMUP (s, 40),
// --publish-every BENCH_DAY_PUBLISH_EVERY (s, 2.5), --in-flight BENCH_DAY_IN_FLIGHT (64),
// --pages BENCH_DAY_PAGES (2400), --latency BENCH_DAY_LATENCY_MS (80), --seed BENCH_DAY_SEED (1),
// --not-found BENCH_DAY_NOT_FOUND (share of views of missing addresses, 0.01), --only
// BENCH_DAY_ONLY (ten | publish), --crawl BENCH_DAY_CRAWL (0: start from empty caches; 1),
// --port BENCH_DAY_PORT (4100: runs use +0…+4, +10…+14 and so on), --floor BENCH_DAY_FLOOR (1: the
// floor runs first, a bare node:http server answering every view with a cached page's bytes and
// headers over the same trace, and each topology's CPU per view is printed over it; 0: no floor).
//
// --faults (BENCH_DAY_FAULTS=1): one more run of the publish policy, with redis-server killed and
// started again (empty) every 20 s of the measured window, and the webhook sent again every
// second while it answers 503 (as Umbraco does, on its own period). Printed beside the normal
// run: publish-to-visible p50/p99, lost publishes (never visible) and visitors' errors, with
// their budgets (p99 ≤ 5 s, none lost, no errors). Its ports are +20…+24.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generatedSite } from '#mocks/fixtures/generated-site.ts';
import { buildIfNeeded } from '#scripts/launcher.ts';
import { logTails } from '#tests/scale/harness.ts';
import {
  budgets,
  MISS_CAUSES,
  percentile,
  runLabel,
  summarise,
  table,
  type MissCause,
  type Policy,
  type RunRaw,
  type RunSummary,
  type Topology,
} from './bench-day/report.ts';
import { crawl, replay } from './bench-day/replay.ts';
import { cpuMs, METRICS_TOKEN, startStack, type Stack } from './bench-day/stack.ts';
import { makeTrace } from './bench-day/trace.ts';

const REVALIDATE_TOKEN = 'bench-day-revalidate-token-0123456789abcdef';

/** `--faults` (BENCH_DAY_FAULTS=1): a switch, taken out before the numbers are read. */
const withFaults = process.argv.includes('--faults') || process.env.BENCH_DAY_FAULTS === '1';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--faults'),
  options: Object.fromEntries(
    [
      'rate',
      'seconds',
      'warmup',
      'publish-every',
      'in-flight',
      'pages',
      'latency',
      'seed',
      'not-found',
      'only',
      'port',
      'crawl',
      'navigations',
      'topology',
      'policy',
      'prefetch',
      'floor',
    ].map((name) => [name, { type: 'string' as const }]),
  ),
});

/** A number from its flag, else its BENCH_DAY_ variable, else the default; refuses nonsense. */
function option(flag: string, env: string, fallback: number, min: number, max: number): number {
  const raw = flags[flag] ?? process.env[env];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${flag} (${env}) must be a number from ${min} to ${max}, not "${raw}"`);
    process.exit(1);
  }
  return n;
}

const options = {
  rate: option('rate', 'BENCH_DAY_RATE', 150, 1, 5_000),
  navigations: option('navigations', 'BENCH_DAY_NAVIGATIONS', 2, 0, 20),
  prefetch: option('prefetch', 'BENCH_DAY_PREFETCH', 1, 0, 1) === 1,
  thinkMs: [3_000, 10_000] as [number, number],
  seconds: option('seconds', 'BENCH_DAY_SECONDS', 60, 5, 3_600),
  warmup: option('warmup', 'BENCH_DAY_WARMUP', 40, 0, 600),
  publishEvery: option('publish-every', 'BENCH_DAY_PUBLISH_EVERY', 2.5, 0.2, 600),
  inFlight: option('in-flight', 'BENCH_DAY_IN_FLIGHT', 64, 1, 1_000),
  pages: option('pages', 'BENCH_DAY_PAGES', 2400, 200, 100_000),
  latencyMs: option('latency', 'BENCH_DAY_LATENCY_MS', 80, 0, 10_000),
  seed: option('seed', 'BENCH_DAY_SEED', 1, 0, 2 ** 31),
  notFoundShare: option('not-found', 'BENCH_DAY_NOT_FOUND', 0.01, 0, 0.5),
  port: option('port', 'BENCH_DAY_PORT', 4100, 1024, 65_000),
  crawl: option('crawl', 'BENCH_DAY_CRAWL', 1, 0, 1) === 1,
  zipfS: 1,
  pollEveryMs: 40,
  giveUpMs: 30_000,
  viewTimeoutMs: 10_000,
};
/** Which policies run: `--policy ten|publish|both` (`--only` is its old name); publish by default. */
const policyFlag = flags.policy ?? flags.only ?? process.env.BENCH_DAY_ONLY ?? 'publish';
if (!['ten', 'publish', 'both'].includes(policyFlag)) {
  console.error('--policy (BENCH_DAY_ONLY) must be "ten", "publish" or "both"');
  process.exit(1);
}
const policies: Policy[] = policyFlag === 'both' ? ['ten', 'publish'] : [policyFlag as Policy];
/**
 * Which topologies run: `--topology one|nginx|both|floor`; both by default, side by side, after
 * the floor (a bare node:http server, one run whatever the policies) unless `--floor 0`.
 */
const topologyFlag = flags.topology ?? process.env.BENCH_DAY_TOPOLOGY ?? 'both';
if (!['one', 'nginx', 'both', 'floor'].includes(topologyFlag)) {
  console.error('--topology (BENCH_DAY_TOPOLOGY) must be "one", "nginx", "both" or "floor"');
  process.exit(1);
}
const withFloor = topologyFlag === 'floor' || (flags.floor ?? process.env.BENCH_DAY_FLOOR) !== '0';
const topologies: Topology[] = [
  ...(withFloor ? ['floor' as const] : []),
  ...({ both: ['one', 'nginx'] as const, one: ['one'] as const, nginx: ['nginx'] as const }[
    topologyFlag
  ] ?? []),
];

const out = mkdtempSync(path.join(tmpdir(), 'kommune-bench-day-'));
/** The run under way, stopped on Ctrl-C or a failure. */
const running: { stack: Stack | null } = { stack: null };
let stopping = false;

/** Ctrl-C and SIGTERM: stop this run's processes, then end. */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the processes…`);
    void (running.stack?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

const site = generatedSite({ pages: options.pages });
const titleOf = (p: string) => site.pages[p]?.content.intro.title ?? p;
const warmupMs = options.warmup * 1000;
const windowMs = options.seconds * 1000;
const trace = makeTrace({
  paths: site.paths,
  seed: options.seed,
  rate: options.rate,
  navigations: options.navigations,
  thinkMs: options.thinkMs,
  seconds: options.warmup + options.seconds,
  zipfS: options.zipfS,
  notFoundShare: options.notFoundShare,
  publishFrom: warmupMs + 500,
  // The last publish leaves time to become visible under the 10 s policy within the window.
  publishUntil: warmupMs + Math.max(windowMs / 2, windowMs - 15_000),
  publishEvery: options.publishEvery * 1000,
  republishAfter: options.giveUpMs,
});

/** Lines at level error or worse (nginx marking an instance dead, timeouts upstream). */
function nginxErrorLines(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /\[(?:error|crit|alert|emerg)\]/.test(line)).length;
}

/** How often `--faults` restarts redis-server during the measured window. */
const REDIS_RESTART_EVERY_MS = 20_000;

/** The page cache's misses by cause, summed over the sites (their /metrics, with the token). */
async function missesOf(sites: readonly string[]): Promise<Partial<Record<MissCause, number>>> {
  const sum: Partial<Record<MissCause, number>> = {};
  for (const site of sites) {
    const res = await fetch(`${site}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (!res?.ok) continue;
    const text = await res.text();
    for (const m of text.matchAll(/^page_cache_misses_total\{cause="([a-z]+)"\} (\d+)/gm)) {
      const cause = m[1] as MissCause;
      if (MISS_CAUSES.includes(cause)) sum[cause] = (sum[cause] ?? 0) + Number(m[2]);
    }
    for (const m of text.matchAll(/^page_cache_background_total\{result="([a-z]+)"\} (\d+)/gm)) {
      const cause = (m[1] === 'unchanged' ? 'kept' : 'background') as MissCause;
      sum[cause] = (sum[cause] ?? 0) + Number(m[2]);
    }
  }
  return sum;
}

async function run(
  topology: Topology,
  policy: Policy,
  index: number,
  faults = false,
): Promise<RunRaw> {
  const label = runLabel({ topology, policy });
  const dir = path.join(out, `${topology}-${policy}${faults ? '-faults' : ''}`);
  mkdirSync(dir, { recursive: true });
  console.log(`\n${label}: starting (logs in ${dir})`);
  const stack = await startStack({
    dir,
    basePort: options.port + index * 10,
    revalidateToken: policy === 'publish' ? REVALIDATE_TOKEN : null,
    pages: options.pages,
    latencyMs: options.latencyMs,
    topology,
  });
  running.stack = stack;
  // `--faults`: redis-server restarted (empty) every REDIS_RESTART_EVERY_MS of the window.
  let restarts: ReturnType<typeof setInterval> | undefined;
  const restartRedisOften = () => {
    restarts = setInterval(() => {
      void stack.restartRedis().then(
        () => console.log(`${label} with faults: redis-server restarted (empty)`),
        (err: unknown) => console.error(`redis-server did not come back: ${String(err)}`),
      );
    }, REDIS_RESTART_EVERY_MS);
  };
  try {
    const backendCalls = async () =>
      ((await (await fetch(`${stack.backend}/__sample/stats`)).json()) as { requests: number })
        .requests;
    let pids: number[] = [];
    let nginxPids: number[] = [];
    const at = { cpu: 0, nginxCpu: 0, backendCpu: 0, calls: 0 };
    const measured = { cpu: 0, nginxCpu: 0, backendCpu: 0, calls: 0 };
    let missesAt: Partial<Record<MissCause, number>> = {};
    const misses: Partial<Record<MissCause, number>> = {};
    if (options.crawl) {
      const t0 = performance.now();
      const failed = await crawl(stack.front, site.paths, 8);
      if (failed.length)
        throw new Error(`the crawl got no 200 for ${failed.slice(0, 5).join(' ')}…`);
      console.log(
        `${label}: every page visited once in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `${label}: ${options.warmup} s warm-up, then ${options.seconds} s measured at ${options.rate} views/s`,
    );
    const result = await replay({
      front: stack.front,
      backend: stack.backend,
      visits: trace.visits,
      // The floor serves one page whatever is asked: nothing to publish.
      publishes: topology === 'floor' ? [] : trace.publishes,
      warmupMs,
      windowMs,
      inFlight: options.inFlight,
      viewTimeoutMs: options.viewTimeoutMs,
      prefetchInView: options.prefetch,
      pollEveryMs: options.pollEveryMs,
      giveUpMs: options.giveUpMs,
      revalidateToken: policy === 'publish' ? REVALIDATE_TOKEN : null,
      ...(faults ? { webhookRetryMs: 1_000 } : {}),
      titleOf,
      tag: faults ? `${policy}-faults` : policy,
      atWindowStart: async () => {
        if (faults) restartRedisOften();
        pids = stack.servingPids();
        nginxPids = stack.nginxPids();
        at.cpu = cpuMs(pids);
        at.nginxCpu = cpuMs(nginxPids);
        at.backendCpu = cpuMs([stack.backendPid]);
        at.calls = await backendCalls();
        missesAt = await missesOf(stack.sites);
      },
      atWindowEnd: async () => {
        clearInterval(restarts);
        measured.cpu = cpuMs(pids) - at.cpu;
        measured.nginxCpu = cpuMs(nginxPids) - at.nginxCpu;
        measured.backendCpu = cpuMs([stack.backendPid]) - at.backendCpu;
        measured.calls = (await backendCalls()) - at.calls;
        for (const [cause, n] of Object.entries(await missesOf(stack.sites))) {
          misses[cause as MissCause] = n - (missesAt[cause as MissCause] ?? 0);
        }
      },
    });
    return {
      policy,
      topology,
      misses,
      windowMs,
      landings: result.landings,
      requests: result.requests,
      navigations: result.navigations,
      publishes: result.publishes,
      cpuMs: measured.cpu,
      nginxCpuMs: measured.nginxCpu,
      backendCpuMs: measured.backendCpu,
      backendCalls: measured.calls,
      pollRequests: result.pollRequests,
      lateness: { p99: percentile(result.lateness, 0.99), max: Math.max(0, ...result.lateness) },
      nginxErrors: topology === 'nginx' ? nginxErrorLines(path.join(dir, 'logs/error.log')) : 0,
    };
  } catch (err) {
    console.error(logTails(dir, stack.logNames));
    throw err;
  } finally {
    clearInterval(restarts);
    await stack.stop();
    running.stack = null;
    // nginx's cache is not needed after the run; the logs are kept beside the JSON.
    rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  }
}

/**
 * `--faults`: the publish policy without and with redis-server restarted every 20 s, and the
 * budgets with faults (p99 publish-to-visible ≤ 5 s, no publish lost, no visitor error).
 */
function faultsTable(normal: RunSummary | null, faults: RunSummary): string {
  const ms = (n: number | undefined) =>
    n === undefined || Number.isNaN(n) ? '–' : `${n.toFixed(0)} ms`;
  const rows: [string, string, string, string][] = [
    ['', 'publish policy', `Redis restarted every ${REDIS_RESTART_EVERY_MS / 1000} s`, 'budget'],
    [
      'publish-to-visible p50',
      ms(normal?.publishToVisibleMs.p50),
      ms(faults.publishToVisibleMs.p50),
      '',
    ],
    [
      'publish-to-visible p99',
      ms(normal?.publishToVisibleMs.p99),
      ms(faults.publishToVisibleMs.p99),
      `≤ 5000 ms  ${faults.publishToVisibleMs.p99 <= 5_000 ? 'PASS' : 'FAIL'}`,
    ],
    [
      'lost publishes (never visible)',
      normal ? `${normal.publishToVisibleMs.never} of ${normal.publishToVisibleMs.count}` : '–',
      `${faults.publishToVisibleMs.never} of ${faults.publishToVisibleMs.count}`,
      `0  ${faults.publishToVisibleMs.never === 0 ? 'PASS' : 'FAIL'}`,
    ],
    [
      'visitor errors (views)',
      normal ? String(normal.errors.total - normal.errors.webhook) : '–',
      String(faults.errors.total - faults.errors.webhook),
      `0  ${faults.errors.total - faults.errors.webhook === 0 ? 'PASS' : 'FAIL'}`,
    ],
    [
      'webhooks not 2xx in the end',
      normal ? String(normal.errors.webhook) : '–',
      String(faults.errors.webhook),
      '',
    ],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

try {
  await buildIfNeeded();
  console.log(
    `bench:day: ${site.paths.length} pages, ${trace.visits.length} visits of a landing and ` +
      `${options.navigations} navigations (${options.rate} views/s), ` +
      `${trace.publishes.length} publishes, backend latency ${options.latencyMs} ms, ` +
      `${availableParallelism()} cores, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const summaries: RunSummary[] = [];
  const raws: RunRaw[] = [];
  for (const topology of topologies) {
    // The floor has no cache policy: it runs once.
    for (const policy of topology === 'floor' ? policies.slice(-1) : policies) {
      if (stopping) break;
      const raw = await run(topology, policy, raws.length);
      raws.push(raw);
      summaries.push(summarise(raw));
    }
  }
  console.log(`\n${table(summaries)}\n`);
  let withRedisRestarts: RunSummary | null = null;
  if (withFaults && !stopping) {
    withRedisRestarts = summarise(await run('nginx', 'publish', raws.length, true));
    const normal = summaries.find((r) => r.topology === 'nginx' && r.policy === 'publish');
    console.log(`\n${faultsTable(normal ?? null, withRedisRestarts)}\n`);
  }
  const file = path.join(out, 'bench-day.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        options,
        machine: { cores: availableParallelism(), loadAverage: loadavg() },
        pages: site.paths.length,
        trace: { visits: trace.visits.length, publishes: trace.publishes.length },
        runs: summaries.map((run) => ({ label: runLabel(run), ...run, budgets: budgets(run) })),
        ...(withRedisRestarts ? { faults: withRedisRestarts } : {}),
        publishes: Object.fromEntries(raws.map((raw) => [runLabel(raw), raw.publishes])),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`figures: ${file}`);
} catch (err) {
  console.error(`bench:day failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  await running.stack?.stop();
  process.exit(1);
}
