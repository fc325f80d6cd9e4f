import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startSampleBackendProcess } from './scripts/launcher.ts';
const backend = await startSampleBackendProcess();
const site = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'scripts/serve.mjs'], {
  env: { ...process.env, PORT: '4991', CMS_API_URL: backend.url, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = 'http://127.0.0.1:4991/borger/affald-og-genbrug/';
for (let i = 0; i < 100; i++) { try { const r = await fetch(url); if (r.ok) break; } catch {} await new Promise(r=>setTimeout(r,200)); }
await fetch(url);
const r = await autocannon({ url, connections: 20, duration: Number(process.env.SECS ?? 10) });
console.log('rps', r.requests.average, 'p99', r.latency.p99);
site.kill('SIGINT');
await new Promise((r) => site.once('exit', r));
backend.child.kill();
process.exit(0);
