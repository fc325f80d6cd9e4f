// `npm run audit:lighthouse`: Lighthouse 12 (default config: mobile emulation, simulated
// throttling) in Debian's headless Chromium against the built site on the sample backend.
// Categories: performance, accessibility, best practices, SEO. Prints every run's scores and,
// per page, the audits that did not pass.
//
// Gate: the content page needs performance ≥ 98 and 100 in the other three categories; the list
// and front pages are informational unless `--gate-all` is given. Exit 1 when a gate is missed,
// 2 when the audit itself could not run.
//
// The performance score varies from run to run: simulated throttling multiplies the CPU time
// this machine really spent by 4, so anything else busy on the machine (a build, a browser test)
// lands in the page's figures, and noise only ever makes a run slower. So each page runs
// AUDIT_LIGHTHOUSE_RUNS times (default 3); the BEST performance score is the one gated and
// its run is the one whose audits are printed; the median and every run's score are printed too.
// Lighthouse's benchmark index of this machine is printed as well: below 1000 Lighthouse itself
// warns that the CPU is slower than its 4x multiplier assumes.
//
// Options: `--only=content,list,front` (pages to run), `--gate-all`, `--runs=N`, `--json=DIR`
// (write each page's best-run report as JSON), `--url=http://host:port` (audit a site that is
// already running, e.g. behind a reverse proxy, instead of starting one). Ports: AUDIT_SITE_PORT (3482),
// AUDIT_BACKEND_PORT (3483), AUDIT_CHROME_PORT (3484). The machine has no internet: Chromium runs
// with background networking, component updates and sync off.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { adoptChild, assertPortFree, startAuditSite, stopChildren } from './audit-site.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'gate-all': { type: 'boolean', default: false },
    runs: { type: 'string' },
    json: { type: 'string' },
    url: { type: 'string' },
  },
});

const SITE_PORT = Number(process.env.AUDIT_SITE_PORT ?? 3482);
const BACKEND_PORT = Number(process.env.AUDIT_BACKEND_PORT ?? 3483);
const CHROME_PORT = Number(process.env.AUDIT_CHROME_PORT ?? 3484);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(args.runs ?? process.env.AUDIT_LIGHTHOUSE_RUNS ?? 3));
/** One Lighthouse run may take this long before the audit gives up. */
const RUN_TIMEOUT_MS = 180_000;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const PAGES = [
  { key: 'content', name: 'content page', path: '/borger/affald-og-genbrug/', gated: true },
  { key: 'list', name: 'list page', path: '/nyheder/', gated: false },
  { key: 'front', name: 'front page', path: '/', gated: false },
];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Audits that compression and Cache-Control headers of the server answer, not the markup. */
const SERVER_HEADER_AUDITS = new Set([
  'uses-text-compression',
  'uses-long-cache-ttl',
  'cache-insight',
]);

const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** Audits of a category that did not pass, with their ids, titles and values. */
function failingAudits(lhr: Result, category: Category) {
  const rows: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const weight = ref.weight ? ` weight ${ref.weight}` : '';
    const note = SERVER_HEADER_AUDITS.has(audit.id) ? ' [server headers, not markup]' : '';
    rows.push(`    ${audit.id}: ${audit.title}${value} — score ${audit.score}${weight}${note}`);
  }
  return rows;
}

