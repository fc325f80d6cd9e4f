// `npm start`: check the configuration, build if needed, start the sample backend if needed, then
// run the production server (scripts/serve.mjs) in a plain `node` process, without tsx's module
// hooks (see that file). Signals are passed on; the exit code is the server's.
import { spawn } from 'node:child_process';
import { checkEnv } from './check-env.ts';
import { buildIfNeeded, ensureBackend, root, SERVER_ARGS } from './launcher.ts';

checkEnv({ sampleBackend: true });
await buildIfNeeded();
await ensureBackend();

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: process.env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
