import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameSiteBack, umbracoRedirect } from '#src/server/routing.ts';

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
});

describe('safeReturnPath', () => {
  it.each([
    ['/borger/?a=1#x', '/borger/?a=1#x'],
    ['//evil.example/', '/fallback/'],
    ['/\\evil.example/', '/fallback/'],
    ['https://evil.example/', '/fallback/'],
    ['javascript:alert(1)', '/fallback/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/ok\nSet-Cookie: x', '/fallback/'],
    ['', '/fallback/'],
    [null, '/fallback/'],
    ['borger/', '/fallback/'],
    // Regression: dot segments resolve these to `//evil.example` (protocol-relative).
    ['/.//evil.example', '/fallback/'],
    ['/a/..//evil.example', '/fallback/'],
    ['/%2e//evil.example', '/fallback/'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/./borger/', '/borger/'],
  ])('%s gives %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback/')).toBe(expected);
  });
});
