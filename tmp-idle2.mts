import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startSampleBackendProcess } from './scripts/launcher.ts';
const backend = await startSampleBackendProcess();
const site = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof3'] : []), ...(process.env.FLAGS ? process.env.FLAGS.split(' ') : []), 'scripts/serve.mjs'], { env: { ...process.env, PORT: '4995', CMS_API_URL: backend.url, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', REVALIDATE_TOKEN: 'x'.repeat(40) }, stdio: 'ignore' });
const base = 'http://127.0.0.1:4995';
for (let i = 0; i < 100; i++) { try { if ((await fetch(base + '/healthz')).ok) break; } catch {} await new Promise(r=>setTimeout(r,200)); }
const xml = await (await fetch(base + '/sitemap.xml')).text();
const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!).slice(0, Number(process.env.N ?? 1500));
console.log('crawl', paths.length);
let i = 0; await Promise.all(Array.from({ length: 4 }, async () => { while (i < paths.length) { const p = paths[i++]!; await (await fetch(base + p, { headers: { 'accept-encoding': 'br' } })).arrayBuffer(); } }));
const ticks = () => { const f = readFileSync(`/proc/${site.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
for (const wait of [2000, 10000, 10000]) { const t0 = ticks(); await new Promise(r=>setTimeout(r,wait)); console.log('CPU ms/s after crawl', ((ticks() - t0) * 10) / (wait / 1000)); }
site.kill('SIGINT'); await new Promise(r => site.once('exit', r)); backend.child.kill(); process.exit(0);
