import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { contentSecurityPolicy, documentScripts } from '#src/server/http/csp.ts';
import { publicPageCacheControl } from '#src/server/cms/freshness.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { newSession, sealSession, SESSION_COOKIE } from '#src/server/auth/session.ts';
import { CMS } from '#tests/support/setup.ts';
import { classifyStep } from './classify-step.ts';
import { doorServer, rawRequest } from './door.test-kit.ts';
import { httpCaching } from './http-caching.ts';
import { methods } from './methods.ts';
import { fullPageCache } from './page-cache-step.ts';
import { requestContext } from './request-context-step.ts';
import { securityHeaders } from './security-headers.ts';

// Step 0 against the steps it stands in for: a Node server with the door in front of the list
// (as scripts/serve.mjs runs it), and a stand-in renderer at the end of the list.

const env = parseEnv({ CMS_API_URL: CMS });
const DOCUMENT = `<!doctype html><title>Affald</title><main>${'<p>Affald og genbrug</p>'.repeat(200)}</main><script>a()</script></html>`;
let renders = 0;
let throughTheList = 0;
let port = 0;

const hono = new Hono();
for (const step of [requestContext, securityHeaders, httpCaching, classifyStep, methods]) {
  hono.use(step);
}
hono.use(fullPageCache);
hono.get('*', (c) => {
  renders++;
  return c.html(DOCUMENT, 200, {
    'cache-control': publicPageCacheControl(env, 10),
    'content-security-policy': contentSecurityPolicy(env, documentScripts(DOCUMENT)),
    vary: 'Cookie',
  });
});

let close: () => Promise<void>;
beforeAll(async () => {
  ({ port, close } = await doorServer(hono, () => throughTheList++));
});
afterAll(() => close());

beforeEach(() => {
  setEnvForTests(env);
  pageCache.clear();
  renders = 0;
  throughTheList = 0;
});

const raw = (path: string, headers: [string, string][] = [], method = 'GET', body?: string) =>
  rawRequest(port, path, headers, method, body);
const HOST: [string, string] = ['Host', 'site.test'];
const get = (path: string, more: [string, string][] = []) => raw(path, [HOST, ...more]);

