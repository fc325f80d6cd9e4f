import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { resolve } from './page.test-kit.ts';
import { reshapeListSource } from './reshape.ts';
import { rawSearchFiltersSchema } from './schemas.ts';
import { backendPath, clearSearchCache, search } from './search.ts';
import type { ListSource } from '../types.ts';

// Lists and search in every answer shape the packages send (decision 028), the
// guard on a list's endpoint, and the list pages and search pages of the sample backend.

const ctx = { mediaBase: CMS, templates: undefined } as unknown as Parameters<typeof search>[1];
const JOBS = `${CMS}/api/jobs/search/`;

/** Every URL the backend is asked for during the test. */
function callsSeen() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}

const source = (endpoint: string | null, extra: Partial<ListSource> = {}): ListSource => ({
  endpoint,
  textField: 'keywords',
  params: [],
  ...extra,
});

const item = (id: number) => ({ id, url: `/side-${id}/`, title: `Side ${id}` });

beforeEach(() => {
  clearSearchCache();
});

describe('the answer shapes', () => {
  const answer = (body: unknown) =>
    server.use(http.get(JOBS, () => HttpResponse.json(body as Record<string, unknown>)));
  const ask = () => search({ source: source('/api/jobs/search/'), page: 1 }, ctx);

  it('reads the flat answer (Limbo.Nuxt.Search): items, total and paging', async () => {
    answer({ data: [item(1), item(2)], pagination: { limit: 2, offset: 2, total: 9 } });
    expect(await ask()).toMatchObject({
      items: [{ id: '1', name: 'Side 1', url: '/side-1/' }, { id: '2' }],
      total: 9,
      limit: 2,
      offset: 2,
    });
  });

  it('reads the legacy SkyList answer, and its meta.code error as a failing endpoint', async () => {
    answer({
      meta: { code: 200 },
      pagination: { total: 1, limit: 12, offset: 0 },
      data: [item(3)],
    });
    expect(await ask()).toMatchObject({ items: [{ id: '3' }], total: 1 });
    clearSearchCache();
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    answer({ meta: { code: 500 }, data: null });
    expect(await ask()).toEqual({ failed: true, reason: 'error' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, endpoint: '/api/jobs/search/' }),
      'search endpoint failed',
    );
  });

  it('reads the grouped answer (Limbo.Umbraco.Search): each group with its own paging', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    answer({
      groups: [
        { id: 1, name: 'Sider', type: 'content', total: 7, limit: 3, offset: 3, items: [item(4)] },
        { id: 2, name: 'Nyheder', total: 0, limit: 3, offset: 0, items: [] },
        { name: 'Uden id', total: 1, items: [item(5)] },
      ],
    });
    expect(await ask()).toEqual({
      groups: [
        expect.objectContaining({
          id: '1',
          name: 'Sider',
          type: 'content',
          total: 7,
          limit: 3,
          offset: 3,
          items: [expect.objectContaining({ id: '4' })],
        }),
        expect.objectContaining({ id: '2', name: 'Nyheder', type: null, total: 0, items: [] }),
      ],
    });
    // The group that cannot be paged is dropped, and said so.
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ part: 'search', path: 'groups.2.id' }),
      'search field dropped',
    );
  });

  it("keeps a group's total when it is asked past its end (the empty page says nothing of it)", async () => {
    answer({
      groups: [
        { id: 1, name: 'Sider', total: 5, limit: 3, offset: 300, items: [] },
        { id: 2, name: 'Nyheder', limit: 3, offset: 3, items: [item(4)] },
      ],
    });
    const groups = await ask();
    expect(groups).toMatchObject({
      groups: [
        { id: '1', total: 5, offset: 300 },
        // No total given: at least as many as it shows.
        { id: '2', total: 4 },
      ],
    });
  });

  it('says "unavailable" for a shape it does not know, logged once per endpoint with its keys', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    answer({ results: [item(6)], count: 1, secret: 'never logged' });
    expect(await ask()).toEqual({ failed: true, reason: 'unavailable' });
    expect(await ask()).toEqual({ failed: true, reason: 'unavailable' });
    const lines = error.mock.calls.filter(
      ([, message]) => message === 'search answer in a shape the app does not know',
    );
    expect(lines).toEqual([
      [
        { endpoint: '/api/jobs/search/', kind: 'object', keys: ['results', 'count', 'secret'] },
        'search answer in a shape the app does not know',
      ],
    ]);
    expect(JSON.stringify(error.mock.calls)).not.toContain('never logged');
    // Another endpoint's unknown shape gets its own line.
    server.use(http.get(`${CMS}/api/andet/`, () => HttpResponse.json(['x'])));
    expect(await search({ source: source('/api/andet/'), page: 1 }, ctx)).toEqual({
      failed: true,
      reason: 'unavailable',
    });
    expect(error).toHaveBeenLastCalledWith(
      { endpoint: '/api/andet/', kind: 'array', keys: [] },
      'search answer in a shape the app does not know',
    );
  });

  it('says "unavailable" for an answer that is not JSON', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    server.use(http.get(JOBS, () => new HttpResponse('<html>', { status: 200 })));
    expect(await ask()).toEqual({ failed: true, reason: 'unavailable' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'not JSON' }),
      'search answer in a shape the app does not know',
    );
  });
});

