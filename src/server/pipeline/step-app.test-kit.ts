import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { beforeEach } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { errorHtml } from '#src/server/pipeline/error-html.ts';
import { requestModel } from '#src/server/request/request-model.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS } from '#tests/support/setup.ts';

// What the pipeline steps' tests share: the steps of src/server-entry.tsx that run without Waku's
// renderer, each in front of a stand-in for the rest of the pipeline (a terminal handler), sent
// through Hono's `app.request()`. Imported by tests only.

/** What the Node server hands the app as `c.env` (the step reads the socket's address there). */
export type Bindings = { incoming?: { url?: string; socket?: { remoteAddress?: string } } };

/** Every stand-in's call count, reset before each test so no test depends on another. */
const counters: { count: number }[] = [];
beforeEach(() => {
  for (const calls of counters) calls.count = 0;
});

/** The stand-in terminal handler, and how often the request reached it. */
export function terminal(handler: Handler = (c) => c.text('rendered')) {
  const calls = { count: 0 };
  counters.push(calls);
  const handle: Handler = (c, next) => {
    calls.count++;
    return handler(c, next);
  };
  return { handle, calls };
}

/** A stand-in for the router that echoes what it saw. */
export const echo: Handler = (c) =>
  c.json({ path: new URL(c.req.url).pathname, kind: requestModel().kind, method: c.req.method });

/**
 * `steps` in front of `handler`, with the server entry's not-found page. Without step 1 in front,
 * a request context is set up as the first step would (classify and the page cache write to it).
 */
export function app(steps: MiddlewareHandler[], handler: Handler, { withContext = true } = {}) {
  const hono = new Hono();
  if (withContext) hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  for (const step of steps) hono.use(step);
  hono.all('*', handler);
  hono.notFound((c) => c.html(errorHtml(404), 404));
  return hono;
}

/**
 * Sent as a socket would deliver it: the URL parsed once, as @hono/node-server parses it, and
 * the request line's target as sent in `c.env.incoming.url` (raw-target.ts reads it there).
 */
export const request = (hono: Hono, target: string, init: RequestInit = {}, env?: Bindings) =>
  hono.request(new Request(`http://site.test${target}`, init), undefined, {
    ...env,
    incoming: { url: target, ...env?.incoming },
  });

export const useEnv = (vars: Record<string, string>) =>
  setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_API_KEY: 'test-key', ...vars }));

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