async function main(): Promise<number> {
  const selected = args.only ? args.only.split(',').map((s) => s.trim()) : null;
  const pages = PAGES.filter((p) => !selected || selected.includes(p.key)).map((p) => ({
    ...p,
    gated: p.gated || args['gate-all'],
  }));
  if (!pages.length) throw new Error(`--only: choose from ${PAGES.map((p) => p.key).join(',')}`);

  let siteUrl: string;
  if (args.url) {
    siteUrl = args.url.replace(/\/$/, '');
    console.log(`site: ${siteUrl} (already running)`);
  } else {
    const site = await startAuditSite({ sitePort: SITE_PORT, backendPort: BACKEND_PORT });
    siteUrl = site.url;
    console.log(`site: ${site.url}  sample backend: ${site.backendUrl}`);
  }

  // chrome-launcher would attach to a browser already on the port: make sure there is none.
  await assertPortFree(CHROME_PORT);
  const chrome = await withTimeout(
    chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      port: CHROME_PORT,
      handleSIGINT: false, // audit-server's handler ends every child, Chromium included
      logLevel: 'silent',
    }),
    30_000,
    'starting Chromium',
  );
  adoptChild(chrome.process, () => chrome.kill());
  console.log(`Chromium ${CHROME_PATH} on debugging port ${chrome.port}; ${RUNS} run(s) per page`);

  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  };

  let missed = 0;
  const benchmarkIndexes: number[] = [];
  const table: Record<string, Record<string, string | number>> = {};
  for (const page of pages) {
    const url = `${siteUrl}${page.path}`;
    // Warm the server (first render, backend micro-cache) so runs measure the steady state.
    await fetch(url, { signal: AbortSignal.timeout(20_000) });
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await withTimeout(
        lighthouse(url, flags),
        RUN_TIMEOUT_MS,
        `Lighthouse on ${page.path}`,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
      console.log(
        `${page.name} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`,
      );
    }
    // Noise only slows a run down: the best run is the closest to what the page itself costs.
    const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const best = sorted[sorted.length - 1]!;
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    benchmarkIndexes.push(...runs.map((r) => r.environment.benchmarkIndex));

    if (args.json) {
      mkdirSync(args.json, { recursive: true });
      writeFileSync(path.join(args.json, `${page.key}.json`), JSON.stringify(best, null, 1));
    }

    const row: Record<string, string | number> = { path: page.path };
    const misses: string[] = [];
    for (const c of CATEGORIES) {
      row[c] = score(best, c);
      if (score(best, c) < TARGETS[c]) misses.push(`${c} ${score(best, c)} < ${TARGETS[c]}`);
    }
    row['perf median'] = score(median, 'performance');
    row['perf all runs'] = runs.map((r) => score(r, 'performance')).join(' ');
    row.gate = page.gated ? (misses.length ? 'MISSED' : 'met') : 'informational';
    table[page.name] = row;
    if (page.gated && misses.length) missed++;

    console.log(`\n${page.name} (${page.path}), best run:`);
    const m = best.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
    const metrics = m?.items?.[0];
    if (metrics)
      console.log(
        `  FCP ${metrics.firstContentfulPaint} ms, LCP ${metrics.largestContentfulPaint} ms, TBT ${metrics.totalBlockingTime} ms, SI ${metrics.speedIndex} ms, CLS ${metrics.cumulativeLayoutShift}` +
          ` (observed, unthrottled: FCP ${metrics.observedFirstContentfulPaint} ms, load ${metrics.observedLoad} ms)`,
      );
    for (const c of CATEGORIES) {
      const rows = failingAudits(best, c);
      console.log(`  ${c} ${score(best, c)}${rows.length ? '' : ' — every audit passed'}`);
      for (const r of rows) console.log(r);
    }
    if (misses.length) console.log(`  below target: ${misses.join('; ')}`);
    console.log('');
  }

  console.table(table);
  const slowest = Math.min(...benchmarkIndexes);
  console.log(
    `benchmark index of this machine: ${benchmarkIndexes.map(Math.round).join(' ')}` +
      (slowest < 1000
        ? ' — below 1000: Lighthouse considers this CPU slower than its 4x CPU multiplier assumes, so performance scores here are pessimistic'
        : ''),
  );
  console.log(
    missed
      ? `Lighthouse audit FAILED: ${missed} gated page(s) below target (performance ≥ ${TARGETS.performance}, others 100).`
      : `Lighthouse audit passed (targets: performance ≥ ${TARGETS.performance}, others 100 on ${pages
          .filter((p) => p.gated)
          .map((p) => p.name)
          .join(', ')}).`,
  );
  return missed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(
    `Lighthouse audit could not run: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 2;
} finally {
  stopChildren();
}
