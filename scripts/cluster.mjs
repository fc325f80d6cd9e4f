// One server process per core: the cluster primary of `scripts/serve.mjs` when WEB_CONCURRENCY
// is above 1 (docs/decisions/011-one-process-per-core.md).
//
// A render is CPU work on one thread, so a single Node process leaves every other core idle. The
// primary forks the workers and owns the listening socket (node:cluster hands connections out in
// turn); it renders nothing itself. It:
//  - restarts a worker that dies, and gives up (exit 1) when workers keep dying or one fails
//    before it ever listened (a busy port, a broken build), instead of looping;
//  - passes SIGTERM/SIGINT on, so every worker drains its requests under way, and exits when they
//    have; a parent's IPC disconnect (npm start's launcher died) stops it the same way;
//  - answers the workers' and METRICS_PORT's requests for metrics with the sum over all workers
//    (prom-client's AggregatorRegistry), so a scrape never sees one worker at random;
//  - relays a worker's revalidation to the other workers when there is no REDIS_URL (decision 019).
//
// Plain JavaScript, like serve.mjs: it runs in the production process without tsx (bundled into
// dist/start.mjs there).
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import promClient from 'prom-client';
import { logLine } from './log-line.mjs';

/** Message types between the workers and the primary (see src/server/http/metrics.ts). */
const METRICS_REQUEST = 'kommune-site:metrics-request';
const METRICS_ANSWER = 'kommune-site:metrics-answer';
/** A revalidation (src/server/revalidate/bus.ts): relayed to every other worker. */
const REVALIDATE = 'kommune-site:revalidate';

const MAX_WORKERS = 64;
/** More unexpected worker exits than this within the window means something is broken. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 30_000;
/** A worker drains for at most 10 s (serve.mjs); the primary waits a little longer. */
const STOP_LIMIT_MS = 12_000;

/**
 * The number of server processes WEB_CONCURRENCY asks for: unset or empty is 1; otherwise a
 * whole number from 1 to 64. Anything else throws, with a message naming the variable.
 */
export function workerCount(value) {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new Error(
      `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} (got "${value}")`,
    );
  }
  return n;
}

/** A primary's log line (scripts/log-line.mjs). */
function log(level, msg, fields = {}) {
  logLine(level, msg, { role: 'primary', ...fields });
}

/**
 * Runs the cluster primary with `count` workers. `url` is printed once every worker listens.
 * `metricsPort`/`metricsHost`: where the primary serves the summed metrics, if anywhere.
 */
export function runPrimary({ count, url, metricsPort, metricsHost = '0.0.0.0' }) {
  const aggregator = new promClient.AggregatorRegistry();
  let stopping = false;
  let listening = 0;
  const crashes = [];

  function fork() {
    const worker = cluster.fork();
    worker.once('listening', () => {
      worker.hasListened = true;
      if (++listening === count) {
        log('info', `site: ${url} (${count} worker processes)`, { url, workers: count });
      }
    });
    return worker;
  }

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
    setTimeout(() => {
      log('error', 'workers did not stop in time: killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const fields = { workerPid: worker.process.pid, code, signal };
    if (!worker.hasListened) {
      log('error', 'a worker stopped before it could serve: stopping the site', fields);
      stop(1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > CRASH_LIMIT) {
      log(
        'error',
        `workers keep dying (${crashes.length} in ${CRASH_WINDOW_MS / 1000} s): stopping the site`,
        fields,
      );
      stop(1);
      return;
    }
    listening--;
    log('error', 'a worker died: starting a new one', fields);
    fork();
  });

  function clusterMetrics() {
    return aggregator
      .clusterMetrics()
      .then((body) => ({ body, contentType: aggregator.contentType }));
  }

  cluster.on('message', (worker, message) => {
    if (message?.type === REVALIDATE) {
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other !== worker && other.isConnected()) other.send(message);
      }
      return;
    }
    if (message?.type !== METRICS_REQUEST) return;
    clusterMetrics().then(
      (answer) => worker.send({ type: METRICS_ANSWER, id: message.id, ...answer }),
      (err) => {
        log('error', 'metrics collection failed', { err: err.message });
        worker.send({ type: METRICS_ANSWER, id: message.id, error: err.message });
      },
    );
  });

  if (metricsPort) {
    const server = createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      clusterMetrics().then(
        ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        (err) => {
          log('error', 'metrics collection failed', { err: err.message });
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable');
        },
      );
    });
    server.on('error', (err) =>
      log('error', 'metrics port could not be opened', { port: metricsPort, err: err.message }),
    );
    server.listen(metricsPort, metricsHost, () =>
      log('info', 'metrics listening', { port: metricsPort, host: metricsHost }),
    );
    server.unref();
  }

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  if (process.send) process.on('disconnect', () => stop(0));

  for (let i = 0; i < count; i++) fork();
}
