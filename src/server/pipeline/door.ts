import type { IncomingMessage, ServerResponse } from 'node:http';
import { getEnv } from '../env.ts';
import { prepareResponse, type PreparedResponse } from '../http/representation.ts';
import type { Encoding } from '../http/negotiation.ts';
import { countResponse, pageBytes, type CachedPage } from '../cache/cached-page.ts';
import { pageCache, freshPage } from '../cache/page-cache.ts';
import { pageCacheKey } from '../cache/page-keys.ts';
import type { RequestLike } from '../http/proxy.ts';
import { requestIdOf } from '../request-context.ts';
import { decideRequest, handOn } from './classify-step.ts';
import { logRequest, pipelineStarted } from './request-context-step.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { trickOn } from '../perf/tricks.ts';
import { PUBLISH_HEADER, refreshGate } from '../revalidate/refresh-gate.ts';

/**
 * 0. The door (decision 036): an anonymous GET whose response the page cache holds fresh is
 * served from Node's request listener, before Hono, Waku and the list of steps. Everything else
 * goes down the list, which then looks again (and renders, coalesces or serves stale).
 *
 * The door decides nothing of its own. It runs the very functions the steps run, in their
 * order: step 1's request id and access log, step 4's decision (`decideRequest`: a refused or
 * non-canonical address, and `/umbraco/*`, go down the list to be served there), step 8's key
 * and response, with step 2's security headers. What step 4 decided goes down the list with a
 * request the door does not serve, so no request is classified, or its session unsealed,
 * twice. It can only replay what the pipeline itself stored for this key: a response that step 8
 * found public, for the same canonical path, query, origin and cookie variant. A cached response
 * is the same bytes for every visitor, so there is nothing to make per request but its id.
 *
 * A fresh hit through the list cost about 60 % more CPU than writing the same bytes with
 * node:http (the lightweight Request, Waku's fetch, Hono's dispatch and 17 steps), which
 * capped a cached page at 68 % of a raw server. At the door it costs a few microseconds more.
 */
export async function respondAtTheDoor(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<boolean> {
  // nginx's refresh after a publish: only from a process that has applied it (refresh-gate.ts).
  if (incoming.headers[PUBLISH_HEADER] !== undefined && (await refreshGate(incoming, outgoing))) {
    return true;
  }
  // Only once the pipeline has set this process up (the metrics port, the revalidation bus).
  if (incoming.method !== 'GET' || !pipelineStarted() || !trickOn('door')) return false;
  const target = incoming.url ?? '';
  const host = incoming.headers.host;
  // A body on a GET, an absolute-form target or an odd Host header: the list's to serve.
  if (incoming.headers['content-length'] || incoming.headers['transfer-encoding']) return false;
  if (!target.startsWith('/') || !host || !HOST.test(host) || repeats(incoming)) return false;
  const started = performance.now();
  const scheme = (incoming.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
  let url: URL;
  try {
    // The URL @hono/node-server gives the pipeline for this request (`newRequest`).
    url = new URL(`${scheme}://${host}${target}`);
  } catch {
    return false;
  }
  const req = lightRequest(incoming, url.href);
  // Step 4, decided once: a request the door does not serve takes this decision down the list.
  const decided = await decideRequest(url, target, 'GET', req.headers.get('cookie'));
  handOn(incoming, url.href, decided);
  // Refused, moved (`/a/../b/`, `/umbraco/*`, not canonical): the list's to serve.
  if (decided.kind !== 'model') return false;
  const model = decided.model;
  const pageKey = pageCacheKey(req, model, url);
  const kept = pageKey ? freshPage(pageKey) : undefined;
  if (!kept) return false;
  const { page, key } = kept;
  const prepared = preparedFor(req, page) ?? prepare(req, page, key);
  const headers = { ...prepared.headers };
  // A proxy's request id only from a trusted proxy (step 1).
  const given = getEnv().trustedProxies > 0 ? req.headers.get('x-request-id') : null;
  headers['x-request-id'] = requestIdOf(given);
  outgoing.writeHead(prepared.status, headers);
  outgoing.end(prepared.body ?? undefined);
  countResponse(page);
  logRequest(url.pathname, 'GET', prepared.status, performance.now() - started);
  return true;
}

/** At most this many prepared responses per page (one per spelling of Accept-Encoding). */
const MAX_PREPARED = 8;

/** The response prepared for this request's encoding, when it is still the page's current form. */
function preparedFor(req: RequestLike, page: CachedPage): PreparedResponse | undefined {
  if (req.headers.get('if-none-match') !== null) return undefined; // a 304 is checked afresh
  const ready = page.prepared?.get(req.headers.get('accept-encoding') ?? '');
  return ready && isKeptForm(page, ready) ? ready : undefined;
}

/** Whether the body of `prepared` is the form of the page it keeps for that encoding now. */
function isKeptForm(page: CachedPage, prepared: PreparedResponse): boolean {
  const encoding = prepared.headers['content-encoding'] as Encoding | undefined;
  const current = encoding ? page.encoded?.[encoding] : page.body;
  return current !== undefined && current === prepared.body;
}

/**
 * Step 8's response with step 2's headers, as a plain object written straight to Node, kept with
 * the page for the next request that asks the same way.
 */
function prepare(req: RequestLike, page: CachedPage, key: string): PreparedResponse {
  const bytes = pageBytes(page);
  const prepared = prepareResponse(req, page);
  const { headers } = prepared;
  headers['x-cache'] = 'HIT';
  addSecurityHeaders(prepared.status, headers);
  if (pageBytes(page) !== bytes) pageCache.remeasure(key); // a compressed form made now
  // Kept only when its body is a form the page keeps: a form made for this response alone (a
  // compact page's gzip or plain body) would otherwise be held with the page as long as it.
  if (
    prepared.status === 200 &&
    isKeptForm(page, prepared) &&
    req.headers.get('if-none-match') === null
  ) {
    const byEncoding = (page.prepared ??= new Map());
    if (byEncoding.size < MAX_PREPARED) {
      byEncoding.set(req.headers.get('accept-encoding') ?? '', prepared);
    }
  }
  return prepared;
}

/** A Host header the door takes: a name or an address, and a port (else the list decides). */
const HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i;

/**
 * Whether the request repeats the Host or Cookie header. Node joins repeated Cookie headers with
 * `; `, the pipeline's Headers with `, `, so the two could read different cookies: such a
 * request goes down the list, which reads it one way.
 */
function repeats(incoming: IncomingMessage): boolean {
  const raw = incoming.rawHeaders;
  let host = 0;
  let cookie = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') host++;
    else if (name.length === 6 && name.toLowerCase() === 'cookie') cookie++;
  }
  return host > 1 || cookie > 1;
}

/** What the steps' functions read of a request, straight from Node's request. */
function lightRequest(incoming: IncomingMessage, url: string): RequestLike {
  return {
    url,
    method: 'GET',
    headers: {
      get(name: string) {
        const value = incoming.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}
