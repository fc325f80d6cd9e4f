import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { backendIsReady, callPage } from '#src/server/cms/client.ts';
import { BackendError } from '#src/server/backend-error.ts';
import { rejectionOf } from '#tests/support/rejection.ts';
import { CMS, server } from '#tests/support/setup.ts';

const GETDATA = `${CMS}/umbraco/api/spa/getdata/`;

/** Records the requests the client sends, answering with the sample backend's front page. */
function captureRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, BackendError);

describe('callPage', () => {
  it('makes the page call exactly as Limbo.Umbraco.Spa reads it', async () => {
    const seen = captureRequests();
    await callPage({
      path: '/børn-og-unge/',
      query: new URLSearchParams('page=2&url=/evil/&parts=x&overwrite-lang=en&cache=false'),
      appHost: 'www.example-kommune.dk',
      cookie: 'a=1; b=2',
      noCache: true,
    });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    const url = new URL(req.url);
    expect(`${url.origin}${url.pathname}`).toBe(GETDATA);
    expect([...url.searchParams]).toEqual([
      ['appHost', 'www.example-kommune.dk'],
      ['navContext', 'false'],
      ['navLevels', '2'],
      ['url', '/børn-og-unge/'],
      ['cache', 'false'],
      ['page', '2'],
    ]);
    expect(url.search).toContain('url=%2Fb%C3%B8rn-og-unge%2F');
    expect(req.headers.has('cookie')).toBe(false);
    expect(req.headers.get('x-api-key')).toBe('test-key');
  });

  it('never takes a reserved name from the visitor, in any letter case', async () => {
    const seen = captureRequests();
    const hostile =
      'appHost=evil&APPPROTOCOL=http&navLevels=9&NavContext=true&Parts=site&URL=/admin/' +
      '&siteId=1&pageId=2&culture=en-US&Cache=false&query=x&overwrite-lang=de&keep=1';
    await callPage({ path: '/a/', query: new URLSearchParams(hostile), appHost: 'h' });
    const url = new URL(seen[0]!.url);
    expect([...url.searchParams]).toEqual([
      ['appHost', 'h'],
      ['navContext', 'false'],
      ['navLevels', '2'],
      ['url', '/a/'],
      ['keep', '1'],
    ]);
  });

  it("sends the visitor's address, and no cookie on a call that is no preview", async () => {
    const seen = captureRequests();
    await callPage({
      path: '/a/',
      appHost: 'h',
      clientIp: '203.0.113.7',
      cookie: '__limbo-authenticated=sealed; UMB_UCONTEXT=backoffice; UMB_PREVIEW=1; member=alice',
    });
    expect(seen[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(seen[0]!.headers.has('cookie')).toBe(false);
  });

  it("sends only Umbraco's back-office cookies, and only on a preview call", async () => {
    const seen = captureRequests();
    const cookie =
      '__limbo-authenticated=sealed; member=alice; UMB_UCONTEXT=backoffice; ' +
      'UMB-XSRF-TOKEN=t; UMB_PREVIEW=preview; umb_ucontext=other-case';
    for (const path of ['/1234.aspx', '/umbraco/preview/?id=1234', '/1234/']) {
      await callPage({ path, appHost: 'h', cookie });
    }
    expect(seen.map((r) => r.headers.get('cookie'))).toEqual(
      Array(3).fill('UMB_UCONTEXT=backoffice; UMB_PREVIEW=preview'),
    );
    const none = captureRequests();
    await callPage({ path: '/1234.aspx', appHost: 'h', cookie: 'member=alice' });
    expect(none[0]!.headers.has('cookie')).toBe(false);
  });

  it('sends the first of each back-office cookie as http/cookies.ts reads it, value as sent', async () => {
    const seen = captureRequests();
    const hostile = [
      'UMB_PREVIEW=p=1; UMB_UCONTEXT=a%2Fb; UMB_UCONTEXT=second',
      `${'x=y; '.repeat(20_000)}\xa0UMB_UCONTEXT=nbsp; UMB_UCONTEXT =t ; UMB_UCONTEXT=u`,
      'UMB_UCONTEXT; umb_preview=1',
    ];
    for (const cookie of hostile) await callPage({ path: '/1234/', appHost: 'h', cookie });
    expect(seen.map((r) => r.headers.get('cookie'))).toEqual([
      'UMB_UCONTEXT=a%2Fb; UMB_PREVIEW=p=1',
      'UMB_UCONTEXT=t',
      null,
    ]);
  });

  it('sends the back-office cookie by the name UMBRACO_AUTH_COOKIE_NAME gives', async () => {
    setEnvForTests(
      parseEnv({
        CMS_API_URL: CMS,
        CMS_API_KEY: 'test-key',
        UMBRACO_AUTH_COOKIE_NAME: 'KOMMUNE_BO',
      }),
    );
    const seen = captureRequests();
    await callPage({
      path: '/1234.aspx',
      appHost: 'h',
      cookie: 'UMB_UCONTEXT=default-name; KOMMUNE_BO=editor',
    });
    expect(seen[0]!.headers.get('cookie')).toBe('KOMMUNE_BO=editor');
  });

  it('reads the answer of any HTTP status by meta.code (418 redirect, 401 preview)', async () => {
    server.use(
      http.get(GETDATA, () =>
        HttpResponse.json(
          { meta: { code: 301, error: 'Page has moved' }, data: { url: '/ny/', permanent: true } },
          { status: 418 },
        ),
      ),
    );
    const answer = await callPage({ path: '/a/', appHost: 'h' });
    expect(answer).toMatchObject({ httpStatus: 418, meta: { code: 301 }, data: { url: '/ny/' } });
  });

  it('sends parts when asked and omits cache otherwise', async () => {
    const seen = captureRequests();
    await callPage({ path: '/x/', parts: ['site', 'content'], appHost: 'h' });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('parts')).toBe('site,content');
    expect(url.searchParams.has('cache')).toBe(false);
    expect(seen[0]!.headers.has('cookie')).toBe(false);
  });

  it('reads meta.code from a JSON body whatever the HTTP status', async () => {
    server.use(
      http.get(GETDATA, () => HttpResponse.json({ meta: { code: 404 } }, { status: 404 })),
    );
    await expect(callPage({ path: '/x/', appHost: 'h' })).resolves.toMatchObject({
      meta: { code: 404 },
    });
  });

  it('reports a timeout', async () => {
    server.use(
      http.get(GETDATA, async () => {
        await delay(2000);
        return HttpResponse.json({ meta: { code: 200 } });
      }),
    );
    const err = await failureOf(callPage({ path: '/x/', appHost: 'h' }));
    expect(err.failure).toBe('timeout');
  });

  it('reports an unreachable backend', async () => {
    server.use(http.get(GETDATA, () => HttpResponse.error()));
    expect((await failureOf(callPage({ path: '/x/', appHost: 'h' }))).failure).toBe('unreachable');
  });

  it('reports malformed JSON and answers in a shape the app cannot read', async () => {
    server.use(http.get(GETDATA, () => new HttpResponse('{"meta":', { status: 200 })));
    expect((await failureOf(callPage({ path: '/x/', appHost: 'h' }))).failure).toBe('malformed');
    server.use(http.get(GETDATA, () => HttpResponse.json({ meta: { code: 'two hundred' } })));
    expect((await failureOf(callPage({ path: '/x/', appHost: 'h' }))).failure).toBe('malformed');
    server.use(http.get(GETDATA, () => HttpResponse.json([1, 2, 3])));
    expect((await failureOf(callPage({ path: '/x/', appHost: 'h' }))).failure).toBe('malformed');
  });

  it('reports an HTTP error without JSON with its status', async () => {
    server.use(http.get(GETDATA, () => new HttpResponse('<h1>oops</h1>', { status: 503 })));
    const err = await failureOf(callPage({ path: '/x/', appHost: 'h' }));
    expect(err.failure).toBe('status');
    expect(err.httpStatus).toBe(503);
  });
});

describe('backendIsReady', () => {
  it('is ready when the root answers page-shaped, whatever other pages do', async () => {
    server.use(
      http.get(GETDATA, ({ request }) =>
        new URL(request.url).searchParams.get('url') === '/'
          ? undefined
          : new HttpResponse('broken', { status: 500 }),
      ),
    );
    expect(await backendIsReady()).toBe(true);
  });

  it('is not ready when the root answer has no usable site or no meta.code', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    server.use(http.get(GETDATA, () => HttpResponse.json({ meta: { code: 200 }, site: 'x' })));
    expect(await backendIsReady()).toBe(false);
    server.use(http.get(GETDATA, () => HttpResponse.json({ site: {} })));
    expect(await backendIsReady()).toBe(false);
  });
});
