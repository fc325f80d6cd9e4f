import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { faults, publications } from '#mocks/handlers.ts';
import { log } from '#src/server/log.ts';
import { pageResponse } from '#src/server/cms/page-headers.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import {
  cachedCode,
  cachePage,
  pageRequest,
  resolve as visit,
  resetPageCachesEachTest,
} from './page.test-kit.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { forgetSitesForTests } from '#src/server/cms/site-contact.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { CMS, server } from '#tests/support/setup.ts';

const GETDATA = `${CMS}/umbraco/api/spa/getdata/`;

// Most cases visit as a browser; the cache-dropping cases (`visit`) as the kit's plain visitor.
const BROWSER = 'Mozilla/5.0';
const request = (path: string, query = '') => pageRequest(path, query, BROWSER);
const resolve = (path: string, query?: string, ua: string | null = BROWSER) =>
  visit(path, query, ua);

function partsSent() {
  const parts: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    parts.push(new URL(request.url).searchParams.get('parts'));
  });
  return parts;
}

describe('resolvePage', () => {
  it('renders a content page with its site and language', async () => {
    const result = await resolve('/borger/');
    expect(result).toMatchObject({ kind: 'render', status: 200, language: 'da' });
    if (result.kind !== 'render') throw new Error();
    expect(result.page?.title).toBe('Borger');
    expect(result.page?.template).toBe('content-page-layout');
    expect(result.site?.name).toBe('Eksempel Kommune');
    expect(result.site?.burgerNav.length).toBeGreaterThan(0);
  });

  it('picks the language: overwrite-lang, else the site culture, else da', async () => {
    expect(await resolve('/en/')).toMatchObject({ language: 'en' });
    expect(await resolve('/en/', 'overwrite-lang=de')).toMatchObject({ language: 'de' });
    expect(await resolve('/borger/', 'overwrite-lang=xx')).toMatchObject({ language: 'da' });
    faults.mode = 'down';
    expect(await resolve('/borger/')).toMatchObject({ language: 'da', status: 502 });
  });

  it('follows the meta.redirect form with a 301, keeping the query', async () => {
    expect(await resolve('/gammel-side/', 'a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/borger/affald-og-genbrug/?a=1',
    });
  });

  it('follows the generic data.url form; permanent false gives 307', async () => {
    expect(await resolve('/midlertidig/')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/borger/',
    });
    server.use(
      http.get(GETDATA, () =>
        HttpResponse.json({
          meta: { code: 301, error: 'moved' },
          data: { url: 'https://other.dk/x', permanent: true },
        }),
      ),
    );
    expect(await resolve('/y/', 'a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: 'https://other.dk/x',
    });
  });

  it('renders the CMS not-found page with 404 although HTTP said 200', async () => {
    const result = await resolve('/findes-ikke/');
    expect(result).toMatchObject({ kind: 'render', status: 404 });
    if (result.kind !== 'render') throw new Error();
    expect(result.page?.title).toBe('Siden blev ikke fundet');
  });

  it('asks only for the parts it uses (site, content), once, also for a 404', async () => {
    const parts = partsSent();
    const result = await resolve('/findes-ikke/');
    expect(parts).toEqual(['site,content']);
    expect(result).toMatchObject({ status: 404, page: { title: 'Siden blev ikke fundet' } });
  });

  it('shows the generic page when the 404 has no content', async () => {
    server.use(http.get(GETDATA, () => HttpResponse.json({ meta: { code: 404 } })));
    expect(await resolve('/findes-ikke/')).toMatchObject({ status: 404, page: null, site: null });
  });

  it('always answers 404 for /element-test/ and /testing-no-data-blocks/', async () => {
    for (const path of ['/element-test/', '/testing-no-data-blocks/']) {
      const parts = partsSent();
      expect(await resolve(path)).toMatchObject({ kind: 'render', status: 404 });
      expect(parts).toEqual(['site,content']);
      server.events.removeAllListeners();
    }
  });

  it.each([
    ['error500', 500],
    ['down', 502],
    ['garbage', 502],
    ['html502', 502],
    ['slow', 504],
  ] as const)('maps a backend fault (%s) to %i with a log line', async (mode, status) => {
    faults.mode = mode;
    faults.slowMs = 1000;
    const errors = vi.spyOn(log, 'error');
    expect(await resolve('/borger/')).toMatchObject({ kind: 'render', status, page: null });
    expect(errors).toHaveBeenCalled();
  });

  it('gives crawlers a 503 for a failing backend and logs it as a warning', async () => {
    faults.mode = 'down';
    const warn = vi.spyOn(log, 'warn');
    expect(await resolve('/borger/', '', 'Googlebot/2.1')).toMatchObject({ status: 503 });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ bot: true }), 'page failed');
  });

  it('calls the backend once for the same page asked twice at once (the backend cache coalesces)', async () => {
    const parts = partsSent();
    await runWithRequestContext(undefined, async () => {
      await Promise.all([resolvePage(request('/borger/')), resolvePage(request('/borger/'))]);
    });
    expect(parts).toHaveLength(1);
  });
});

