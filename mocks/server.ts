// The embedded sample backend: serves the msw handlers (mocks/handlers.ts) over real HTTP, so the
// site talks to it exactly as it would to a Limbo Umbraco backend: the page call
// (`/umbraco/api/spa/getdata/`), search and lists (`/api/search/`), feedback (`/api/feedback`),
// the subscription token (`/api/subscriptions/token`) and GraphQL (`/graphql`), and `/media/…`.
// `npm start` starts it when CMS_API_URL is unset.
//
// Test control (loopback only): `POST /__sample/fault?mode=down|slow|garbage|error500|html502|none`,
// `POST /__sample/theme?alias=dark` (no alias: back to the fixture's theme) and
// `POST /__sample/revoke-tokens` (forgets every issued subscription token, so the next GraphQL
// call is unauthenticated). `POST /__sample/publish` with JSON `{ url, title }` changes a page's
// title, `{ url, unpublished: true[, bare: true] }` takes it down (meta.code 404, or a bare HTTP
// 404), `{ reset: true }` forgets every change. `GET /__sample/stats` answers `{ requests, byKind,
// latencyMs }`: the backend calls answered so far (everything but `/__sample/` and the consent
// script), by kind (`page`, `list`, `media`, `other`). `GET /consent/uc.js` serves a stand-in for
// Cookie Information's consent script.
//
// SAMPLE_SITE=generated serves the generated municipality (SAMPLE_PAGES pages, default 2,400;
// mocks/fixtures/generated-site.ts) over the sample. SAMPLE_LATENCY_MS delays every backend answer
// by that many milliseconds, as a real Umbraco over the network would (default: 80 with the
// generated site, else 0, so the e2e suite stays fast).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { logLine } from '../scripts/log-line.mjs';
import { samplePagesOf } from './fixtures/generated-site.ts';
import {
  FAULT_MODES,
  faults,
  handlers,
  publications,
  revokeSubscriptionTokens,
  sampleSettings,
  type FaultMode,
} from './handlers.ts';

/** SAMPLE_LATENCY_MS, or its default: 80 ms for the generated site, else none. */
export function sampleLatencyMs(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number.parseInt(env.SAMPLE_LATENCY_MS ?? '', 10);
  if (Number.isFinite(set) && set >= 0) return Math.min(set, 60_000);
  return env.SAMPLE_SITE === 'generated' ? 80 : 0;
}

type RequestKind = 'page' | 'list' | 'media' | 'other';
const kindOf = (path: string): RequestKind =>
  path.startsWith('/umbraco/api/spa/getdata')
    ? 'page'
    : path.startsWith('/api/') && path.includes('search')
      ? 'list'
      : path.startsWith('/media/')
        ? 'media'
        : 'other';

/** One server's settings and counts. */
type Backend = {
  latencyMs: number;
  stats: { requests: number; byKind: Record<RequestKind, number> };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(req: IncomingMessage, res: ServerResponse, backend: Backend) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (url.pathname === '/__sample/stats' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ ...backend.stats, latencyMs: backend.latencyMs }));
    return;
  }
  if (url.pathname === '/__sample/fault' && req.method === 'POST') {
    const mode = url.searchParams.get('mode') as FaultMode;
    if (!FAULT_MODES.includes(mode)) {
      res.writeHead(400).end(`mode must be one of ${FAULT_MODES.join(', ')}`);
      return;
    }
    faults.mode = mode;
    faults.slowMs = Number(url.searchParams.get('ms')) || 10_000;
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/__sample/theme' && req.method === 'POST') {
    const alias = url.searchParams.get('alias');
    sampleSettings.themeAlias = alias && /^[\w-]{1,40}$/.test(alias) ? alias : null;
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/__sample/revoke-tokens' && req.method === 'POST') {
    revokeSubscriptionTokens();
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/__sample/publish' && req.method === 'POST') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 4096) break;
      chunks.push(chunk as Buffer);
    }
    let body: {
      url?: unknown;
      title?: unknown;
      unpublished?: unknown;
      bare?: unknown;
      reset?: unknown;
    };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      res.writeHead(400).end('the body must be JSON');
      return;
    }
    if (body.reset === true) {
      publications.clear();
      res.writeHead(204).end();
      return;
    }
    if (typeof body.url !== 'string' || !/^\/[^?#\s]{0,300}$/.test(body.url)) {
      res.writeHead(400).end('url must be a path');
      return;
    }
    publications.set(body.url, {
      ...(typeof body.title === 'string' ? { title: body.title.slice(0, 200) } : {}),
      unpublished: body.unpublished === true,
      bare: body.bare === true,
    });
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/consent/uc.js') {
    // The consent platform's stand-in (mocks/consent/standin.js).
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(new URL('./consent/standin.js', import.meta.url)));
    return;
  }
  const kind = kindOf(url.pathname);
  backend.stats.requests++;
  backend.stats.byKind[kind]++;
  if (backend.latencyMs > 0) await sleep(backend.latencyMs);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const response = await getResponse(
    handlers,
    new Request(url, { method: req.method, headers, body }),
  );
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"meta":{"code":404}}');
    return;
  }
  if (response.type === 'error') {
    // msw's network error: drop the connection, as a dead backend would.
    req.socket.destroy();
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function startSampleBackend(
  port = 0,
  host = '127.0.0.1',
  { latencyMs = sampleLatencyMs() }: { latencyMs?: number } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const backend: Backend = {
    latencyMs,
    stats: { requests: 0, byKind: { page: 0, list: 0, media: 0, other: 0 } },
  };
  const server = createServer((req, res) => {
    handle(req, res, backend).catch((err: unknown) => {
      logLine('error', 'sample backend error', {
        err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
      });
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.SAMPLE_BACKEND_PORT ?? 3100);
  const { url } = await startSampleBackend(port);
  logLine('info', `sample backend: ${url}`, {
    role: 'sample-backend',
    url,
    ...(process.env.SAMPLE_SITE === 'generated'
      ? { site: 'generated', pages: samplePagesOf(process.env.SAMPLE_PAGES) }
      : {}),
    latencyMs: sampleLatencyMs(),
  });
  // Started by a launcher over IPC: end with it, even when it was killed.
  if (process.send) process.on('disconnect', () => process.exit(0));
}