describe("a list's endpoint from the backend's content", () => {
  it.each([
    '/api/jobs/search/',
    '/api/search',
    '/umbraco/api/list/get/',
    "/api/a-b_c.d~e!$&'()*+,;=:@/",
  ])('takes %j, a path on the backend', (endpoint) => {
    expect(backendPath(endpoint)).toBe(endpoint);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'http://cms.test/api/',
    '/api/../x',
    '/api/..',
    '/api/./x',
    '/\\evil',
    '/api\\x',
    '/api/\tx',
    '/api/x\n',
    '/api/\u0000',
    ' /api/',
    '/api/ x/',
    '/api//x',
    '/%2F%2Fevil.example/',
    '/api/%2e%2e/x',
    '/api/%5C/',
    '/api/%zz/',
    '/api/x?y=1',
    '/api/x#y',
    'api/x',
    'javascript:alert(1)',
    '',
    `/${'a'.repeat(300)}`,
  ])('refuses %j', (endpoint) => {
    expect(backendPath(endpoint)).toBeNull();
  });

  it('never fetches a refused endpoint: the list is unavailable, with one log line', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const seen = callsSeen();
    for (const endpoint of ['//evil.example/x', 'https://evil.example/', '/api/../x', '/\\evil']) {
      const ask = () => search({ source: source(endpoint), contextId: '9', page: 1 }, ctx);
      expect(await ask()).toEqual({ failed: true, reason: 'unavailable' });
      expect(await ask()).toEqual({ failed: true, reason: 'unavailable' });
    }
    expect(seen).toEqual([]);
    const refused = error.mock.calls.filter(
      ([, m]) => m === 'list endpoint refused: not a path on the backend',
    );
    expect(refused.map(([fields]) => (fields as { endpoint: string }).endpoint)).toEqual([
      '"//evil.example/x"',
      '"https://evil.example/"',
      '"/api/../x"',
      '"/\\\\evil"',
    ]);
  });

  it('sends the fields, the visitor text by the list text field and the paging; cached by all of it', async () => {
    const seen = callsSeen();
    const jobs = source('/api/jobs/search/', {
      params: [
        ['sort', 'deadline'],
        ['contextId', '77'],
      ],
    });
    const ask = (text: string) =>
      search({ source: jobs, text, contextId: '1240', siteId: '1100', page: 2 }, ctx);
    await ask('pædagog');
    await ask('pædagog');
    await ask('lærer');
    expect(seen).toHaveLength(2);
    const q = seen[0]!.searchParams;
    expect(seen[0]!.origin + seen[0]!.pathname).toBe(JOBS);
    expect(Object.fromEntries(q)).toEqual({
      // A list's own field goes over the context, as in Limbo.Nuxt.Search.
      contextId: '77',
      siteId: '1100',
      sort: 'deadline',
      keywords: 'pædagog',
      limit: '12',
      offset: '12',
    });
    expect(q.has('text')).toBe(false);
    expect(seen[1]!.searchParams.get('keywords')).toBe('lærer');
  });
});