describe('resolvePage: the real envelope', () => {
  const withCookie = (path: string, query: string, cookie: string | null) =>
    runWithRequestContext(undefined, () =>
      resolvePage(pageRequest(path, query, BROWSER, { cookie })),
    );

  it('follows a redirect answered with HTTP 418 (older packages)', async () => {
    expect(await resolve('/gammel-side-418/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/borger/',
    });
  });

  it('asks for a preview by url with the back-office cookie, and never from the cache', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url));
    });
    for (const [path, query] of [
      ['/1234/', ''],
      ['/1234.aspx', ''],
      ['/umbraco/preview/', 'id=1234'],
    ] as const) {
      const result = await withCookie(path, query, 'UMB_UCONTEXT=ok');
      expect(result, path).toMatchObject({ status: 200, preview: true });
      if (result.kind !== 'render') throw new Error();
      expect(result.page?.title).toBe('Parkering (kladde)');
    }
    expect(seen.map((u) => u.searchParams.get('url'))).toEqual([
      '/1234.aspx',
      '/1234.aspx',
      '/umbraco/preview/?id=1234',
    ]);
    expect(seen.every((u) => u.searchParams.get('cache') === 'false')).toBe(true);
  });

  it('says a preview needs an Umbraco login when the backend answers 401', async () => {
    expect(await withCookie('/umbraco/preview/', 'id=1234', null)).toMatchObject({
      kind: 'render',
      status: 401,
      page: null,
      preview: true,
      reason: 'preview-login',
    });
  });

  // Regression (issue 23): every all-number path was a preview, so /112/ and /2030/ answered 401.
  it('reads an all-number path as the published page without the back-office login', async () => {
    const seen: URL[] = [];
    const cookies: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url));
      cookies.push(request.headers.get('cookie'));
    });
    // A visitor's other cookies, and Umbraco's preview cookie alone, are no back-office login.
    for (const cookie of [null, 'UMB_PREVIEW=1; member=alice', 'UMB_UCONTEXT=']) {
      const result = await withCookie('/2030/', '', cookie);
      expect(result, String(cookie)).toMatchObject({ status: 200, preview: false });
      if (result.kind !== 'render') throw new Error();
      expect(result.page?.title).toBe('Vision 2030');
    }
    expect(await withCookie('/112/', '', null)).toMatchObject({ status: 404, preview: false });
    // Asked for in the spelling the package reads as a page, with no cookie, from the cache.
    expect(seen.map((u) => u.searchParams.get('url'))).toEqual(['//2030/', '//112/']);
    expect(seen.every((u) => u.searchParams.get('cache') === null)).toBe(true);
    expect(cookies).toEqual([null, null]);
  });

  it('reads an all-number path as node N’s preview with the back-office login, never cached', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url));
    });
    for (let i = 0; i < 2; i++) {
      const result = await withCookie('/2030/', '', 'member=alice; UMB_UCONTEXT=editor');
      expect(result).toMatchObject({ status: 200, preview: true });
      if (result.kind !== 'render') throw new Error();
      expect(result.page?.title).toBe('Vision 2030 (kladde)');
    }
    expect(seen.map((u) => u.searchParams.get('url'))).toEqual(['/2030.aspx', '/2030.aspx']);
    expect(seen.every((u) => u.searchParams.get('cache') === 'false')).toBe(true);
  });

  it('asks the search endpoint for a list page without content.list, 12 a page', async () => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url));
    });
    const result = await resolve('/nyheder/', 'page=2');
    if (result.kind !== 'render') throw new Error();
    const search = seen.find((u) => u.pathname === '/api/search/');
    expect(search?.searchParams.get('contextId')).toBe(result.page?.id);
    expect(search?.searchParams.get('limit')).toBe('12');
    expect(search?.searchParams.get('offset')).toBe('12');
    expect(result.listing).toMatchObject({ offset: 12, limit: 12 });
  });

  it('renders the page with a failed listing when the search endpoint fails', async () => {
    server.use(http.get(`${CMS}/api/search/`, () => new HttpResponse('nope', { status: 500 })));
    const error = vi.spyOn(log, 'error');
    const result = await resolve('/nyheder/');
    expect(result).toMatchObject({ status: 200, listing: { failed: true } });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500 }),
      'search endpoint failed',
    );
    // Kept by no cache: a failing endpoint must not be multiplied into every visitor's copy
    // (regression: the failure page was stored as a 200 by the app and by nginx).
    expect(pageResponse(result, pageRequest('/nyheder/'), false).headers['cache-control']).toBe(
      'no-store',
    );
    expect(pageResponse(result, pageRequest('/nyheder/'), true).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('searches on the search page with the visitor text', async () => {
    const result = await resolve('/da/soegning/', 'cludoquery=affald');
    if (result.kind !== 'render') throw new Error();
    expect(
      result.listing && 'items' in result.listing && result.listing.items.length,
    ).toBeGreaterThan(0);
  });

  it('renders the recorded real answer', async () => {
    const result = await resolve('/da/forside/');
    expect(result).toMatchObject({ status: 200, site: { name: 'Slagelse Intranet' } });
  });
});

