/** `npm start`: check the configuration, build if needed, start the sample backend if needed, serve. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { buildIfNeeded, checkEnv, ensureBackend, root } from './launcher.ts';

checkEnv();
await buildIfNeeded();
await ensureBackend();

type ServerModule = {
  INTERNAL_runFetch: (
    env: NodeJS.ProcessEnv,
    req: Request,
    ...args: unknown[]
  ) => Promise<Response>;
};
const server = (await import(
  pathToFileURL(path.join(root, 'dist/server/index.js')).href
)) as ServerModule;
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;

const httpServer = serve({
  fetch: (req, ...args) => server.INTERNAL_runFetch(process.env, req, ...args),
  port,
  ...(host ? { hostname: host } : {}),
});
httpServer.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `PORT ${port} is already in use: stop the other server or set PORT.`
      : `Server error: ${err.message}`,
  );
  process.exit(1);
});
httpServer.on('listening', () => {
  console.log(`site: http://${host ?? 'localhost'}:${port}/`);
  // A first request sets the server up (it opens METRICS_PORT) before any visitor arrives.
  void server.INTERNAL_runFetch(process.env, new Request(`http://localhost:${port}/healthz`));
});
