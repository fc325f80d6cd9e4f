// `npm run dev`: the Waku dev server, on the sample backend unless CMS_API_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkEnv } from './check-env.ts';
import { ensureBackend, root } from './launcher.ts';

checkEnv({ sampleBackend: true });
await ensureBackend();
const port = process.env.PORT || '3000';
const dev = spawn(
  process.execPath,
  [path.join(root, 'node_modules/waku/cli.js'), 'dev', '--port', port],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
dev.on('exit', (code) => process.exit(code ?? 0));
