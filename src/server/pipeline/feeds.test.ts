import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { pages } from '#mocks/fixtures/pages.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { errorHtml } from '#src/server/pipeline/error-html.ts';
import { log } from '#src/server/log.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { FEED_MAX_ITEMS } from '#src/server/seo/feed.ts';
import { ORIGIN, parseRss as parse } from '#src/server/seo/feed.test-kit.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { classifyStep } from './classify-step.ts';
import { feeds, listFeed } from './feeds.ts';
import { methods } from './methods.ts';

const GETDATA = `${CMS}/umbraco/api/spa/getdata/`;
const SEARCH = `${CMS}/api/search/`;

const feedOf = (listPath: string, origin = ORIGIN) =>
  runWithRequestContext(undefined, () =>
    listFeed({ listPath, host: 'www.example-kommune.dk', origin, clientIp: null }),
  );

describe('listFeed', () => {
  it('a list page on the search endpoint: its newest items, asked for FEED_MAX_ITEMS at once', async () => {
    const limits: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/search')) {
        limits.push(new URL(request.url).searchParams.get('limit'));
      }
    });
    const result = await feedOf('/nyheder/');
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(limits).toEqual([String(FEED_MAX_ITEMS)]);
    const feed = parse(result.xml);
    expect(feed.title).toBe('Nyheder | Eksempel Kommune');
    expect(feed.items).toHaveLength(30);
    expect(feed.items[0]).toMatchObject({
      title: 'Ny genbrugsstation åbner i Eksempelby Nord',
      link: `${ORIGIN}/nyheder/ny-genbrugsstation-aabner-i-eksempelby-nord/`,
    });
  });

  it('a list page with content.list: its items', async () => {
    const result = await feedOf('/nyheder/arkiv/');
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(parse(result.xml).items).toHaveLength(12);
  });

  it('a search endpoint answering more than asked is cut at the bound', async () => {
    server.use(
      http.get(SEARCH, () =>
        HttpResponse.json({
          data: Array.from({ length: 120 }, (_, i) => ({
            id: 9000 + i,
            url: `/n/${i}/`,
            title: `N${i}`,
          })),
          pagination: { limit: 120, offset: 0, total: 120 },
        }),
      ),
    );
    server.use(
      http.get(GETDATA, () =>
        HttpResponse.json({
          meta: { code: 200 },
          content: { id: 77001, name: 'Liste', url: '/liste/', template: 'ListPage' },
        }),
      ),
    );
    const result = await feedOf('/liste/');
    expect(result).toMatchObject({ status: 200, items: FEED_MAX_ITEMS });
  });

  it('pages that are not list pages, redirects, unknown pages and previews have no feed', async () => {
    expect(await feedOf('/borger/')).toMatchObject({ status: 404, reason: 'not a list page' });
    expect(await feedOf('/')).toMatchObject({ status: 404 });
    expect(await feedOf('/findes-ikke/')).toMatchObject({ status: 404 });
    expect(await feedOf('/gammel-side/')).toMatchObject({ status: 404 });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    expect(await feedOf('/x/umbraco/preview/=1234=/')).toMatchObject({
      status: 404,
      reason: 'preview address',
    });
    expect(calls).toEqual([]);
    // An all-number path is the published page (never node 1234's draft): asked for as `//1234/`.
    expect(await feedOf('/1234/')).toMatchObject({ status: 404 });
    expect(calls.map((url) => new URL(url).searchParams.get('url'))).toEqual(['//1234/']);
  });

  it('a backend that is down or answers garbage gives 503', async () => {
    faults.mode = 'down';
    expect(await feedOf('/nyheder/')).toMatchObject({ status: 503 });
    faults.mode = 'garbage';
    expect(await feedOf('/nyheder/arkiv/')).toMatchObject({ status: 503 });
  });

  it('a failing search endpoint gives 503', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(SEARCH, () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
      http.get(GETDATA, () =>
        HttpResponse.json({
          meta: { code: 200 },
          content: { id: 77002, name: 'Liste', url: '/liste2/', template: 'ListPage' },
        }),
      ),
    );
    expect(await feedOf('/liste2/')).toMatchObject({
      status: 503,
      reason: 'search endpoint failed',
    });
  });
});

/** The pipeline's steps 6, 7 and the feed step in front of a stand-in for the rest. */
function app() {
  const hono = new Hono();
  hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  hono.use(classifyStep);
  hono.use(methods);
  hono.use(feeds);
  hono.all('*', (c) => c.text('rest of the pipeline'));
  hono.notFound((c) => c.html(errorHtml(404), 404));
  return hono;
}

describe('the feed step', () => {
  it('GET and HEAD answer RSS, cached like pages', async () => {
    const res = await app().request(`http://www.example-kommune.dk/nyheder/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=10/);
    const feed = parse(await res.text());
    expect(feed.items[0]!.link).toBe(
      'http://www.example-kommune.dk/nyheder/ny-genbrugsstation-aabner-i-eksempelby-nord/',
    );
    const head = await app().request('http://www.example-kommune.dk/nyheder/feed.xml', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/rss+xml');
  });

  it('other methods are refused with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app().request('http://h/nyheder/feed.xml', { method, body: 'x' });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('a non-list page, an unknown page and odd paths give 404; other files go on', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    for (const path of ['/borger/feed.xml', '/findes-ikke/feed.xml', '/feed.xml']) {
      const res = await app().request(`http://h${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toMatch(/Error:|at \w+ \(/);
    }
    expect(await (await app().request('http://h/nyheder/andet.xml')).text()).toBe(
      'rest of the pipeline',
    );
    // A malformed escape is refused before any step reads it.
    expect((await app().request('http://h/nyheder/%E0%A4%A/feed.xml')).status).toBe(400);
  });

  it('forwarded headers choose no origin unless TRUSTED_PROXIES says so', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const res = await app().request('http://www.example-kommune.dk/nyheder/feed.xml', {
      headers: forged,
    });
    const text = await res.text();
    expect(text).not.toContain('evil.example');
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_TIMEOUT_MS: '300', TRUSTED_PROXIES: '1' }));
    const trusted = await app().request('http://127.0.0.1/nyheder/feed.xml', {
      headers: { 'x-forwarded-host': 'www.example-kommune.dk', 'x-forwarded-proto': 'https' },
    });
    expect(parse(await trusted.text()).link).toBe(`${ORIGIN}/nyheder/`);
  });

  it('a backend outage answers 503 with a log line and no stack trace', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    const res = await app().request('http://h/nyheder/feed.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.text()).not.toMatch(/BackendError|at \w+ \(/);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/nyheder/' }),
      'feed failed',
    );
  });

  it('every list page of the sample has a feed, and only those', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const listPages = Object.entries(pages)
      .filter(
        ([, e]) => (e as { content?: { template?: string } }).content?.template === 'ListPage',
      )
      .map(([path]) => path);
    expect(listPages).toEqual(['/nyheder/', '/nyheder/arkiv/']);
    for (const path of listPages) {
      expect((await app().request(`http://h${path}feed.xml`)).status, path).toBe(200);
    }
  });
});
