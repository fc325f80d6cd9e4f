import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startSampleBackendProcess } from './scripts/launcher.ts';
const backend = await startSampleBackendProcess();
const site = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: '4995', CMS_API_URL: backend.url, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', REVALIDATE_TOKEN: 'x'.repeat(40) }, stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:4995/healthz')).ok) break; } catch {} await new Promise(r=>setTimeout(r,200)); }
for (const p of ['/', '/borger/', '/borger/affald-og-genbrug/']) await fetch('http://127.0.0.1:4995' + p);
const ticks = () => { const f = readFileSync(`/proc/${site.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
await new Promise(r=>setTimeout(r,3000));
const t0 = ticks(); await new Promise(r=>setTimeout(r,20000)); const t1 = ticks();
console.log('idle CPU ms per s', ((t1 - t0) * 10) / 20);
site.kill(); backend.child.kill(); process.exit(0);
