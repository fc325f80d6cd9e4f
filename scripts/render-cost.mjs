// CPU and wall milliseconds per render, measured in process: a built server's fetch handler is
// called directly (no socket, no load generator), so the figure is the render alone and
// repeatable on a busy machine where req/s is not.
//
// One server, or several builds of the site alternated round by round (an A/B of two builds:
// `--server a/dist/server/index.js --server b/dist/server/index.js`; each after the first gets
// `diffMs`, its cost minus the first's, the median of the rounds' differences; `--off VAR` sets
// VAR=off while each after the first renders, e.g. `--off PERF_TRICKS` for a build made with it):
//   node scripts/render-cost.mjs [--server dist/server/index.js]… [--path /borger/affald-og-genbrug/]
//                                [--accept-encoding br] [--renders 300] [--rounds 5] [--off VAR]…
//                                [--json]
//
// The site against a mirror of its own tree (bench/bare-waku), paired in this one process:
//   node scripts/render-cost.mjs --mirror bench/bare-waku/dist/server/index.js
//                                [--pages /en/contact/,/borger/affald-og-genbrug/]
//                                [--renders 25] [--rounds 30] [--tricks prerendered,…] [--json]
//   `--tricks`: each named speed trick read per request (src/server/perf/tricks.ts) switched off
//   for a case of its own per page, in the same rounds: `tricks` in the answer gives on, off and
//   the saving.
//   It renders each page once through the site's RSC path (`/RSC/R/en/contact.txt`), hands those
//   payloads to the mirror (MIRROR_PAYLOADS), then alternates: each round renders every case
//   `renders` times in a row (site, mirror, for each page, without and with
//   `Accept-Encoding: br`, and the mirror's trivial `/floor`), the order reversed every other
//   round. Per case: the median, the 20 %-trimmed mean and the spread (10th to 90th percentile)
//   of the rounds; per page: the median of the rounds' differences site − mirror, each taken
//   within one round. The mirror is a report of what the site adds to a bare Waku app.
//
// CMS_API_URL must point at a running backend. The caller chooses what is cached (the bench sets
// FULL_PAGE_CACHE=false, so every call renders; the backend micro-cache stays warm); a paired
// run stops if the site answers from its page cache.
//
// The HTTP parse and write are not counted (they cost the same for every app on this server).
// Each round reads `process.cpuUsage()` (user + system, every thread: brotli too) and the clock
// around its renders. Plain JavaScript, run by plain `node`, for the reason in scripts/serve.mjs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { TRICKS } from '../src/server/perf/tricks.ts';

const { values } = parseArgs({
  options: {
    server: { type: 'string', multiple: true, default: ['dist/server/index.js'] },
    path: { type: 'string', default: '/borger/affald-og-genbrug/' },
    'accept-encoding': { type: 'string' },
    mirror: { type: 'string' },
    pages: { type: 'string', default: '/en/contact/,/borger/affald-og-genbrug/' },
    renders: { type: 'string' },
    rounds: { type: 'string' },
    warmup: { type: 'string', default: '150' },
    tricks: { type: 'string', default: '' },
    off: { type: 'string', multiple: true, default: [] },
    json: { type: 'boolean', default: false },
  },
});
const paired = values.mirror !== undefined;
const renders = Number(values.renders ?? (paired ? 25 : 300));
const rounds = Number(values.rounds ?? (paired ? 30 : 5));
const warmup = Number(values.warmup);

// As in production (scripts/serve.mjs, and Waku's own node adapter): @hono/node-server puts its
// lightweight Request and Response in the globals when its listener is made. Only the socket's
// parse and write are left out.
getRequestListener(() => new Response(null));
const env = { ...process.env };

