// The request target as the client sent it, before any URL parser resolved it.
//
// @hono/node-server (and the door) parse `Host` + the request line's target with WHATWG's URL
// parser, which resolves `.` and `..` segments (also spelt `%2e`), cuts a `#…` off, and
// percent-encodes a few characters. A cache in front (nginx) keys on the target as sent, the
// app on the parsed path: `/a1/../om-kommunen/` is a new key in front and the real page's key
// here. So a target the parser would change is never served under the parsed path: a document
// is redirected to its canonical form, anything else refused (classify-step.ts).

/** Why the request line's target is refused before classification, or null. */
export type RawTarget =
  | { kind: 'as-parsed' } // the parser changed nothing: classify decides the rest
  | { kind: 'not-canonical' } // the parser changed it: serve only its canonical form
  | { kind: 'refused'; reason: string }; // not an origin-form target

/** The raw target Node's server received, from Hono's `c.env` (the Node bindings), if any. */
export function rawTargetOf(env: unknown): string | undefined {
  const url = (env as { incoming?: { url?: unknown } } | undefined)?.incoming?.url;
  return typeof url === 'string' ? url : undefined;
}

/**
 * Compares the target as sent with the URL parsed from it. Without a raw target (a request made
 * in-process, a test) the URL is taken as sent.
 */
export function checkRawTarget(raw: string | undefined, url: URL): RawTarget {
  if (raw === undefined) return { kind: 'as-parsed' };
  // The absolute form (`GET http://host/path`) lets the target name a host the Host header does
  // not; no browser or proxy in front of this site sends it to an origin server.
  if (!raw.startsWith('/')) return { kind: 'refused', reason: 'not an origin-form target' };
  const query = raw.indexOf('?');
  const path = query < 0 ? raw : raw.slice(0, query);
  const search = query < 0 ? '' : raw.slice(query);
  // An empty `?` is dropped by the parser: `/a?` is `/a`, a second spelling of the page.
  if (path !== url.pathname || search !== url.search) return { kind: 'not-canonical' };
  return { kind: 'as-parsed' };
}
