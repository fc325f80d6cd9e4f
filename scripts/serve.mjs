// The production HTTP server: serves the build in dist/ on PORT (and HOST).
//
// Plain JavaScript on purpose. The launchers (`npm start`, scripts/start.ts) run under tsx, whose
// module hooks sit on a separate thread; every dynamic `import()` the renderer makes per request
// would cross to that thread, which cost 10–15 % of an uncached render (docs/decisions/009). So
// the launcher checks the configuration, builds and starts the sample backend, then runs this
// file in a plain `node` process. Benchmarks and tests that build and configure themselves run it
// directly: `node scripts/serve.mjs`. Production runs it bundled into dist/start.mjs, after the
// configuration check (scripts/start-production.ts).
//
// Started by a parent over IPC, it ends when the parent does, even when the parent was killed.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { runPrimary, workerCount } from './cluster.mjs';
import { jsonProcessOutput, logLine } from './log-line.mjs';

jsonProcessOutput({ role: cluster.isWorker ? 'worker' : 'server' });

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;

// WEB_CONCURRENCY > 1: this process becomes the cluster primary and forks that many servers
// (scripts/cluster.mjs); each worker runs the rest of this file.
let workers;
try {
  workers = workerCount(process.env.WEB_CONCURRENCY);
} catch (err) {
  logLine('fatal', `Configuration error: ${err.message}`, { variable: 'WEB_CONCURRENCY' });
  process.exit(1);
}
if (workers > 1 && cluster.isPrimary) {
  const metricsPort = Number(process.env.METRICS_PORT) || undefined;
  runPrimary({ count: workers, url: `http://${host ?? 'localhost'}:${port}/`, metricsPort });
} else {
  await startServer();
}

async function startServer() {
  // One level up from scripts/serve.mjs, and from dist/start.mjs that bundles it.
  const root = path.resolve(import.meta.dirname, '..');
  const server = await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);

  // Step 0 of the pipeline (src/server/pipeline/door.ts): a fresh page-cache hit is served
  // before the request becomes a Request for Hono; anything else goes to the list of steps.
  const door = server.unstable_serverEntry?.respondAtTheDoor;
  const httpServer = serve({
    fetch: (req, ...args) => server.INTERNAL_runFetch(process.env, req, ...args),
    port,
    ...(host ? { hostname: host } : {}),
    ...(door
      ? { createServer: (options, listener) => createServer(options, doorFirst(door, listener)) }
      : {}),
  });
  // How long an idle keep-alive connection stays open. nginx closes its idle upstream
  // connections sooner (`keepalive_timeout 4s` in deploy/nginx.conf), so it never sends a
  // request on a connection this server is closing.
  httpServer.keepAliveTimeout = 5_000;
  httpServer.on('error', (err) => {
    logLine(
      'fatal',
      err.code === 'EADDRINUSE'
        ? `PORT ${port} is already in use: stop the other server or set PORT.`
        : `Server error: ${err.message}`,
      { port },
    );
    process.exit(1);
  });
  httpServer.on('listening', () => {
    // In a cluster the primary says it once, when every worker listens.
    if (!cluster.isWorker) {
      logLine('info', `site: http://${host ?? 'localhost'}:${port}/`, {
        url: `http://${host ?? 'localhost'}:${port}/`,
        node: process.version,
      });
    }
    // A first request sets the server up (it opens METRICS_PORT) before any visitor arrives.
    void server.INTERNAL_runFetch(process.env, new Request(`http://localhost:${port}/healthz`));
  });

  /** Stops taking connections, lets the requests under way finish (at most 10 s), then ends. */
  let stopping = false;
  function stop() {
    if (stopping) return;
    stopping = true;
    httpServer.close(() => process.exit(0));
    httpServer.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (process.send) process.on('disconnect', stop);
}

/** Node's request listener: the door first; what it does not serve, the pipeline's listener. */
function doorFirst(door, listener) {
  return (incoming, outgoing) => {
    door(incoming, outgoing).then(
      (served) => {
        if (!served) listener(incoming, outgoing);
      },
      (err) => {
        // The door never serves half-way: a failure there is the pipeline's to serve.
        logLine('error', `door: ${err?.message ?? err}`);
        if (!outgoing.headersSent) listener(incoming, outgoing);
      },
    );
  };
}