const round2 = (n) => Math.round(n * 100) / 100;
const median = (xs) => {
  const sorted = xs.toSorted((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
};
/** The median of the rounds' differences a − b, each taken within one round (a, b: cases). */
const pairedDiff = (a, b) => round2(median(a.results.map((x, i) => x.cpuMs - b.results[i].cpuMs)));
/** The value below which `p` of `xs` lie (nearest rank). */
const percentile = (xs, p) => {
  const sorted = xs.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};
/** The mean of what is left when the lowest and the highest fifth are dropped. */
const trimmedMean = (xs) => {
  const cut = Math.floor(xs.length / 5);
  const kept = xs.toSorted((a, b) => a - b).slice(cut, xs.length - cut);
  return kept.reduce((sum, x) => sum + x, 0) / kept.length;
};

/**
 * A built Waku server, imported into this process. @vitejs/plugin-rsc keeps each build's module
 * loaders in globals (`__vite_rsc_client_require__`, …), set when the build first renders; two
 * builds in one process would share the last one's. So the globals each build set are kept and
 * put back before it renders.
 */
async function loadServer(file, firstRequests) {
  const before = Object.getOwnPropertyDescriptors(globalThis);
  const server = await import(pathToFileURL(path.resolve(file)).href);
  for (const request of firstRequests) await fetchFrom(server, request());
  const after = Object.getOwnPropertyDescriptors(globalThis);
  const own = Object.entries(after).filter(([name, d]) => before[name]?.value !== d.value);
  return {
    fetch(request) {
      for (const [name, descriptor] of own) Object.defineProperty(globalThis, name, descriptor);
      return fetchFrom(server, request);
    },
  };
}

async function fetchFrom(server, request) {
  const res = await server.INTERNAL_runFetch(env, request);
  const body = await bodyAsWritten(res);
  const header = (name) => headerAsWritten(res, name);
  if (res.status !== 200) throw new Error(`${request.url}: status ${res.status}`);
  return { res, body, header };
}

/**
 * The body as @hono/node-server's listener takes it to write (`responseViaCache`): a lightweight
 * Response made from bytes or a string hands them over as they are; a stream is read. Reading
 * every answer with `arrayBuffer()` instead would charge an app that answers with bytes for a
 * copy into a Web stream that the server never makes.
 */
const cacheOf = (res) => {
  const symbol = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  return symbol ? res[symbol] : undefined;
};

async function bodyAsWritten(res) {
  const body = cacheOf(res)?.[1];
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  return new Uint8Array(await res.arrayBuffer());
}

/** A header as the listener writes it: a plain object's value as it is, without a Headers object. */
function headerAsWritten(res, name) {
  const headers = cacheOf(res)?.[2];
  if (headers && !(headers instanceof Headers) && !Array.isArray(headers)) {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    return key === undefined ? null : headers[key];
  }
  return res.headers.get(name);
}

const documentRequest = (pagePath, encoding) => () =>
  new Request(`http://localhost${pagePath}`, {
    headers: encoding
      ? { accept: 'text/html', 'accept-encoding': encoding }
      : { accept: 'text/html' },
  });

/** Waku 0.27's RSC path of a route: `/en/contact/` → `/RSC/R/en/contact.txt`. */
const rscPathOf = (pagePath) => {
  const route = pagePath.replace(/\/$/, '');
  return `/RSC/R/${route === '' ? '_root' : route.startsWith('/_') ? `_${route.slice(1)}` : route.slice(1)}.txt`;
};

/** One case: `renders` renders in a row; CPU and wall ms per render. */
async function measure(c) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < renders; i++) await c.render();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / renders, wallMs: wall / renders };
}

function summary(results) {
  const cpu = results.map((r) => r.cpuMs);
  return {
    cpuMs: round2(median(cpu)),
    cpuMsTrimmed: round2(trimmedMean(cpu)),
    /** The rounds' spread: their 10th and 90th percentiles. */
    cpuMsSpread: [round2(percentile(cpu, 0.1)), round2(percentile(cpu, 0.9))],
    wallMs: round2(median(results.map((r) => r.wallMs))),
  };
}

/** `run` with each of `names` set to `off` in the environment meanwhile. */
async function withOff(names, run) {
  for (const name of names) process.env[name] = env[name] = 'off';
  try {
    return await run();
  } finally {
    for (const name of names) {
      delete process.env[name];
      delete env[name];
    }
  }
}

/** Each server on its own path; with several, a list in the order given. */
async function single() {
  const cases = [];
  for (const file of values.server) {
    // After the first: rendered with each `--off` variable set to `off`.
    const off = cases.length === 0 ? [] : values.off;
    const server = await withOff(off, () => loadServer(file, [documentRequest(values.path)]));
    const c = { server: file, bytes: 0, results: [] };
    c.render = () =>
      withOff(off, async () => {
        const request = documentRequest(values.path, values['accept-encoding'])();
        c.bytes = (await server.fetch(request)).body.length;
      });
    cases.push(c);
  }
  for (const c of cases) for (let i = 0; i < warmup; i++) await c.render();
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? cases : cases.toReversed();
    for (const c of order) c.results.push(await measure(c));
  }
  const results = cases.map((c) => ({
    server: c.server,
    path: values.path,
    bytes: c.bytes,
    renders,
    rounds,
    ...summary(c.results),
    cpuMsRounds: c.results.map((r) => round2(r.cpuMs)),
    // After the first: its cost minus the first's, the median of the rounds' differences.
    ...(c === cases[0] ? {} : { diffMs: pairedDiff(c, cases[0]) }),
  }));
  return results.length === 1 ? results[0] : results;
}

