/**
 * Which route Waku 0.27.5 renders for a request, computed with Waku's own code: the other half of
 * the access guard's differential test (the guard must decide on the route Waku really renders).
 *
 * The route table is Waku's: `fsRouter` (waku/router/server, the same function src/server-entry.tsx
 * calls) over the same `import.meta.glob` of src/pages/, the modules' real `getConfig` and export
 * names, only their components and handlers swapped for inert markers that name their file. Its
 * `unstable_getRouterConfigs()` gives the configs in Waku's own priority order
 * (router/create-pages.js:549-553). Every decoding step below calls Waku's function; only the
 * few lines that chain them are repeated here, and `wakuProcessRequest` (async) runs Waku's real
 * `getInput` and the router's real `handleRequest` instead, so the tests check that this replay
 * and Waku agree.
 *
 * What Waku does with a request (files under node_modules/waku/dist unless named otherwise):
 * 1. @hono/node-server (dist/index.mjs:16-24, :206-207): a `\` before any `?` is refused (400),
 *    then the URL is `new URL(`http://${host}${incoming.url}`)`: WHATWG parsing resolves `.`,
 *    `..`, `%2e` and `%2e%2e` segments, percent-encodes spaces, quotes and non-ASCII, keeps `//`.
 * 2. lib/utils/request.js:4-5 `new URL(req.url)`, `removeBase(pathname, '/')` (path.js:182-190;
 *    basePath '/' and rscBase 'RSC' are the defaults, lib/vite-rsc/plugin.js:17,21).
 * 3. request.js:6 `pathname = decodeURI(url.pathname)`: a malformed escape throws here, outside
 *    `processRequest`'s try (lib/vite-rsc/handler.js:20), so the app's `onError` answers (500).
 * 4. request.js:7,10-11: only a raw pathname starting with `/RSC/` (case-sensitive, not decoded
 *    first) is an RSC request: `rscPath = decodeRscPath(decodeURI(rest))`. decodeRscPath
 *    (lib/utils/rsc-path.js:20-34) throws unless it ends with `.txt` (case-sensitive), strips
 *    `.txt`, then one leading `_` and one trailing `_`. An `F/…` rscPath is a server function
 *    (rsc-path.js:49-60, request.js:13-28): a GET has no body, so it throws (request.js:77-80).
 *    Other paths are SSR with `pathname` (request.js:67-74); so is a POST that is not a form
 *    (request.js:44-66; a form POST runs its action, then routes the same way).
 * 5. router/define-router.js:255 `getPathConfigItem(input.pathname)` first: the first config
 *    (route or API) whose spec `getPathMapping` (path.js:122-180) accepts; it splits the pathname
 *    on `/` and drops empty segments, so `//a///b/` matches like `/a/b`, and `%2F` stays inside a
 *    segment. An API match is served right away (define-router.js:256-261), even for `/RSC/…`.
 * 6. RSC (define-router.js:264-287): `S/…` is a slice id (common.js:56-61; none here: 404);
 *    otherwise getEntriesForRoute (:144-230): `decodeRoutePath(rscPath)` (router/common.js:37-48)
 *    throws unless it starts with `R`; `R/_root` is `/`; `R/__x` is `/_x`; anything else drops
 *    the `R`, so `R//___limbo/x` is `//___limbo/x` (segments `___limbo`, `x`). Then the route
 *    match on that (:148; not a route: null, so `processRequest` returns null and the request
 *    falls through to the app's 404), then `decodeURI` again for the page's `path` prop (:160).
 * 7. SSR (define-router.js:330-373): no match and no /404 page: null. A match: renderIt
 *    `encodeRoutePath(pathname)` (common.js:22-36), which throws on a trailing slash (Waku's
 *    500), then getEntriesForRoute on it (the same match, then the second `decodeURI`).
 * 8. lib/vite-rsc/handler.js:28-58: a throw inside handleRequest becomes a text answer with the
 *    error's status (500); null becomes null (the app's next step), except at `/` (fallback HTML).
 *
 * The input is the URL Waku is handed. The pipeline serves only requests at their canonical
 * path and rewrites one thing before Waku sees them: cms-page.ts `wakuUrlOf` drops a document's
 * trailing slash (and methods.ts hands HEAD on an API on as GET). The differential test
 * (src/server/pipeline/guard.differential.test.ts) gives this function the URL as handed. (Before
 * issue 21, classify-step.ts collapsed `//` after deciding: `/RSC/R//___limbo/x.txt` reached
 * Waku as `/RSC/R/___limbo/x.txt`, the tools page, without a session.)
 */
