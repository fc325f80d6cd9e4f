// `npm run build`: a production build, stamped so `npm start` knows it is current, plus the
// new-build detection files `/builds/latest.json` and `/builds/meta/{id}.json`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root, sourceHash } from './launcher.ts';

await buildIfNeeded({ force: true });
const id = process.env.BUILD_ID || sourceHash();
const timestamp = Date.now();
const dir = path.join(root, 'dist', 'public', 'builds');
mkdirSync(path.join(dir, 'meta'), { recursive: true });
writeFileSync(path.join(dir, 'latest.json'), JSON.stringify({ id, timestamp }));
writeFileSync(
  path.join(dir, 'meta', `${id}.json`),
  JSON.stringify({ id, timestamp, matcher: {}, prerendered: [] }),
);
console.log(`build ${id} written`);