async function pairedRun() {
  const pages = values.pages.split(',').filter(Boolean);
  const payloads = {};
  if (values.server.length !== 1) throw new Error('--mirror pairs one --server with the mirror');
  const site = await loadServer(values.server[0], [
    ...pages.map((p) => documentRequest(p)),
    ...pages.map((p) => () => new Request(`http://localhost${rscPathOf(p)}`)),
  ]);
  for (const p of pages) {
    const { body } = await site.fetch(new Request(`http://localhost${rscPathOf(p)}`));
    payloads[p.replace(/\/$/, '')] = new TextDecoder().decode(body);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'render-cost-')), 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  process.env.MIRROR_PAYLOADS = env.MIRROR_PAYLOADS = file;
  const mirror = await loadServer(values.mirror, [
    documentRequest('/floor'),
    ...pages.map((p) => documentRequest(p.replace(/\/$/, ''))),
  ]);

  const cases = [];
  const addCase = (name, server, pagePath, encoding) => {
    const c = { name, bytes: 0, encoding: null, xCache: null, results: [] };
    c.render = async () => {
      const { body, header } = await server.fetch(documentRequest(pagePath, encoding)());
      c.bytes = body.length;
      c.encoding = header('content-encoding');
      c.xCache = header('x-cache');
    };
    cases.push(c);
    return c;
  };
  const perPage = pages.map((p) => ({
    path: p,
    site: addCase(`site ${p}`, site, p),
    mirror: addCase(`mirror ${p}`, mirror, p.replace(/\/$/, '')),
    siteBr: addCase(`site ${p} br`, site, p, 'br'),
    mirrorBr: addCase(`mirror ${p} br`, mirror, p.replace(/\/$/, ''), 'br'),
  }));
  const floor = addCase('floor', mirror, '/floor');
  // Each speed trick read per request switched off for a case of its own, in the same rounds:
  // its variable (src/server/perf/tricks.ts) is `off` during that case's renders only.
  const tricks = values.tricks.split(',').filter(Boolean);
  const trickCases = tricks.flatMap((name) => {
    const trick = TRICKS[name];
    if (trick?.read !== 'request')
      throw new Error(`--tricks: ${name} is no trick read per request`);
    return perPage.map((p) => {
      const c = addCase(`site ${p.path} ${name} off`, site, p.path);
      const on = c.render;
      c.render = () => withOff([trick.env], on);
      return { name, page: p, off: c };
    });
  });

  for (const c of cases) for (let i = 0; i < warmup; i++) await c.render();
  for (const c of cases)
    if (c.xCache === 'HIT') throw new Error(`${c.name}: answered from the page cache`);
  for (const { siteBr, path: p } of perPage)
    if (siteBr.encoding !== 'br') throw new Error(`site ${p}: not brotli with Accept-Encoding: br`);

  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? cases : cases.toReversed();
    for (const c of order) c.results.push(await measure(c));
  }

  const report = (c) => ({ bytes: c.bytes, encoding: c.encoding, ...summary(c.results) });
  return {
    renders,
    rounds,
    payloadBytes: Object.fromEntries(Object.entries(payloads).map(([p, t]) => [p, t.length])),
    pages: perPage.map((p) => ({
      path: p.path,
      site: report(p.site),
      mirror: report(p.mirror),
      siteBr: report(p.siteBr),
      mirrorBr: report(p.mirrorBr),
      /** Site − mirror, no compression asked for. */
      diffMs: pairedDiff(p.site, p.mirror),
      /** Site with brotli − mirror without compression. */
      diffBrMs: pairedDiff(p.siteBr, p.mirror),
    })),
    floor: report(floor),
    /** Each trick on (the site as it is) and off, per page; `savedMs`: off − on, paired by round. */
    tricks: trickCases.map(({ name, page, off }) => {
      const savedMs = pairedDiff(off, page.site);
      const offMs = report(off).cpuMs;
      return {
        name,
        path: page.path,
        onMs: report(page.site).cpuMs,
        onSpread: report(page.site).cpuMsSpread,
        offMs,
        offSpread: report(off).cpuMsSpread,
        savedMs,
        savedPct: round2((savedMs / offMs) * 100),
        bytesOn: page.site.bytes,
        bytesOff: off.bytes,
      };
    }),
  };
}

const result = paired ? await pairedRun() : await single();
if (values.json) console.log(JSON.stringify(result));
else console.dir(result, { depth: 4 });
process.exit(0);
