import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageResponse } from '#src/server/cms/page-headers.ts';
import { type PageResult } from '#src/server/cms/page.ts';
import { clearSearchCache } from '#src/server/cms/search.ts';
import { getEnv } from '#src/server/env.ts';
import { publicPageCacheControl } from '#src/server/cms/freshness.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { pageRequest, resolve } from './page.test-kit.ts';

// A list's pages as addresses (decision 032): each page names itself, a page that is not there
// answers 404, and a list that failed is never taken for one that ended.

type Rendered = Extract<PageResult, { kind: 'render' }>;

async function rendered(path: string, query: string): Promise<Rendered> {
  const result = await resolve(path, query, 'Mozilla/5.0');
  if (result.kind !== 'render') throw new Error(`${path}?${query} did not render`);
  return result;
}

/** The calls the backend's list and search endpoints get. */
function listCalls() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/getdata/')) seen.push(url);
  });
  return seen;
}

const headersOf = (result: Rendered, path: string, query: string) =>
  pageResponse(result, pageRequest(path, query), false);

beforeEach(() => {
  clearSearchCache();
});

describe('the pages of a list', () => {
  it('page 2 of 3 is shown as such and names itself; page 1 names no page', async () => {
    const second = await rendered('/nyheder/', 'page=2&utm_source=x');
    expect(second).toMatchObject({ status: 200, canonicalQuery: 'page=2' });
    expect(second.paging).toEqual({
      notAPage: false,
      pagers: [{ group: null, page: 2, pageCount: 3, asked: 2, pastEnd: false }],
    });
    expect((await rendered('/nyheder/', 'page=1')).canonicalQuery).toBe('');
    expect((await rendered('/nyheder/', '')).canonicalQuery).toBe('');
  });

  it('a page past the end answers 404, kept as briefly as any page, and not indexed', async () => {
    const past = await rendered('/nyheder/', 'page=4');
    expect(past.status).toBe(404);
    expect(past.paging?.pagers[0]).toMatchObject({ asked: 4, pageCount: 3, pastEnd: true });
    const { status, headers } = headersOf(past, '/nyheder/', 'page=4');
    expect(status).toBe(404);
    expect(headers).toMatchObject({
      // Without the webhook, 10 s by the clock, as any page (freshness.ts).
      'cache-control': publicPageCacheControl(getEnv(), 10),
      vary: 'Cookie',
      'content-language': 'da',
      'x-robots-tag': 'noindex',
    });
    expect(headers['surrogate-key']).toMatch(/\bpage-\S+/);
  });

  it('the older content.list form, whose backend shows its last page instead, is 404 too', async () => {
    expect((await rendered('/nyheder/arkiv/', 'page=3')).status).toBe(200);
    expect((await rendered('/nyheder/arkiv/', 'page=99')).status).toBe(404);
  });

  it('a ?page= that is not a page number is 404 and asks the list nothing', async () => {
    for (const junk of ['abc', '0', '-2', '1.5', '02', '2abc', '99999999']) {
      const calls = listCalls();
      const result = await rendered('/nyheder/', `page=${encodeURIComponent(junk)}`);
      expect(result, junk).toMatchObject({
        status: 404,
        listing: null,
        paging: { notAPage: true, pagers: [] },
        canonicalQuery: '',
      });
      expect(calls, junk).toEqual([]);
      server.events.removeAllListeners();
    }
  });

  it('a list whose endpoint failed is not "past the end": 200, kept by no cache', async () => {
    server.use(http.get(`${CMS}/api/search/`, () => new HttpResponse('nope', { status: 503 })));
    const failed = await rendered('/nyheder/', 'page=99');
    expect(failed).toMatchObject({ status: 200, listing: { failed: true } });
    expect(failed.paging?.pagers).toEqual([]);
    expect(headersOf(failed, '/nyheder/', 'page=99').headers['cache-control']).toBe('no-store');
  });

  it("a searched list's address keeps its text, as the list reads it", async () => {
    const jobs = await rendered('/job/ledige-stillinger/', 'keywords=%20p%C3%A6dagog%20&x=1');
    expect(jobs).toMatchObject({ status: 200, canonicalQuery: 'keywords=p%C3%A6dagog' });
    expect((await rendered('/job/ledige-stillinger/', 'keywords=p%C3%A6dagog&page=2')).status).toBe(
      404,
    );
  });
});

describe('the pages of search results', () => {
  it('a flat result page past the end is 404; its address keeps the text and the page', async () => {
    const first = await rendered('/da/soegning/', 'cludoquery=affald');
    expect(first).toMatchObject({ status: 200, canonicalQuery: 'cludoquery=affald' });
    expect((await rendered('/da/soegning/', 'cludoquery=affald&page=99')).status).toBe(404);
    expect((await rendered('/da/soegning/', 'cludoquery=affald&page=x')).status).toBe(404);
    // No search, no list: the page itself.
    expect((await rendered('/da/soegning/', 'page=x')).status).toBe(200);
  });

  it('a grouped search pages each group; a group asked past its end is 404', async () => {
    const second = await rendered('/da/soegning-grupperet/', 'cludoquery=genbrug&o1=3&junk=1');
    expect(second).toMatchObject({ status: 200, canonicalQuery: 'cludoquery=genbrug&o1=3' });
    expect(second.paging?.pagers.map((p) => [p.group?.name, p.page, p.pageCount])).toEqual([
      ['Indhold', 2, 2],
      ['Nyheder', 1, 1],
      ['Ledige stillinger', 1, 1],
    ]);
    const past = await rendered('/da/soegning-grupperet/', 'cludoquery=genbrug&o1=300');
    expect(past.status).toBe(404);
    expect(past.paging?.pagers.filter((p) => p.pastEnd).map((p) => p.group?.id)).toEqual(['1']);
  });
});

describe("search in the visitor's language", () => {
  const searchCall = (calls: URL[]) => calls.find((u) => u.pathname === '/api/search/');

  it('the English search page searches the English culture', async () => {
    const calls = listCalls();
    const result = await rendered('/en/search/', 'cludoquery=contact');
    expect(result).toMatchObject({ status: 200, language: 'en' });
    expect(searchCall(calls)?.searchParams.get('contextId')).toBe('1252');
    const urls = result.listing && 'items' in result.listing ? result.listing.items : [];
    expect(urls.map((item) => item.url)).toEqual(['/en/contact/']);
  });

  it("a culture without a search page of its own searches in its language on another's", async () => {
    const calls = listCalls();
    const result = await rendered('/da/soegning/', 'cludoquery=kontakt&overwrite-lang=de');
    expect(result).toMatchObject({
      status: 200,
      language: 'de',
      canonicalQuery: 'cludoquery=kontakt&overwrite-lang=de',
    });
    // Rooted in the German culture (its root's node id, from the site data's cultures).
    expect(searchCall(calls)?.searchParams.get('contextId')).toBe('1260');
    const items = result.listing && 'items' in result.listing ? result.listing.items : [];
    expect(items.map((item) => item.url)).toEqual(['/de/kontakt/']);
  });

  it('the Danish search page searches the Danish pages', async () => {
    const result = await rendered('/da/soegning/', 'cludoquery=kontakt');
    const items = result.listing && 'items' in result.listing ? result.listing.items : [];
    expect(items.map((item) => item.url)).toContain('/kontakt/');
    expect(items.map((item) => item.url)).not.toContain('/de/kontakt/');
  });
});
