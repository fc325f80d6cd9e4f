import { describe, expect, it } from 'vitest';
import {
  frontPageOf,
  isPreviewCallUrl,
  publishedPageCall,
  publishedPageUrl,
  safeReturnPath,
  sameOriginPath,
  sameSiteBack,
  umbracoRedirect,
} from '#src/server/routing.ts';
import type { Site } from '#src/server/types.ts';
import { HOSTILE_PATHS, NOT_PATHS } from './routing.test-kit.ts';

const u = (path: string) => new URL(path, 'http://site.test');

describe('umbracoRedirect', () => {
  it('sends /umbraco/* to the same path and query on the backend', () => {
    expect(umbracoRedirect(u('/umbraco/backoffice?x=1'), 'https://api.k.dk')).toBe(
      'https://api.k.dk/umbraco/backoffice?x=1',
    );
    expect(umbracoRedirect(u('/umbracoish/'), 'https://api.k.dk')).toBeNull();
  });
});

describe('sameSiteBack', () => {
  it('only goes back to the same site', () => {
    expect(sameSiteBack('http://site.test/borger/?a=1', u('/x/'))).toBe('/borger/?a=1');
    expect(sameSiteBack('https://evil.example/', u('/x/'))).toBe('/');
    expect(sameSiteBack('not a url', u('/x/'))).toBe('/');
    expect(sameSiteBack(null, u('/x/'))).toBe('/');
    expect(sameSiteBack('http://site.test/x/', u('/x/'))).toBe('/');
  });

  // Regression: `http://site.test//evil.example/x` gave `//evil.example/x`.
  it.each(HOSTILE_PATHS)('a same-site Referer with a hostile path (%s) gives /', (_name, path) => {
    expect(sameSiteBack(`http://site.test${path}`, u('/x/'))).toBe('/');
  });

  it.each(NOT_PATHS)('the Referer %s gives /', (_name, referer) => {
    expect(sameSiteBack(referer, u('/x/'))).toBe('/');
  });
});

describe('sameOriginPath (the one check for paths from input)', () => {
  it.each(HOSTILE_PATHS)('refuses a hostile path: %s', (_name, path) => {
    expect(sameOriginPath(path)).toBeNull();
  });

  it('normalises a path or refuses it, the same each time it is asked', () => {
    const asked = ['/borger/', '//evil.example', '/a/..//evil.example', '/ok/?x=1'];
    const first = asked.map((v) => sameOriginPath(v));
    expect(asked.map((v) => sameOriginPath(v))).toEqual(first);
    expect(first).toEqual(['/borger/', null, null, '/ok/?x=1']);
  });

  it.each(NOT_PATHS)('refuses what is no path: %s', (_name, value) => {
    expect(sameOriginPath(value)).toBeNull();
  });

  it('keeps site paths, normalised as a browser reads them', () => {
    expect(sameOriginPath('/borger/?a=1#x')).toBe('/borger/?a=1#x');
    expect(sameOriginPath('/./borger/../erhverv/')).toBe('/erhverv/');
    expect(sameOriginPath('/en/børn/')).toBe('/en/b%C3%B8rn/');
    expect(sameOriginPath('/de/b%C3%B8rn/')).toBe('/de/b%C3%B8rn/');
    expect(sameOriginPath(`/${'a'.repeat(2047)}`)).not.toBeNull();
    expect(sameOriginPath(`/${'a'.repeat(2048)}`)).toBeNull();
    for (const empty of ['', null, undefined]) expect(sameOriginPath(empty)).toBeNull();
  });
});

describe('frontPageOf', () => {
  const site = (cultures: [string, string, Site['cultures'][number]['language']][]) => ({
    url: '/',
    culture: 'da-DK',
    cultures: cultures.map(([culture, url, language]) => ({ culture, url, name: null, language })),
  });

  it("is the root of the visitor's language, else the site's culture, else /", () => {
    const three = site([
      ['da-DK', '/', 'da'],
      ['en-US', '/en/', 'en'],
      ['de-DE', '/de/', 'de'],
    ]);
    expect(frontPageOf(three, 'en')).toBe('/en/');
    expect(frontPageOf(three, 'da')).toBe('/');
    expect(frontPageOf(site([['da-DK', '/da/', 'da']]), 'de')).toBe('/da/');
    expect(frontPageOf(null, 'en')).toBe('/');
  });

  it('never a root that leaves the site', () => {
    const hostile = site([
      ['en-US', '/\t/evil.example/', 'en'],
      ['da-DK', 'https://evil.example/', 'da'],
    ]);
    expect(frontPageOf({ ...hostile, url: '//evil.example/' }, 'en')).toBe('/');
  });
});

