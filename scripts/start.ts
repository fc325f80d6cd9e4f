// `npm start`: check the configuration, build if needed, start the sample backend if needed, then
// run the production server (scripts/serve.mjs) in a plain `node` process, without tsx's module
// hooks (see that file). Signals are passed on; the exit code is the server's.
import { spawn } from 'node:child_process';
import { checkEnv } from './check-env.ts';
import { buildIfNeeded, ensureBackend, root, SERVER_ARGS } from './launcher.ts';

checkEnv({ sampleBackend: true });
await buildIfNeeded();
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

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: process.env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
