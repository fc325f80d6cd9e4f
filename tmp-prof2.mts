import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startSampleBackendProcess } from './scripts/launcher.ts';
const backend = await startSampleBackendProcess();
const site = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: '4991', CMS_API_URL: backend.url, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = 'http://127.0.0.1:4991/borger/affald-og-genbrug/';
for (let i = 0; i < 100; i++) { try { const r = await fetch(url); if (r.ok) break; } catch {} await new Promise(r=>setTimeout(r,200)); }
const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
const body = Buffer.from(await res.arrayBuffer());
const headers: Record<string,string> = {};
res.headers.forEach((v, k) => { if (k !== 'date' && k !== 'connection' && k !== 'keep-alive') headers[k] = v; });
console.log('header bytes', JSON.stringify(headers).length, 'body', body.length);
writeFileSync('/tmp/prof/body.bin', body);
writeFileSync('/tmp/prof/raw.cjs', `const body=require('fs').readFileSync('/tmp/prof/body.bin');const h=${JSON.stringify(headers)};const same=process.argv[3]==='same';
require('http').createServer((q,s)=>{ if(same){ h['x-request-id']=require('crypto').randomUUID(); s.writeHead(200,h);} else s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':body.length}); s.end(body);}).listen(Number(process.argv[2]),'127.0.0.1',()=>console.log('ready'));`);
const plain = spawn(process.execPath, ['/tmp/prof/raw.cjs', '4992', 'plain'], { stdio: ['ignore','pipe','inherit'] });
const same = spawn(process.execPath, ['/tmp/prof/raw.cjs', '4993', 'same'], { stdio: ['ignore','pipe','inherit'] });
await new Promise(r=>setTimeout(r,500));
const run = async (u: string) => (await autocannon({ url: u, connections: 20, duration: Number(process.env.SECS ?? 8) })).requests.average;
const out: Record<string, number[]> = { plain: [], same: [], site: [] };
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  out.plain.push(await run('http://127.0.0.1:4992/'));
  out.same.push(await run('http://127.0.0.1:4993/'));
  out.site.push(await run(url));
}
console.log(out);
for (const c of [site, plain, same]) c.kill();
backend.child.kill();
process.exit(0);