import type { ReactElement } from 'react';
import { fsRouter } from 'waku/router/server';
// Waku's internals are not in its package exports; they are imported by file, from the one
// installed copy, the same code the build bundles (dist/server/assets/server-entry-*.js).
/* eslint-disable no-restricted-imports */
import { getErrorInfo } from '../../node_modules/waku/dist/lib/utils/custom-errors.js';
import {
  getPathMapping,
  pathSpecAsString,
  removeBase,
  type PathSpec,
} from '../../node_modules/waku/dist/lib/utils/path.js';
import { getInput } from '../../node_modules/waku/dist/lib/utils/request.js';
import {
  decodeFuncId,
  decodeRscPath,
  encodeRscPath,
} from '../../node_modules/waku/dist/lib/utils/rsc-path.js';
import {
  decodeRoutePath,
  decodeSliceId,
  encodeRoutePath,
  ROUTE_ID,
} from '../../node_modules/waku/dist/router/common.js';
import { METHODS } from '../../node_modules/waku/dist/router/create-pages.js';
/* eslint-enable no-restricted-imports */

/** The route Waku renders: the page (or API) and how the request reached it. */
export type WakuRoute = {
  /** Waku's `pathSpecAsString` of the route: `/__limbo/configuration-overview`, `/[...page]`, `/`, `/api/theme`. */
  route: string;
  /** The module under src/pages/, e.g. `__limbo/configuration-overview.tsx`. */
  file: string;
  /** A page, or an API handler. */
  type: 'page' | 'api';
  /** An RSC payload request (`/RSC/…`) rather than a document. */
  isRsc: boolean;
  /** The path the route was matched against (decoded once). */
  pathname: string;
  /** The `path` prop the page is given (decoded twice); for an API, `pathname`. */
  pathProp: string;
};

/** Everything Waku can do with a request. */
export type WakuOutcome =
  | ({ kind: 'route' } & WakuRoute)
  /** A POST to `/RSC/F/….txt`: Waku runs that server function, whatever the path. */
  | { kind: 'action'; actionId: string }
  /** Waku answers with this status itself (a text body: the thrown error's message). */
  | { kind: 'error'; status: number; message: string }
  /** Waku throws before it answers; the app's `onError` answers (500). */
  | { kind: 'throws'; message: string }
  /** The server refuses the request line before any app code (@hono/node-server: 400). */
  | { kind: 'refused'; message: string }
  /** Waku answers its fallback HTML (no route). */
  | { kind: 'fallback' }
  /** Waku answers nothing; the app's next handler does (here: its 404). */
  | { kind: 'none' };

/** GET and HEAD; a POST carries a body that is not a form (a form POST routes like a GET). */
export type WakuMethod = 'GET' | 'HEAD' | 'POST';

const BASE_PATH = '/'; // lib/vite-rsc/plugin.js:17 (waku.config.ts keeps the default)
const RSC_PREFIX = '/RSC/'; // lib/vite-rsc/plugin.js:21, lib/utils/request.js:7
const HOST = 'http://waku.test';

// The same glob as src/server-entry.tsx (waku-route.test.ts checks they stay the same).
const pages = import.meta.glob(
  [
    '/src/pages/**/*.{tsx,ts}',
    '!/src/pages/**/*.test.{tsx,ts}',
    '!/src/pages/**/*.test-kit.{tsx,ts}',
  ],
  { base: '/src/pages' },
);

type Marker = ((...args: unknown[]) => Response) & { file: string };

/** Stands in for a page component or an API handler: an element of it renders nothing. */
function marker(file: string): Marker {
  const fn = () => new Response(null, { headers: { 'x-waku-route-file': file } });
  return Object.assign(fn, { file });
}

/** The file of the marker an element (a page Waku would render) was made of. */
const markedFile = (element: unknown) => ((element as ReactElement).type as unknown as Marker).file;

