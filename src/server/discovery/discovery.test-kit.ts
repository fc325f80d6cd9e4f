import { runWithRequestContext } from '#src/server/request-context.ts';
import { server, setTestEnv } from '#tests/support/setup.ts';
import { clearDiscoveryCache, discoveryResponse } from './files.ts';
import type { DiscoveryHost } from './host.ts';

// What the discovery files' tests share. Imported by tests only; each test file starts each
// test with `freshDiscovery` (HOST known, nothing kept).

export const HOST = 'www.example-kommune.dk';
export const ORIGIN = `http://${HOST}`;

/** The test environment with HOST in PUBLIC_HOSTS (a known host), and `extra`. */
const testEnv = (extra: Record<string, string> = {}) =>
  setTestEnv({ PUBLIC_HOSTS: HOST, ...extra });
export const useEnv = testEnv;

/** Before each test: HOST known (useEnv), and no served or backend file kept. */
export function freshDiscovery() {
  testEnv();
  clearDiscoveryCache();
}

/** The discovery response to `url` (GET), with request headers. */
export async function get(url: string, headers: Record<string, string> = {}) {
  const res = await runWithRequestContext(undefined, () =>
    discoveryResponse(new URL(url).pathname, new Request(url, { headers })),
  );
  if (!res) throw new Error(`no discovery response for ${url}`);
  return { res, body: await res.text() };
}

/** Every backend call of SEO files: path and the Host header the backend saw. */
export function seoCalls() {
  const calls: { path: string; host: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt')
      calls.push({ path: pathname, host: request.headers.get('host') });
  });
  return calls;
}

export const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

export const host = (origin = ORIGIN): DiscoveryHost => ({
  origin,
  appHost: new URL(origin).hostname,
  siteHosts: new Set([new URL(origin).hostname, 'cms.test']),
  known: true,
});
