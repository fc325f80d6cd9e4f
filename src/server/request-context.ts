import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Per-request state: the request id for log lines and a memo for work done once per request. */
export type RequestContext = {
  requestId: string;
  /** The visitor's address (proxy.ts), sent to the backend as X-Forwarded-For. */
  clientIp: string | null;
  memo: Map<string, unknown>;
  /** The signed-in site builder, when the request carries a valid session (classify step). */
  toolsUser?: { name: string };
  /** For one person: a valid session, a preview or `cache=false` (personal.ts). */
  personal?: boolean;
  /** Language of the page being served, once known (for error pages). */
  language?: 'da' | 'en' | 'de';
  /** Status and headers the rendered page decided on; the pipeline applies them. */
  response: { status?: number; headers: Record<string, string> };
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(
  requestId: string | undefined,
  fn: () => T,
  clientIp: string | null = null,
): T {
  const ctx: RequestContext = {
    requestId: requestId && /^[\w.-]{1,64}$/.test(requestId) ? requestId : randomUUID(),
    clientIp,
    memo: new Map(),
    response: { headers: {} },
  };
  return storage.run(ctx, fn);
}

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `fn` once per request for `key`; outside a request it just runs. */
export function memoPerRequest<T>(key: string, fn: () => T): T {
  const ctx = storage.getStore();
  if (!ctx) return fn();
  if (!ctx.memo.has(key)) ctx.memo.set(key, fn());
  return ctx.memo.get(key) as T;
}