/** The module with its real `getConfig` and export names, every other export a marker. */
function inert(file: string, mod: Record<string, unknown>): Record<string, unknown> {
  const name = file.replace(/^\.\//, '');
  return Object.fromEntries(
    Object.keys(mod).map((key) => [key, key === 'getConfig' ? mod[key] : marker(name)]),
  );
}

/** Waku's router over the app's pages (their components and handlers inert). */
export const router = fsRouter(
  Object.fromEntries(
    Object.entries(pages).map(([file, load]) => [
      file,
      async () => inert(file, (await load()) as Record<string, unknown>),
    ]),
  ),
);

type Config = Awaited<ReturnType<typeof router.unstable_getRouterConfigs>>[number];
type RouteEntry = {
  type: 'route' | 'api';
  route: string;
  file: string;
  path: PathSpec;
  /** The methods an API answers (`handlers[method] ?? handlers.all`, create-pages.js:529). */
  methods: string[];
  noSsr: boolean;
};

/** The route table, in Waku's order (create-pages.js:549-553), each entry with its file. */
export const routeTable: RouteEntry[] = [];
for (const config of await router.unstable_getRouterConfigs()) {
  if (config.type === 'slice') continue; // none in this app; a slice request finds none either
  const path = config.path;
  const route = pathSpecAsString(path);
  if (config.type === 'route') {
    const file = pageFileOf(config);
    routeTable.push({ type: 'route', route, file, path, methods: [], noSsr: !!config.noSsr });
  } else {
    const answers = await Promise.all(METHODS.map((method) => apiFileOf(config, method)));
    const file = answers.find(Boolean);
    if (!file) throw new Error(`no handler in API ${route}`);
    const methods = METHODS.filter((_, i) => answers[i]);
    routeTable.push({ type: 'api', route, file, path, methods, noSsr: false });
  }
}

function pageFileOf(config: Extract<Config, { type: 'route' }>): string {
  for (const [id, element] of Object.entries(config.elements)) {
    if (!id.startsWith('page:')) continue;
    return markedFile(element.renderer({ pathname: '/', query: undefined }));
  }
  throw new Error(`no page element in ${pathSpecAsString(config.path)}`);
}

async function apiFileOf(config: Extract<Config, { type: 'api' }>, method: string) {
  try {
    const res = await config.handler(new Request(`${HOST}/`, { method }));
    return res.headers.get('x-waku-route-file');
  } catch {
    return null; // "API method not found"
  }
}

/** define-router.js:127-131: the first route or API whose spec accepts the pathname. */
const configOf = (pathname: string) =>
  routeTable.find((item) => !!getPathMapping(item.path, pathname));

const has404 = routeTable.some((item) => item.type === 'route' && item.route === '/404');
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** @hono/node-server dist/index.mjs:16-24, :206-207: the URL the app and Waku are handed. */
function serverUrl(rawPathWithQuery: string): URL | { refused: string } {
  if (!rawPathWithQuery.startsWith('/')) {
    throw new Error(`a request path starts with /: ${rawPathWithQuery}`);
  }
  const backslash = rawPathWithQuery.indexOf('\\');
  const query = rawPathWithQuery.indexOf('?');
  if (backslash !== -1 && (query === -1 || backslash < query)) {
    return { refused: 'Backslash in request path' };
  }
  return new URL(`${HOST}${rawPathWithQuery}`);
}

/**
 * What Waku 0.27.5 does with a request for this path (and query), as the path arrives at Waku:
 * a route, an error, or nothing. Synchronous; the steps are those in the header, each a call of
 * Waku's own function.
 */
export function wakuOutcomeOf(rawPathWithQuery: string, method: WakuMethod = 'GET'): WakuOutcome {
  const url = serverUrl(rawPathWithQuery);
  if (!(url instanceof URL)) return { kind: 'refused', message: url.refused };
  // getInput (lib/utils/request.js:4-75): its throws escape processRequest (handler.js:20).
  const stripped = removeBase(url.pathname, BASE_PATH);
  let pathname: string;
  let rscPath: string | null = null;
  let actionId: string | null = null;
  try {
    pathname = decodeURI(stripped);
    if (stripped.startsWith(RSC_PREFIX)) {
      rscPath = decodeRscPath(decodeURI(stripped.slice(RSC_PREFIX.length)));
      actionId = decodeFuncId(rscPath);
      if (actionId && method !== 'POST')
        throw new Error('missing request body for server function');
    }
  } catch (err) {
    return { kind: 'throws', message: messageOf(err) };
  }
  // handleRequest (router/define-router.js:233-375); handler.js:28-39 answers its throws.
  try {
    const found = configOf(pathname);
    if (found?.type === 'api') return apiOutcome(found, method, rscPath !== null, url, pathname);
    if (actionId) return { kind: 'action', actionId };
    if (rscPath !== null) {
      if (decodeSliceId(rscPath) !== null) return none(url);
      const route = routeOfRscPath(rscPath, true);
      return route ? { kind: 'route', ...route } : none(url);
    }
    if (found?.noSsr) return { kind: 'fallback' };
    if (found) {
      try {
        const route = routeOfRscPath(encodeRoutePath(pathname), false);
        return route ? { kind: 'route', ...route } : none(url);
      } catch (err) {
        if (getErrorInfo(err)?.status !== 404) throw err;
      }
    }
    if (has404) {
      const route = routeOfRscPath(encodeRoutePath('/404'), false);
      return route ? { kind: 'route', ...route } : none(url);
    }
    return none(url);
  } catch (err) {
    return { kind: 'error', status: getErrorInfo(err)?.status || 500, message: messageOf(err) };
  }
}

/** The route Waku renders for this request, or null when it renders none (an error, a 404). */
export function wakuRouteOf(
  rawPathWithQuery: string,
  method: WakuMethod = 'GET',
): WakuRoute | null {
  const outcome = wakuOutcomeOf(rawPathWithQuery, method);
  if (outcome.kind !== 'route') return null;
  const { route, file, type, isRsc, pathname, pathProp } = outcome;
  return { route, file, type, isRsc, pathname, pathProp };
}

/** The RSC payload URL of a route path, as Waku's client asks for it: `/__limbo` → `/RSC/R/___limbo.txt`. */
export const wakuRscUrlOf = (routePath: string) =>
  RSC_PREFIX + encodeRscPath(encodeRoutePath(routePath));

/** handler.js:43-58: null is no answer, except at `/` (the fallback HTML). */
const none = (url: URL): WakuOutcome =>
  url.pathname === '/' ? { kind: 'fallback' } : { kind: 'none' };

/** define-router.js:256-261, create-pages.js:526-534: the API's handler for the method. */
function apiOutcome(
  found: RouteEntry,
  method: WakuMethod,
  isRsc: boolean,
  url: URL,
  pathname: string,
): WakuOutcome {
  if (!found.methods.includes(method)) {
    const handed = new URL(url);
    handed.pathname = pathname;
    const message = `API method not found: ${method}for path: ${handed.pathname}`;
    return { kind: 'error', status: 500, message };
  }
  const { route, file } = found;
  return { kind: 'route', route, file, type: 'api', isRsc, pathname, pathProp: pathname };
}

/** getEntriesForRoute (define-router.js:144-161): the page route of an rscPath, or null. */
function routeOfRscPath(rscPath: string, isRsc: boolean): WakuRoute | null {
  const pathname = decodeRoutePath(rscPath);
  const found = configOf(pathname);
  if (found?.type !== 'route') return null;
  const pathProp = decodeURI(pathname);
  return { route: found.route, file: found.file, type: 'page', isRsc, pathname, pathProp };
}

/**
 * The same question answered by running Waku itself: its `getInput` and the fsRouter's
 * `handleRequest` on a real `Request`, with renderers that only record what they are given,
 * then handler.js:18-58's handling of the result. The oracle `wakuOutcomeOf` is tested against.
 */
export async function wakuProcessRequest(
  rawPathWithQuery: string,
  method: WakuMethod = 'GET',
): Promise<WakuOutcome> {
  const url = serverUrl(rawPathWithQuery);
  if (!(url instanceof URL)) return { kind: 'refused', message: url.refused };
  const body = method === 'POST' ? '[]' : null;
  const req = new Request(url, { method, body, headers: { 'content-type': 'text/plain' } });
  const actions: string[] = [];
  const decodeReply = async () => [];
  const unused = () => {
    throw new Error('not a form');
  };
  let input: Awaited<ReturnType<typeof getInput>>;
  try {
    const config = { basePath: BASE_PATH, rscBase: RSC_PREFIX.slice(1, -1) };
    input = await getInput(
      req,
      config as Parameters<typeof getInput>[1],
      undefined,
      decodeReply,
      unused,
      unused,
      async (id: string) => {
        actions.push(id);
        return async () => undefined;
      },
    );
  } catch (err) {
    return { kind: 'throws', message: messageOf(err) };
  }
  const rendered: Record<string, unknown>[] = [];
  let res: Awaited<ReturnType<typeof router.handleRequest>>;
  try {
    res = await router.handleRequest(input, {
      renderRsc: async (elements) => {
        rendered.push(elements);
        return new ReadableStream();
      },
      parseRsc: async () => ({}),
      renderHtml: async (_stream, _html, options) =>
        new Response('html', { status: options.status ?? 200 }),
      loadBuildMetadata: async () => undefined,
    });
  } catch (err) {
    return { kind: 'error', status: getErrorInfo(err)?.status || 500, message: messageOf(err) };
  }
  const file = res instanceof Response ? res.headers.get('x-waku-route-file') : null;
  if (file) {
    const { route } = routeTable.find((item) => item.type === 'api' && item.file === file)!;
    const { pathname } = input;
    const isRsc = input.type === 'component';
    return { kind: 'route', route, file, type: 'api', isRsc, pathname, pathProp: pathname };
  }
  if (input.type === 'function') return { kind: 'action', actionId: actions[0]! };
  if (res === 'fallback') return { kind: 'fallback' };
  const entries = rendered.find((elements) => ROUTE_ID in elements);
  if (!res || !entries) return none(url);
  const [pathProp] = entries[ROUTE_ID] as [string, string];
  const [id, page] = Object.entries(entries).find(([key]) => key.startsWith('page:'))!;
  return {
    kind: 'route',
    route: id.slice('page:'.length),
    file: markedFile(page),
    type: 'page',
    isRsc: input.type === 'component',
    // Not in what Waku renders: the rscPath (or the SSR pathname) decoded as Waku does.
    pathname: input.type === 'component' ? decodeRoutePath(input.rscPath) : input.pathname,
    pathProp,
  };
}
