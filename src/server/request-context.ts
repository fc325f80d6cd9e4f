import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
/**
 * Per-request state: the request id for log lines, the client, and what the pipeline decided
 * once. A leaf: it imports nothing of the app's. The request model (`request`) and the page
 * value (`page`) are added to it by request/request-model.ts and cms/page-value.ts, which own
 * those shapes: typed values, set once each by their step.
 */
export interface RequestContext {
  requestId: string;
  /** The visitor's address (proxy.ts), sent to the backend as X-Forwarded-For. */
  clientIp: string | null;
  /** The signed-in site builder on tools pages (set by the access guard). */
  toolsUser?: { name: string };
  /** What a step decided about the response, for the steps on the way out (pipeline/response.ts). */
  response: { final?: boolean; consentRead?: boolean };
  /**
   * The speed tricks switched on for this request (perf/tricks.ts), each read from the
   * environment once per request: a read of `process.env` costs about 1 µs, and a page asks for
   * `prerendered` once per fragment.
   */
  tricks?: Record<string, boolean>;
  /**
   * What this request's render was made from, so that a kept copy can be checked against the
   * backend after a publish instead of being rendered again (cms/backend-cache.ts `loadAnswer`):
   * one check per backend answer read; null once it read something that cannot be checked so
   * (a list or a search).
   */
  sources?: { unchanged: () => Promise<boolean> }[] | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A proxy's request id when it is one (from a trusted proxy only: the caller's decision), else a new one. */
export const requestIdOf = (given: string | null | undefined): string =>
  given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();

export function runWithRequestContext<T>(
  requestId: string | undefined,
  fn: () => T,
  clientIp: string | null = null,
): T {
  const ctx: RequestContext = {
    requestId: requestIdOf(requestId),
    clientIp,
    response: {},
  };
  return storage.run(ctx, fn);
}

export function getRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
