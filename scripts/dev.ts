// `npm run dev`: the Waku dev server, on the sample backend unless CMS_API_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkEnv } from './check-env.ts';
import { ensureBackend, root } from './launcher.ts';

checkEnv({ sampleBackend: true });
const sampleBackend = !process.env.CMS_API_URL;
await ensureBackend();
if (sampleBackend) {
  // The sample backend's subscription token endpoint (mocks/handlers.ts
  // SAMPLE_SUBSCRIPTIONS_API_KEY and SAMPLE_SUBSCRIPTIONS_AUTH_PATH), unless set (even to '').
  process.env.SUBSCRIPTIONS_API_KEY ??= 'sample-subscriptions-key';
  process.env.SUBSCRIPTIONS_AUTH_PATH ??= '/api/subscriptions/token';
  // The sample TwentyThree player host (mocks/fixtures/video-pages.ts); the Skyfish one stays
  // out, so the sample page shows both a player and a link (decision 027).
  process.env.VIDEO_EMBED_HOSTS ??= 'video.example-kommune.dk';
}
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
