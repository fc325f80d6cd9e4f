import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import { log } from '../log.ts';

// Prometheus metrics (prom-client). Never public: served on METRICS_PORT (a port the load
// balancer does not route to) and/or at /metrics with `Authorization: Bearer METRICS_TOKEN`.
//
// With WEB_CONCURRENCY > 1 this process is one of several cluster workers
// (scripts/cluster.mjs). Then the primary serves METRICS_PORT, and /metrics asks the primary, so
// both give the sum over all workers rather than one worker's share.

/** The message types scripts/cluster.mjs answers (plain JS run outside the bundle, so spelled out there too). */
const METRICS_REQUEST = 'kommune-site:metrics-request';
const METRICS_ANSWER = 'kommune-site:metrics-answer';

type Metrics = ReturnType<typeof createMetrics>;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route type and status class',
      labelNames: ['route_type', 'method', 'status_class'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: 'Full-page cache lookups by outcome (hit, coalesced, miss, stale, bypass)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    pageCacheMiss: new Counter({
      name: 'page_cache_misses_total',
      help: 'Full-page cache misses by cause (first, bound, drop, expiry, stale, variant, status)',
      labelNames: ['cause'] as const,
      registers: [registry],
    }),
    backendCache: new Counter({
      name: 'backend_cache_requests_total',
      help: 'Backend micro-cache lookups by outcome (hit, coalesced, miss, stale, bypass)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    backendDuration: new Histogram({
      name: 'backend_request_duration_seconds',
      help: 'Content backend calls by outcome (ok, or the failure: timeout, unreachable, status, malformed)',
      labelNames: ['outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    backendErrors: new Counter({
      name: 'backend_errors_total',
      help: 'Failed content backend calls by failure',
      labelNames: ['failure'] as const,
      registers: [registry],
    }),
    pageCacheHitRatio: new Gauge({
      name: 'page_cache_hit_ratio',
      help: 'Share of full-page cache lookups answered from the cache (hit or coalesced) since start; with several workers, their average',
      registers: [registry],
      aggregator: 'average',
      collect: runSnapshots,
    }),
    backgroundChecks: new Counter({
      name: 'page_cache_background_total',
      help: 'Pages served stale (a publish changed a part they show), then found unchanged at the backend (kept), changed (rendered again) or unchecked (rendered again: a page with a list)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    pageCacheBytes: new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the full-page cache holds (PAGE_CACHE_MB is its bound); with several workers, their sum',
      registers: [registry],
      aggregator: 'sum',
      collect: runSnapshots,
    }),
    pageCacheEntries: new Gauge({
      name: 'page_cache_entries',
      help: 'Answers the full-page cache holds (documents and RSC payloads, each variant); with several workers, their sum',
      registers: [registry],
      aggregator: 'sum',
      collect: runSnapshots,
    }),
    breakerOpen: new Gauge({
      name: 'backend_circuit_open',
      help: '1 while the circuit breaker refuses backend calls (in any worker)',
      registers: [registry],
      aggregator: 'max',
      collect: runSnapshots,
    }),
  };
}

/**
 * Gauges filled in by the modules that own the state (kept here to avoid import cycles). They run
 * whenever the gauges are collected: for /metrics and for the cluster primary's requests alike.
 */
const snapshots: (() => void)[] = [];
export function onCollect(fn: () => void): void {
  snapshots.push(fn);
}
function runSnapshots() {
  for (const snapshot of snapshots) snapshot();
}

// One set per process, also when the dev server reloads this module.
const globalKey = Symbol.for('kommune-site.metrics');
const holder = globalThis as unknown as Record<symbol, Metrics | undefined>;
export const metrics: Metrics = (holder[globalKey] ??= createMetrics());

if (cluster.isWorker) {
  // Answers the primary's aggregation requests with this registry (the constructor adds
  // prom-client's listener for them).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}

type MetricsText = { body: string; contentType: string };

export async function metricsText(): Promise<MetricsText> {
  if (cluster.isWorker) return clusterMetricsText();
  return { body: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}

/** The sum over all workers, from the cluster primary (which asks each worker over IPC). */
function clusterMetricsText(): Promise<MetricsText> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the cluster primary did not answer for metrics within 10 s'));
    }, 10_000);
    function onMessage(message: unknown) {
      const m = message as { type?: string; id?: string; error?: string } & Partial<MetricsText>;
      if (m?.type !== METRICS_ANSWER || m.id !== id) return;
      done();
      if (m.error || m.body === undefined || m.contentType === undefined) {
        reject(new Error(`cluster metrics: ${m.error ?? 'empty answer'}`));
      } else resolve({ body: m.body, contentType: m.contentType });
    }
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** The kind of route a path is, for the duration label (a small, fixed set). */
function routeTypeOf(pathname: string): string {
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics') return 'health';
  if (pathname.startsWith('/assets/') || pathname.startsWith('/builds/')) return 'static';
  if (pathname.startsWith('/RSC/')) return 'rsc';
  if (pathname.startsWith('/api/')) return 'api';
  if (/^\/(?:__limbo|__tools|__login|__demo)(?:\/|$)/.test(pathname)) return 'tools';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file';
  return 'page';
}

export function observeRequest(pathname: string, method: string, status: number, ms: number) {
  metrics.requestDuration.observe(
    {
      route_type: routeTypeOf(pathname),
      method: method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other',
      status_class: `${Math.floor(status / 100)}xx`,
    },
    ms / 1000,
  );
}

/** Whether `authorization` carries the metrics token (constant-time compare). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const serverKey = Symbol.for('kommune-site.metrics-server');
const servers = globalThis as unknown as Record<symbol, Server | undefined>;

/** Starts the metrics listener on its own port, once per process (by the primary in a cluster). */
export function startMetricsServer(port: number, host = '0.0.0.0'): void {
  if (servers[serverKey] || cluster.isWorker) return;
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metricsText().then(
      ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        log.error({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable');
      },
    );
  });
  server.on('error', (err) => log.error({ err, port }, 'metrics port could not be opened'));
  server.listen(port, host, () => log.info({ port, host }, 'metrics listening'));
  server.unref();
  servers[serverKey] = server;
}