describe('Umbraco preview paths (decision 012)', () => {
  it('reads every preview form, as the page path (with its slash) or the raw path', async () => {
    const { previewUrlOf } = await import('#src/server/routing.ts');
    const none = new URLSearchParams();
    expect(previewUrlOf('/1234/', none)).toBe('/1234.aspx');
    expect(previewUrlOf('/1234', none)).toBe('/1234.aspx');
    expect(previewUrlOf('/1234.aspx', none)).toBe('/1234.aspx');
    // Regression: the page path of /1234.aspx carries a trailing slash.
    expect(previewUrlOf('/1234.aspx/', none)).toBe('/1234.aspx');
    expect(previewUrlOf('/umbraco/preview/', new URLSearchParams('id=77'))).toBe(
      '/umbraco/preview/?id=77',
    );
    for (const [path, q] of [
      ['/umbraco/preview/', 'id=7 OR 1'],
      ['/umbraco/preview/', ''],
      ['/12345678901/', ''],
      ['/1234/x/', ''],
      ['/borger/', ''],
    ]) {
      expect(previewUrlOf(path!, new URLSearchParams(q)), `${path}?${q}`).toBeNull();
    }
  });

  it('knows every url the package reads as a preview, and is never narrower (TryGetPreviewId)', async () => {
    const { isPreviewCallUrl } = await import('#src/server/routing.ts');
    for (const url of [
      '/1234/',
      '/1234',
      '/1234.aspx',
      '/1234.ASPX/',
      '/umbraco/preview/?id=12',
      '/x/umbraco/preview/=5210=/',
      // .NET's `$` matches before a final line break (regression: the probe's /1234%0A).
      '/1234\n',
      '/1234.aspx\n',
      '/1234 ',
    ]) {
      expect(isPreviewCallUrl(url), JSON.stringify(url)).toBe(true);
    }
    for (const url of ['/borger/', '/1234/x/', '/x1234/', '/job/1234-ansat/']) {
      expect(isPreviewCallUrl(url), url).toBe(false);
    }
  });
});

describe('the published page at an all-number path (decision 033)', () => {
  it('is asked for after an empty segment, which the package never reads as a preview', () => {
    expect(publishedPageUrl('/borger/')).toBe('/borger/');
    for (const [path, url] of [
      ['/2030/', '//2030/'],
      ['/112/', '//112/'],
      ['/1234.aspx/', '//1234.aspx/'],
      ['/12345678901/', '//12345678901/'],
    ] as const) {
      expect(publishedPageUrl(path), path).toBe(url);
      expect(isPreviewCallUrl(url), url).toBe(false);
      expect(publishedPageCall(path)).toEqual({ path, url });
    }
    expect(publishedPageCall('/borger/')).toEqual({ path: '/borger/' });
    // No spelling of a url containing /umbraco/preview escapes the package's rule.
    expect(publishedPageUrl('/x/umbraco/preview/=1234=/')).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/borger/?a=1#x', '/borger/?a=1#x'],
    ['//evil.example/', '/fallback/'],
    ['/\\evil.example/', '/fallback/'],
    ['https://evil.example/', '/fallback/'],
    ['javascript:alert(1)', '/fallback/'],
    // Refused once decoded too: a server or proxy further on may decode it.
    ['/%2F%2Fevil.example', '/fallback/'],
    ['/ok\nSet-Cookie: x', '/fallback/'],
    ['', '/fallback/'],
    [null, '/fallback/'],
    ['borger/', '/fallback/'],
    // Regression: dot segments resolve these to `//evil.example` (protocol-relative).
    ['/.//evil.example', '/fallback/'],
    ['/a/..//evil.example', '/fallback/'],
    ['/%2e//evil.example', '/fallback/'],
    ['/%5Cevil.example', '/fallback/'],
    ['/b%C3%B8rn/?q=a%20b', '/b%C3%B8rn/?q=a%20b'],
    ['/./borger/', '/borger/'],
  ])('%s gives %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback/')).toBe(expected);
  });

  it.each([...HOSTILE_PATHS, ...NOT_PATHS])('refuses a hostile returnUrl: %s', (_name, input) => {
    expect(safeReturnPath(input, '/fallback/')).toBe('/fallback/');
  });
});
