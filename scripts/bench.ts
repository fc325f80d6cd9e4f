/**
 * `npm run bench`: requests per second and latency of the site and of a raw Node server that
 * returns the same bytes, measured in one run; plus the client JS per page in gzip KB.
 * Loopback only; every load is bounded in time.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildIfNeeded, root, startSampleBackendProcess } from './launcher.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SITE_PORT = 3470;

await buildIfNeeded();
const backend = await startSampleBackendProcess();
const site = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(SITE_PORT), CMS_API_URL: backend.url, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopAll = () => {
  site.kill();
  backend.child.kill();
};
process.on('exit', stopAll);

const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${siteUrl}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 100) throw new Error('site did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function clientJsKb(pagePath: string) {
  const html = await (await fetch(`${siteUrl}${pagePath}`)).text();
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

const contentPath = '/borger/affald-og-genbrug/';
const bytes = Buffer.from(await (await fetch(`${siteUrl}${contentPath}`)).arrayBuffer());
const raw = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': bytes.length,
  });
  res.end(bytes);
});
await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}${contentPath}`;

console.log(
  `bench: ${CONNECTIONS} connections, ${DURATION} s each, content page ${bytes.length} bytes`,
);
const rows = {
  'raw node http (same bytes)': await load(rawUrl),
  'site: content page (cached)': await load(`${siteUrl}${contentPath}`),
  'site: content page (uncached, cache=false)': await load(`${siteUrl}${contentPath}?cache=false`),
};
raw.close();
console.table(rows);
const rawRps = rows['raw node http (same bytes)'].rps;
const ratio = (row: keyof typeof rows) => `${((rows[row].rps / rawRps) * 100).toFixed(1)} %`;
console.log(`cached / raw: ${ratio('site: content page (cached)')}`);
console.log(`uncached / raw: ${ratio('site: content page (uncached, cache=false)')}`);
console.log('client JS (gzip KB):', {
  content: await clientJsKb(contentPath),
  list: await clientJsKb('/nyheder/'),
  error: await clientJsKb('/findes-ikke/'),
});
stopAll();
process.exit(0);