describe("a list's fields (content.searchFilters)", () => {
  const read = (raw: unknown) => reshapeListSource(rawSearchFiltersSchema.parse(raw));

  it('names the text parameter by the field the list has: text, freetext or keywords', () => {
    expect(read({ endpointUrl: '/a/', fields: [{ name: 'keywords', value: '' }] })).toEqual({
      endpoint: '/a/',
      textField: 'keywords',
      params: [],
    });
    expect(read({ endpointUrl: '/a/', fields: [{ name: 'freeText', value: 'x' }] })).toMatchObject({
      textField: 'freeText',
      params: [['freeText', 'x']],
    });
    expect(read({ endpointUrl: '/a/', fields: [{ name: 'siteId', value: 1423 }] })).toEqual({
      endpoint: '/a/',
      textField: null,
      params: [['siteId', '1423']],
    });
  });

  it("sends a choice field's checked value, and never the paging or an odd name", () => {
    expect(
      read({
        endpointUrl: '/a/',
        fields: [
          { name: 'area', value: [{ value: 'nord' }, { value: 'syd', checked: true }] },
          { name: 'categories', value: '', items: [{ value: 'c1', checked: true }] },
          { name: 'limit', value: '1000' },
          { name: 'Offset', value: '5' },
          { name: 'a b', value: '1' },
          { name: 'flag', value: true },
        ],
      }),
    ).toMatchObject({
      params: [
        ['area', 'syd'],
        ['categories', 'c1'],
        ['flag', 'true'],
      ],
    });
  });

  it('gives no endpoint for a list that is not read with GET, or names none', () => {
    expect(read({ endpointUrl: '/a/', method: 'POST', fields: [] })?.endpoint).toBeNull();
    expect(read({ fields: [] })?.endpoint).toBeNull();
    expect(reshapeListSource(undefined)).toBeNull();
  });
});

describe('list pages and search pages of the sample backend', () => {
  it('the job list asks its own endpoint, by its own text field, and narrows by the text', async () => {
    const seen = callsSeen();
    const all = await resolve('/job/ledige-stillinger/');
    if (all.kind !== 'render') throw new Error();
    expect(all.listing).toMatchObject({ total: 14, limit: 12, offset: 0 });
    const call = seen.find((u) => u.pathname === '/api/jobs/search/')!;
    expect(call.searchParams.get('contextId')).toBe('1240');
    expect(call.searchParams.get('sort')).toBe('deadline');
    expect(seen.some((u) => u.pathname === '/api/search/')).toBe(false);

    const narrowed = await resolve('/job/ledige-stillinger/', 'keywords=p%C3%A6dagog');
    if (narrowed.kind !== 'render' || !narrowed.listing || !('items' in narrowed.listing))
      throw new Error('no items');
    expect(narrowed.listing.items.map((i) => i.name)).toEqual([
      'Pædagog til Børnehuset Solsikken',
      'Pædagogmedhjælper til Skovbørnehaven',
    ]);
  });

  it('the grouped search forwards the group paging it checked, and shows each group', async () => {
    const seen = callsSeen();
    const result = await resolve(
      '/da/soegning-grupperet/',
      'cludoquery=genbrug&o1=3&l2=999&o3=-1&o2=0x1&groups=1,x,1&lx=3&page=2',
    );
    if (result.kind !== 'render') throw new Error();
    const call = seen.find((u) => u.pathname === '/api/site-search/')!;
    expect(call.searchParams.get('freetext')).toBe('genbrug');
    expect(call.searchParams.get('o1')).toBe('3');
    expect(call.searchParams.get('l2')).toBe('100');
    expect(call.searchParams.get('groups')).toBe('1');
    for (const name of ['o2', 'o3', 'lx', 'text']) expect(call.searchParams.has(name)).toBe(false);
    expect(result.listing).toEqual({
      groups: [expect.objectContaining({ id: '1', name: 'Indhold', offset: 3, limit: 3 })],
    });
  });

  it('an endpoint in an unknown shape gives an unavailable list on a 200 page', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    expect(await resolve('/kultur-og-fritid/arrangementer/')).toMatchObject({
      status: 200,
      listing: { failed: true, reason: 'unavailable' },
    });
    expect(await resolve('/test-fremmed-liste/')).toMatchObject({
      status: 200,
      listing: { failed: true, reason: 'unavailable' },
    });
  });

  it('the SkyList meetings list renders its items', async () => {
    expect(await resolve('/politik/dagsordener/')).toMatchObject({
      status: 200,
      listing: {
        total: 5,
        items: expect.arrayContaining([expect.objectContaining({ id: '1500' })]),
      },
    });
  });
});
