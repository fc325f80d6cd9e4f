import { describe, expect, it } from 'vitest';
import { expandPaths, pagePathOf, parseRevalidateBody } from './targets.ts';

describe('pagePathOf: the url a revalidation or the inspector is given', () => {
  it.each([
    ['/borger/', '/borger/'],
    ['/borger', '/borger/'],
    ['/', '/'],
    ['/b%C3%B8rn/', '/børn/'],
    ['/børn/', '/børn/'],
    ['/borg%65r/', '/borger/'],
    ['/a//b/', '/a/b/'],
    ['/borger/?page=2#top', '/borger/'],
  ])('%j is the page %j', (input, path) => {
    expect(pagePathOf(input)).toEqual({ path });
  });

  it.each([
    ['https://evil.example/borger/', /absolute URL/],
    ['//evil.example/', /single \//],
    ['/\\evil.example/', /backslash/],
    ['javascript:alert(1)', /absolute URL/],
    ['data:text/html,x', /absolute URL/],
    ['borger/', /starting with a single \//],
    ['/\t/evil.example/', /control/],
    ['/a%2Fb/', /refused/],
    ['/a%252F/', /refused/],
    ['/%E0%A4%A/', /refused/],
    ['/%C3%28/', /refused/],
    [`/${'a'.repeat(3000)}/`, /too long/],
    ['/api/revalidate', /not a page/],
    ['/__limbo/', /not a page/],
    ['/logo.png', /not a page/],
    ['', /must be a path/],
    [42, /must be a path/],
  ])('%j is refused', (input, problem) => {
    const found = pagePathOf(input);
    expect(found).toHaveProperty('problem');
    expect((found as { problem: string }).problem).toMatch(problem);
  });
});

describe('expandPaths: what a revalidation drops', () => {
  it('the page, every ancestor, the front page and the breadcrumb pages', () => {
    expect([
      ...expandPaths(['/borger/affald/sortering/'], () => ['/temaer/affald/', '//evil/']),
    ]).toEqual([
      '/borger/affald/sortering/',
      '/borger/affald/',
      '/borger/',
      '/',
      '/temaer/affald/',
    ]);
    expect([...expandPaths(['/'])]).toEqual(['/']);
  });
});

describe("parseRevalidateBody: { url } and Umbraco's content-published payload", () => {
  it('our own { url } and { urls }', () => {
    expect(parseRevalidateBody({ url: '/borger/' })).toEqual({ paths: ['/borger/'], ids: [] });
    expect(parseRevalidateBody({ urls: ['/a/', '/b/'] })).toEqual({
      paths: ['/a/', '/b/'],
      ids: [],
    });
  });

  it('Umbraco 13–15 "Legacy" (PascalCase, the Delivery API content model)', () => {
    const payload = {
      Name: 'Affald og genbrug',
      CreateDate: '2023-12-11T12:02:38.9979314',
      UpdateDate: '2024-01-02T08:00:00',
      Route: {
        Path: '/borger/affald-og-genbrug/',
        StartItem: { Id: 'c1922956-7855-4fa0-8f2c-7af149a92135', Path: 'forside' },
      },
      Id: 'A1B2C3D4-0000-4000-8000-000000000001',
      ContentType: 'contentPage',
      Properties: { title: 'x', blocks: [{}] },
      Cultures: {},
    };
    expect(parseRevalidateBody(payload)).toEqual({
      paths: ['/borger/affald-og-genbrug/'],
      ids: ['a1b2c3d4-0000-4000-8000-000000000001'],
    });
  });

  it('camelCase with cultures, the "Minimal" payload (an id only), a list of them, a wrapper', () => {
    expect(
      parseRevalidateBody({
        id: 'abc',
        route: { path: '/da/nyheder/' },
        cultures: { 'en-us': { path: '/en/news/', startItem: {} }, da: { path: '/da/nyheder/' } },
      }),
    ).toEqual({ paths: ['/da/nyheder/', '/en/news/'], ids: ['abc'] });
    expect(
      parseRevalidateBody({ Id: 'c1922956-7855-4fa0-8f2c-7af149a92135', Cultures: ['da-DK'] }),
    ).toEqual({
      paths: [],
      ids: ['c1922956-7855-4fa0-8f2c-7af149a92135'],
    });
    expect(parseRevalidateBody([{ url: '/a/' }, { Route: { Path: '/b/' } }])).toEqual({
      paths: ['/a/', '/b/'],
      ids: [],
    });
    expect(
      parseRevalidateBody({ MyData: 'x', PublishedContent: { Route: { Path: '/c/' } } }),
    ).toEqual({
      paths: ['/c/'],
      ids: [],
    });
  });

  it.each([
    [null, /the body must be/],
    ['/borger/', /the body must be/],
    [{}, /names no page/],
    [[], /1 to 50/],
    [{ url: 'https://evil.example/' }, /absolute URL/],
    [{ url: '//evil.example/' }, /single \//],
    [{ Route: { Path: '//evil/' } }, /single \//],
    [{ url: ['/a/'] }, /the body must be/],
    [{ urls: Array(51).fill('/a/') }, /the body must be/],
    [Array(51).fill({ url: '/a/' }), /1 to 50/],
  ])('%j is refused', (body, problem) => {
    const parsed = parseRevalidateBody(body);
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});
