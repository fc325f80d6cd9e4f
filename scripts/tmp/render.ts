import path from 'node:path';
import { pathToFileURL } from 'node:url';
const root = path.resolve(import.meta.dirname, '../..');
const server = (await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)) as {
  INTERNAL_runFetch: (env: NodeJS.ProcessEnv, req: Request) => Promise<Response>;
};
const url = process.argv[2] ?? 'http://localhost/borger/affald-og-genbrug/';
const n = Number(process.argv[3] ?? 200);
const run = async () => {
  const res = await server.INTERNAL_runFetch(process.env, new Request(url));
  await res.arrayBuffer();
  return res.status;
};
for (let i = 0; i < 30; i++) await run();
const t = performance.now();
for (let i = 0; i < n; i++) await run();
console.log(`${((performance.now() - t) / n).toFixed(2)} ms per request`, await run());
process.exit(0);