describe('a backend 404 evicts the page it had cached (stale-if-error never brings it back)', () => {
  resetPageCachesEachTest();

  it('meta.code 404 on any call for the page drops every cached copy of it', async () => {
    expect(await visit('/borger/')).toMatchObject({ status: 200 });
    expect(await visit('/borger/', 'page=2')).toMatchObject({ status: 200 });
    await cachePage('page-key', '/borger/');
    expect(cachedCode('/borger/')).toBe(200);

    publications.set('/borger/', { unpublished: true });
    // A visitor asks for a variant the cache does not hold: the backend says 404.
    expect(await visit('/borger/', 'utm=x')).toMatchObject({ status: 404 });
    expect(cachedCode('/borger/')).toBeUndefined();
    expect(cachedCode('/borger/', 'page=2')).toBeUndefined();
    expect(cachedCode('/borger/', 'utm=x')).toBe(404); // the newest truth stays
    expect(pageCache.peek('page-key')).toBeUndefined();

    // The backend goes down: no stale copy of the unpublished page is left to serve.
    faults.mode = 'down';
    expect(await visit('/borger/')).toMatchObject({ status: 502, page: null });
    expect(await visit('/borger/', 'page=2')).toMatchObject({ status: 502, page: null });
  });

  it('a bare HTTP 404 (no JSON) is not found too: 404, and no stale copy', async () => {
    expect(await visit('/kontakt/')).toMatchObject({ status: 200 });
    publications.set('/kontakt/', { unpublished: true, bare: true });
    expect(await visit('/kontakt/', 'x=1')).toMatchObject({ status: 404 });
    expect(cachedCode('/kontakt/')).toBeUndefined();
    faults.mode = 'down';
    expect(await visit('/kontakt/')).toMatchObject({ status: 502 });
  });

  it('a 404 for a page nobody cached drops nothing else', async () => {
    await visit('/borger/');
    await visit('/findes-ikke/');
    expect(cachedCode('/borger/')).toBe(200);
  });
});

