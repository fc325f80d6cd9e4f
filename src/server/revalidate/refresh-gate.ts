import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../log.ts';
import { hasApplied } from './bus.ts';
import { refreshedByNginx } from './nginx.ts';
import type { LogPosition } from './publish-log.ts';

/**
 * nginx's refresh after a publish (purge.ts, decision 041) names the publish it follows:
 * `X-Limbo-Publish: <epoch>/<id>`, its place in the publish log. nginx passes the header on only
 * from its loopback-only `/__purge/` location (deploy/nginx.conf clears it everywhere else). An
 * instance answers such a request only once it has applied that publish; else 503 `no-store`,
 * which nginx does not store, and it asks the next instance (`proxy_next_upstream http_503`),
 * so an instance that missed the publish never puts the old page back into nginx's cache.
 *
 * Only with NGINX_PURGE_URL set (the only sender); else the header means nothing here.
 */
export const PUBLISH_HEADER = 'x-limbo-publish';

/** How long a refresh waits for this process to read the log to its end. */
const APPLY_WAIT_MS = 2_000;

/** `<epoch>/<id>` as bus.ts makes them, or null. */
export function parsePublishHeader(value: string | string[] | undefined): LogPosition | null {
  if (typeof value !== 'string') return null;
  const m = /^([\w-]{8,40})\/(\d{1,15}-\d{1,10})$/.exec(value);
  return m ? { epoch: m[1]!, id: m[2]! } : null;
}

export const publishHeaderValue = (at: LogPosition) => `${at.epoch}/${at.id}`;

/** Whether `headers` are those of nginx's refresh after a publish (let in by `refreshGate`). */
export function isPublishRefresh(headers: Headers): boolean {
  return (
    refreshedByNginx() && parsePublishHeader(headers.get(PUBLISH_HEADER) ?? undefined) !== null
  );
}

/**
 * For a request that carries PUBLISH_HEADER: answers 503 itself and returns true when this process
 * has not applied that publish; else returns false, for the pipeline to answer. There a page the
 * publish made stale is checked before it is handed to nginx, never served as it is
 * (page-cache-step.ts). A header of the wrong shape is refused (400).
 */
export async function refreshGate(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<boolean> {
  if (!refreshedByNginx()) return false;
  const at = parsePublishHeader(incoming.headers[PUBLISH_HEADER]);
  const refuse = (status: number, text: string) => {
    outgoing.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(status === 503 ? { 'retry-after': '1' } : {}),
    });
    outgoing.end(text);
    return true;
  };
  if (!at) {
    log.warn('nginx refresh refused: X-Limbo-Publish is not <epoch>/<id>');
    return refuse(400, 'bad X-Limbo-Publish\n');
  }
  if (!(await hasApplied(at, APPLY_WAIT_MS))) {
    log.warn(
      { publish: publishHeaderValue(at) },
      'nginx refresh refused: publish not applied here',
    );
    return refuse(503, 'publish not applied here yet\n');
  }
  return false;
}
