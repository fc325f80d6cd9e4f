// `npm run measure:memory`: how much memory one server process needs, for sizing
// (docs/operations.md, "Memory"). One production server process (scripts/serve.mjs,
// WEB_CONCURRENCY=1) on the generated sample municipality of MEMORY_PAGES pages (default
// 10,000). First every page is visited once, its document and its RSC payload as a browser asks
// for them (`Accept-Encoding: br, gzip`): the page cache then holds the whole site, and its bytes,
// entries and the process's RSS are read. Then it is driven for MEMORY_SECONDS (default 60) at
// 8 connections with the worst traffic for memory: every request a URL no cache
// has seen (each page with a unique query, and unique searches), so the page, backend and search
// caches fill to their byte bounds. RSS is sampled every second; the figures are printed as one
// JSON line at the end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { generatedSite } from '#mocks/fixtures/generated-site.ts';
import { rscUrl } from './bench-day/replay.ts';
import { freePort } from './free-port.ts';
import { buildIfNeeded, root, SERVER_ARGS, startSampleBackendProcess } from './launcher.ts';

const SECONDS = Number(process.env.MEMORY_SECONDS ?? 60);
const PAGES = Number(process.env.MEMORY_PAGES ?? 10_000);
process.env.SAMPLE_SITE = 'generated';
process.env.SAMPLE_PAGES = String(PAGES);
const TOKEN = 'measure-memory-metrics-token-0123456789';

await buildIfNeeded();
const backend = await startSampleBackendProcess();
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_API_URL: backend.url,
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
    METRICS_TOKEN: TOKEN,
    // As the deployment examples run it (deploy/kubernetes.yaml, deploy/compose.yaml).
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=384',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => {
  server.kill();
  backend.child.kill();
});

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${site}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 150) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const rssMb = () =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
      102.4,
  ) / 10;

/** A number from the process's own metrics (prom-client's default ones included). */
async function metric(name: string): Promise<number> {
  const text = await (
    await fetch(`${site}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return Number(line?.split(' ').at(-1) ?? NaN);
}

const pages = generatedSite({ pages: PAGES }).paths;

const idle = rssMb();
// Each page once, as a first visitor would, 8 at a time: its document, then the RSC payload a
// link to it prefetches. The steady state with the whole site cached.
const started = performance.now();
let next = 0;
const statuses: Record<string, number> = {};
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      for (const url of [page, rscUrl(page)]) {
        const res = await fetch(`${site}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }
  }),
);
const fillSeconds = Math.round((performance.now() - started) / 1000);
const warm = rssMb();
const cached = {
  entries: await metric('page_cache_entries'),
  mb: Math.round((await metric('page_cache_bytes')) / 104857.6) / 10,
};

let peak = warm;
const timeline: number[] = [];
let tick = 0;
const sampler = setInterval(() => {
  const now = rssMb();
  peak = Math.max(peak, now);
  if (++tick % 10 === 0) timeline.push(now);
}, 1000);

let n = 0;
const result = await autocannon({
  url: site,
  // As many as one address may have rendered at once (render-slots.ts): more get 503 at once.
  connections: 8,
  duration: Math.max(SECONDS, 1),
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [
    {
      setupRequest: (req) => {
        n++;
        const search = n % 5 === 0;
        return {
          ...req,
          path: search
            ? `/da/soegning/?q=ord${n}`
            : `${pages[n % pages.length]}?memory=${n.toString(36)}`,
        };
      },
    },
  ],
});
clearInterval(sampler);
const after = rssMb();
const heapUsed = Math.round((await metric('nodejs_heap_size_used_bytes')) / 1048576);
const external = Math.round((await metric('nodejs_external_memory_bytes')) / 1048576);

console.log(
  JSON.stringify({
    pages: pages.length,
    fill: { seconds: fillSeconds, statuses, pageCache: cached, rssMb: warm },
    pageCacheKbPerPage: Math.round((cached.mb * 1024 * 10) / pages.length) / 10,
    seconds: SECONDS,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: { idle, warm, peak, after, every10s: timeline },
    heapUsedMb: heapUsed,
    externalMb: external,
  }),
);
process.exit(0);