describe('error pages in the visitor’s language (issue 23)', () => {
  // Regression: /en/does-not-exist/ showed the Danish NotFoundPage under lang="en".
  it('shows the NotFoundPage only in the visitor’s language, else the generic page in it', async () => {
    const english = await resolve('/en/findes-ikke/');
    expect(english).toMatchObject({ status: 404, language: 'en', page: null });
    if (english.kind !== 'render') throw new Error();
    expect(english.site?.culture).toBe('en-US'); // the English site's menus and footer stay
    const danish = await resolve('/findes-ikke/');
    expect(danish).toMatchObject({ status: 404, language: 'da' });
    if (danish.kind !== 'render') throw new Error();
    expect(danish.page?.title).toBe('Siden blev ikke fundet');
  });

  // Regression: without site data (an outage) every error page was Danish.
  it('takes the language of the path’s culture when the backend gives no site', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    expect(await resolve('/en/contact/')).toMatchObject({ status: 502, language: 'en' });
    expect(await resolve('/de/kontakt/')).toMatchObject({ status: 502, language: 'de' });
    expect(await resolve('/borger/')).toMatchObject({ status: 502, language: 'da' });
    expect(await resolve('/de/kontakt/', 'overwrite-lang=en')).toMatchObject({ language: 'en' });
  });
});

describe('who to call on a 5xx (issue 23)', () => {
  it('gives the last good site data’s name and phone number, without a backend call', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    forgetSitesForTests();
    expect(await resolve('/borger/')).toMatchObject({ status: 200, contact: null });
    faults.mode = 'down';
    const calls = partsSent();
    expect(await resolve('/job/')).toMatchObject({
      status: 502,
      contact: { name: 'Eksempel Kommune', phone: '+45 70 00 00 00' },
    });
    expect(calls).toHaveLength(1); // the page call only: no call for site data
  });

  it('falls back to MUNICIPALITY_NAME and MUNICIPALITY_PHONE, else nobody', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    forgetSitesForTests();
    faults.mode = 'error500';
    expect(await resolve('/borger/')).toMatchObject({ status: 500, contact: null });
    setEnvForTests(
      parseEnv({
        CMS_API_URL: CMS,
        CMS_TIMEOUT_MS: '300',
        MUNICIPALITY_NAME: 'Konfigureret Kommune',
        MUNICIPALITY_PHONE: '+45 11 22 33 44',
      }),
    );
    expect(await resolve('/borger/')).toMatchObject({
      status: 500,
      contact: { name: 'Konfigureret Kommune', phone: '+45 11 22 33 44' },
    });
  });
});

describe('a slow backend (issue 23, decision 033)', () => {
  // Regression: visitors waited the whole timeout (8 s) even when a stale page was kept.
  it('gives the stale page after a second when one is kept', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_TIMEOUT_MS: '5000' }));
    expect(await resolve('/borger/')).toMatchObject({ status: 200 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11_000); // past the 10 s the answer is fresh
      faults.mode = 'slow';
      faults.slowMs = 3000;
      const started = performance.now();
      expect(await resolve('/borger/')).toMatchObject({ status: 200 });
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(1500);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the error page (504) at the timeout when none is kept', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_TIMEOUT_MS: '400' }));
    faults.mode = 'slow';
    faults.slowMs = 3000;
    const started = performance.now();
    expect(await resolve('/borger/')).toMatchObject({ status: 504 });
    expect(performance.now() - started).toBeLessThan(900);
  });
});

describe('what a render was made from (checked after a publish instead of rendering again)', () => {
  resetPageCachesEachTest();
  const sourcesOf = async (path: string) =>
    runWithRequestContext(undefined, async () => {
      await resolvePage(request(path));
      return getRequestContext()!.sources;
    });

  it('records each backend answer read; the check says whether the backend still says the same', async () => {
    const sources = await sourcesOf('/kontakt/');
    expect(sources).toHaveLength(1);
    expect(await sources![0]!.unchanged()).toBe(true);
    publications.set('/kontakt/', { title: 'Kontakt os nu' });
    expect(await sources![0]!.unchanged()).toBe(false);
  });

  it('a page with a list cannot be checked so: it is rendered again', async () => {
    expect(await sourcesOf('/nyheder/')).toBeNull();
  });
});
