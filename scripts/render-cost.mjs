// CPU and wall milliseconds per render of one page, measured in process: the built server's
// fetch handler is called directly (no socket, no load generator), so the figure is the render
// alone and repeatable on a busy machine where req/s is not.
//
//   node scripts/render-cost.mjs [--server dist/server/index.js] [--path /borger/affald-og-genbrug/]
//                                [--renders 300] [--rounds 5] [--json]
//
// CMS_API_URL must point at a running backend. The caller chooses what is cached (the bench sets
// FULL_PAGE_CACHE=false, so every call renders; the backend micro-cache stays warm).
//
// The HTTP parse and write are not counted (they cost the same for every app on this server).
// Each round renders sequentially and reads `process.cpuUsage()` (user + system) and the clock
// around it; the median round is reported, which a neighbour's burst does not move much.
// Plain JavaScript, run by plain `node`, for the reason in scripts/serve.mjs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'dist/server/index.js' },
    path: { type: 'string', default: '/borger/affald-og-genbrug/' },
    renders: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
  },
});
const renders = Number(values.renders);
const rounds = Number(values.rounds);

const server = await import(pathToFileURL(path.resolve(values.server)).href);
// As in production (scripts/serve.mjs, and Waku's own node adapter): @hono/node-server puts its
// lightweight Request and Response in the globals when its listener is made. Only the socket's
// parse and write are left out.
getRequestListener(() => new Response(null));
const url = `http://localhost${values.path}`;
const env = { ...process.env };

let bytes = 0;
async function renderOnce() {
  const res = await server.INTERNAL_runFetch(
    env,
    new Request(url, { headers: { accept: 'text/html' } }),
  );
  if (res.status !== 200) throw new Error(`${values.path}: status ${res.status}`);
  bytes = (await res.arrayBuffer()).byteLength;
}

for (let i = 0; i < Number(values.warmup); i++) await renderOnce();

const results = [];
for (let r = 0; r < rounds; r++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < renders; i++) await renderOnce();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  results.push({ cpuMs: (cpu.user + cpu.system) / 1000 / renders, wallMs: wall / renders });
}
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (n) => Math.round(n * 100) / 100;
const summary = {
  path: values.path,
  bytes,
  renders,
  rounds,
  cpuMs: round2(median(results.map((r) => r.cpuMs))),
  wallMs: round2(median(results.map((r) => r.wallMs))),
  cpuMsRounds: results.map((r) => round2(r.cpuMs)),
};
if (values.json) console.log(JSON.stringify(summary));
else console.log(summary);
process.exit(0);
