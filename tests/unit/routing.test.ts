import { describe, expect, it } from 'vitest';
import {
  canonicalRedirect,
  isCmsPagePath,
  pagePathOf,
  routeOfRequest,
  routePathOfRsc,
  sameSiteBack,
  umbracoRedirect,
} from '#src/server/routing.ts';

const u = (path: string) => new URL(path, 'http://site.test');

describe('canonicalRedirect', () => {
  it('adds the trailing slash and keeps the query', () => {
    expect(canonicalRedirect(u('/borger'))).toBe('/borger/');
    expect(canonicalRedirect(u('/nyheder?page=2&x=%C3%B8'))).toBe('/nyheder/?page=2&x=%C3%B8');
    expect(canonicalRedirect(u('/b%C3%B8rn'))).toBe('/b%C3%B8rn/');
  });
  it('leaves canonical URLs, files and internal endpoints alone', () => {
    for (const path of [
      '/',
      '/borger/',
      '/media/quiz.pdf',
      '/assets/a.js',
      '/api/data',
      '/RSC/R/borger.txt',
    ]) {
      expect(canonicalRedirect(u(path)), path).toBeNull();
    }
  });
  it('collapses a leading double slash instead of redirecting off-site', () => {
    expect(canonicalRedirect(new URL('http://site.test//evil.example/'))).toBe('/evil.example/');
    // `.example` reads as a file extension, so no slash is added; what matters is one leading slash.
    expect(canonicalRedirect(new URL('http://site.test//evil.example'))).toBe('/evil.example');
    expect(canonicalRedirect(new URL('http://site.test///evil/path?a=1'))).toBe('/evil/path/?a=1');
  });
});

describe('RSC paths', () => {
  it('decodes route paths, including the /_ escape and the root', () => {
    expect(routePathOfRsc('/RSC/R/borger/affald.txt')).toBe('/borger/affald');
    expect(routePathOfRsc('/RSC/R/_root.txt')).toBe('/');
    expect(routePathOfRsc('/RSC/R/___limbo/x.txt')).toBe('/__limbo/x');
    expect(routePathOfRsc('/RSC/F/_src/x/action.txt')).toBeNull();
    expect(routePathOfRsc('/borger/')).toBeNull();
  });
  it('reads the visitor query from the RSC params', () => {
    const r = routeOfRequest(u('/RSC/R/nyheder.txt?query=page%3D2'));
    expect(r).toMatchObject({ routePath: '/nyheder', isRsc: true });
    expect(r.query.get('page')).toBe('2');
  });
});

describe('page paths', () => {
  it('decodes Danish letters and adds the slash', () => {
    expect(pagePathOf('/b%C3%B8rn-og-unge')).toBe('/børn-og-unge/');
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('/%E0%A4%A')).toBe('/%E0%A4%A/');
  });
  it('knows which paths are CMS pages', () => {
    expect(isCmsPagePath('/borger')).toBe(true);
    expect(isCmsPagePath('/__limbo/x')).toBe(false);
    expect(isCmsPagePath('/__login')).toBe(false);
    expect(isCmsPagePath('/api/data')).toBe(false);
    expect(isCmsPagePath('/quiz.pdf')).toBe(false);
  });
});

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