describe('step 0: the door', () => {
  it('serves a fresh hit with what the list gave it: body, headers, a request id of its own', async () => {
    const miss = await get('/borger/');
    expect(miss.headers['x-cache']).toBe('MISS');
    const viaList = throughTheList;
    const hit = await get('/borger/');
    expect(throughTheList).toBe(viaList); // the door served it
    expect(renders).toBe(1);
    expect(hit.status).toBe(200);
    expect(hit.body.toString()).toBe(DOCUMENT);
    const same = (h: Record<string, string>) => {
      const {
        date,
        'x-request-id': id,
        'x-cache': cache,
        connection,
        'keep-alive': k,
        ...rest
      } = h;
      void [date, id, cache, connection, k];
      return rest;
    };
    expect(same(hit.headers)).toEqual(same(miss.headers));
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    // Compressed as asked, a 304 for a current copy.
    const br = await get('/borger/', [['Accept-Encoding', 'br']]);
    expect(br.headers['content-encoding']).toBe('br');
    const notModified = await get('/borger/', [['If-None-Match', hit.headers.etag!]]);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(throughTheList).toBe(viaList);
  });

  it('keeps the responses it prepares with the cached page, one per Accept-Encoding', async () => {
    await get('/borger/'); // rendered and kept by the list
    const br = await get('/borger/', [['Accept-Encoding', 'br']]);
    const again = await get('/borger/', [['Accept-Encoding', 'br']]);
    expect(again.body.equals(br.body)).toBe(true);
    await get('/borger/'); // a plain body made from the brotli form for this request alone
    const pages = [...pageCache.keys()].map((key) => pageCache.peek(key)!.value);
    expect(pages).toHaveLength(1);
    const prepared = pages[0]!.prepared!;
    expect([...prepared.keys()]).toEqual(['br']);
    expect(prepared.get('br')!.body).toBe(pages[0]!.encoded!.br); // the kept form itself
    expect(prepared.get('br')!.headers['x-request-id']).toBeUndefined(); // made per request
    expect(throughTheList).toBe(1);
  });

  it('with its trick switched off (PERF_DOOR=off) leaves even a hit to the list, which responds the same', async () => {
    const miss = await get('/borger/');
    expect(miss.headers['x-cache']).toBe('MISS');
    process.env.PERF_DOOR = 'off';
    try {
      const viaList = throughTheList;
      const hit = await get('/borger/');
      expect(throughTheList).toBe(viaList + 1); // the list served it
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body.toString()).toBe(DOCUMENT);
      expect(renders).toBe(1);
    } finally {
      delete process.env.PERF_DOOR;
    }
  });

  it('serves every consent choice from the one copy of a page that never read consent', async () => {
    const consent = (approved: string[]): [string, string] => [
      'Cookie',
      `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`,
    ];
    expect((await get('/borger/')).headers['x-cache']).toBe('MISS');
    const viaList = throughTheList;
    for (const more of [[consent(['cookie_cat_necessary'])], [consent(['cookie_cat_marketing'])]]) {
      const hit = await get('/borger/', more);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body.toString()).toBe(DOCUMENT);
    }
    expect(throughTheList).toBe(viaList); // all at the door
    expect(renders).toBe(1);
  });

  it('leaves everything else to the list: other methods, a body, other queries, tools, sessions', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, SAMPLE_BACKEND: '1' })); // the demo user
    const session = `${SESSION_COOKIE}=${await sealSession(newSession('demo'))}`;
    await get('/borger/');
    await get('/1234/');
    const cases: [string, () => Promise<{ status: number }>][] = [
      ['HEAD', () => raw('/borger/', [HOST], 'HEAD')],
      ['POST', () => raw('/borger/', [HOST, ['Content-Length', '2']], 'POST', 'x=')],
      ['a GET with a body', () => raw('/borger/', [HOST, ['Content-Length', '2']], 'GET', 'x=')],
      ['a query never stored', () => get('/borger/?page=2')],
      ['a tools path', () => get('/__limbo/')],
      ['a signed-in site builder', () => get('/borger/', [['Cookie', session]])],
      [
        'an editor with the back-office login, on a node id',
        () => get('/1234/', [['Cookie', 'UMB_UCONTEXT=editor']]),
      ],
    ];
    for (const [label, send] of cases) {
      const before = throughTheList;
      await send();
      expect(throughTheList, label).toBe(before + 1);
    }
  });

  it('gives hostile and odd addresses to the list, which refuses or redirects them', async () => {
    await get('/borger/');
    const odd: [string, [string, string][], number][] = [
      ['/Borger/', [HOST], 301], // not canonical: the list redirects
      ['/borger', [HOST], 301],
      ['/%62orger/', [HOST], 301],
      ['/a%2Fb/', [HOST], 400], // an encoded slash is refused
      [
        '/borger/',
        [
          ['Host', 'site.test'],
          ['Host', 'evil.test'],
        ],
        200,
      ], // the list reads one
      ['/borger/', [['Host', 'evil.test/x']], 400],
      // absolute-form: its host could differ from Host's; refused (raw-target.ts)
      ['http://site.test/borger/', [HOST], 400],
      // targets the URL parser would change: the list redirects them (raw-target.ts)
      ['/a1/../borger/', [HOST], 301],
      ['/borger/./', [HOST], 301],
      ['/x/%2e%2E/borger/', [HOST], 301],
      ['/borger/?', [HOST], 301],
      ['/borger/#x', [HOST], 301],
      ['/umbraco/backoffice/', [HOST], 301],
    ];
    for (const [path, headers, status] of odd) {
      const before = throughTheList;
      const res = await raw(path, headers);
      expect(throughTheList, path).toBe(before + 1);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
    }
  });

  it('never reads repeated Cookie headers its own way (the list reads them once)', async () => {
    await get('/borger/');
    const before = throughTheList;
    await get('/borger/', [
      ['Cookie', 'a=1'],
      ['Cookie', 'b=2'],
    ]);
    expect(throughTheList).toBe(before + 1);
  });
});
