import { describe, expect, it } from 'vitest';
import { classify, normalisePath } from '#src/server/request/classify.ts';

// As the server builds it: the request target appended to the origin (so `//x` stays a path).
const of = (target: string) => classify(new URL(`http://site.test${target}`));

describe('classify: the path a guard sees is the path the router sees', () => {
  it.each([
    // Encoded letters of the tools area: every form ends at the same tools route.
    ['/__limb%6F/configuration-overview/', '/__limbo/configuration-overview'],
    ['/__%6cimbo/configuration-overview/', '/__limbo/configuration-overview'],
    ['/%5F%5Flimbo/', '/__limbo'],
    ['/__LIMB%6f/', '/__limbo'],
    ['/RSC/R/___limbo/configuration-overview.txt', '/__limbo/configuration-overview'],
    ['/__dem%6F/kultunaut-list/', '/__demo/kultunaut-list'],
    ['/%74heme-playground/', '/theme-playground'],
    ['/__limbo//configuration-overview/', '/__limbo/configuration-overview'],
  ])('%s is the route %s', (target, route) => {
    const c = of(target);
    expect(c.refused).toBeNull();
    expect(c.routePath).toBe(route);
  });

  it('finds the tools route and its guard whatever the encoding', () => {
    for (const target of [
      '/__limb%6F/configuration-overview/',
      '/RSC/R/___limbo/configuration-overview.txt',
      '/__limbo/configuration-overview/',
    ]) {
      const c = of(target);
      expect(c.kind, target).toBe('tools');
      expect(c.toolRoute, target).toMatchObject({ auth: true });
    }
    expect(of('/__dem%6F/kultunaut-list/').toolRoute).toMatchObject({ flag: 'showStageDemo' });
    expect(of('/%74heme-playground/').toolRoute).toMatchObject({ flag: 'themeTesting' });
  });

  it.each([
    ['/__limb%256F/', 'an encoded %'],
    ['/RSC/R/_%255F_limbo/x.txt', 'an encoded %'],
    // RSC payload paths other than Waku's own encoding of a canonical route.
    ['/RSC/R/_%5F_limbo/configuration-overview.txt', 'not in its canonical form'],
    ['/RSC/R/___%6cimbo.txt', 'not in its canonical form'],
    ['/RSC/R//___limbo/configuration-overview.txt', 'not in its canonical form'],
    ['/RSC/R/___LIMBO.txt', 'not in its canonical form'],
    ['/RSC/R___limbo.txt', 'not in its canonical form'],
    ['/RSC/R/borger/_.txt', 'not in its canonical form'],
    ['/RSC/F/x.txt', 'not an RSC payload path'],
    // Waku renders no RSC payload of an API, a file or an internal path: never passed on.
    ['/RSC/R/api/data.txt', 'not an RSC payload path'],
    ['/RSC/R/quiz.pdf.txt', 'not an RSC payload path'],
    ['/RSC/R/healthz.txt', 'not an RSC payload path'],
    ['/RSC/R/borger', 'not an RSC payload path'],
    ['/a%2Fb/', 'an encoded %'],
    ['/a%2fb/', 'an encoded %'],
    ['/a%5Cb/', 'an encoded %'],
    ['/a%00b/', 'an encoded %'],
    ['/a%0Ab/', 'an encoded %'],
    ['/a%zzb/', 'malformed'],
    ['/a%C3/', 'malformed UTF-8'],
    ['/a%/', 'malformed'],
  ])('%s is refused (%s)', (target, reason) => {
    expect(of(target).refused).toContain(reason);
  });

  it('keeps encoded non-ASCII as the router does, and decodes it once', () => {
    const c = of('/b%C3%B8rn-og-unge/');
    expect(c).toMatchObject({ refused: null, canonical: null, kind: 'page' });
    expect(c.pagePath).toBe('/børn-og-unge/');
    expect(normalisePath('/b%c3%b8rn/')).toEqual({ path: '/b%C3%B8rn/' });
  });
});

describe('classify: kinds', () => {
  it.each([
    ['/borger/', 'page'],
    ['/', 'page'],
    ['/RSC/R/borger.txt', 'page'],
    ['/RSC/R/_root.txt', 'page'],
    ['/1234/', 'page'],
    // By its URL a file; with the back-office login a preview (classify-step.ts).
    ['/1234.aspx', 'file'],
    ['/__login/', 'login'],
    ['/__limbo/', 'tools'],
    ['/__limbo/does-not-exist/', 'tools'],
    ['/__tools/frontend-dictionary/', 'tools'],
    ['/kultunaut-demo-list/', 'tools'],
    ['/api/data', 'api'],
    ['/api/unknown', 'api'],
    ['/assets/x.js', 'asset'],
    ['/builds/latest.json', 'asset'],
    ['/quiz.pdf', 'file'],
    ['/manifest.webmanifest', 'file'],
    ['/healthz', 'internal'],
  ])('%s is a %s', (target, kind) => {
    expect(of(target).kind).toBe(kind);
  });

  it('reads an RSC payload and its query parameter', () => {
    const c = of('/RSC/R/nyheder.txt?query=page%3D2');
    expect(c).toMatchObject({ isRsc: true, routePath: '/nyheder', pagePath: '/nyheder/' });
    expect(c.query.get('page')).toBe('2');
  });

  it('knows a preview by the package rule, whatever the form', () => {
    expect(of('/umbraco/preview/?id=12').preview).toBe('/umbraco/preview/?id=12');
    // TryGetPreviewId: any url containing /umbraco/preview/ (regression: drafts were cached).
    expect(of('/x/umbraco/preview/=5210=/').preview).toBe('/x/umbraco/preview/=5210=/');
    expect(of('/RSC/R/x/umbraco/preview/=5210=.txt').preview).toBe('/x/umbraco/preview/=5210=/');
    expect(of('/borger/').preview).toBeNull();
    expect(of('/borger/').backendUrl).toBe('/borger/');
  });

  // Regression (issue 23): every all-number path was a preview, so /112/ answered 401.
  it('reads an all-number path as a page whose preview needs the back-office login', () => {
    for (const target of ['/1234/', '/RSC/R/1234.txt', '/1234.aspx']) {
      expect(of(target), target).toMatchObject({ preview: null, nodePreview: '/1234.aspx' });
    }
    // The published page, in the spelling the package does not read as node 112's preview.
    expect(of('/112/')).toMatchObject({ backendUrl: '//112/', nodePreview: '/112.aspx' });
    expect(of('/12345678901/')).toMatchObject({ preview: null, nodePreview: null });
    expect(of('/umbraco/preview/?id=12').nodePreview).toBeNull();
    expect(of('/borger/').nodePreview).toBeNull();
  });

  it('takes the language from the culture of the path until the page says', () => {
    expect(of('/en/contact/').language).toBe('en');
    expect(of('/de/').language).toBe('de');
    expect(of('/ende/').language).toBe('da');
    expect(of('/borger/?overwrite-lang=en').language).toBe('en');
  });
});

describe('classify: the canonical document URL', () => {
  it.each([
    ['/borger', '/borger/'],
    ['/nyheder?page=2&x=%C3%B8', '/nyheder/?page=2&x=%C3%B8'],
    ['/b%C3%B8rn', '/b%C3%B8rn/'],
    ['/b%c3%b8rn/', '/b%C3%B8rn/'],
    ['/__limb%6F/configuration-overview/', '/__limbo/configuration-overview/'],
    ['/borger//', '/borger/'],
    ['/1234//', '/1234/'],
    ['/a//b', '/a/b/'],
    ['/__login', '/__login/'],
    ['/Borger/Affald/', '/borger/affald/'],
    ['/__LIMBO/', '/__limbo/'],
    ['/API/data', '/api/data'],
    ['/Media/Quiz.PDF', null],
  ])('%s → %s', (target, canonical) => {
    expect(of(target).canonical).toBe(canonical);
  });

  it('never points a Location at another host', () => {
    expect(of('//evil.example/').canonical).toBe('/evil.example/');
    expect(of('//evil.example').canonical).toBe('/evil.example');
    expect(of('///evil/path?a=1').canonical).toBe('/evil/path/?a=1');
  });

  it.each([
    '/borger/',
    '/quiz.pdf',
    '/api/data',
    '/healthz',
    '/RSC/R/borger.txt',
    '/1234.aspx',
    '/',
  ])('%s is canonical already', (target) => {
    expect(of(target).canonical).toBeNull();
  });
});

describe('classify: a pure function of the path and query', () => {
  it('gives equal values for the same path and query, whatever the host', () => {
    const first = classify(new URL('http://a.test/borger/?page=2'));
    expect(classify(new URL('http://b.test/borger/?page=2'))).toEqual(first);
    expect(classify(new URL('http://a.test/borger/?page=3'))).not.toEqual(first);
    expect(classify(new URL('http://a.test/borger/?page=3')).query.get('page')).toBe('3');
  });

  it('classifies a long path as well as a short one', () => {
    const value = classify(new URL('http://a.test/borger//affald'));
    expect(value.kind).toBe('page');
    expect(value.canonical).toBe('/borger/affald/');
    const long = `/${'x'.repeat(400)}`;
    expect(classify(new URL(`http://a.test${long}`)).routePath).toBe(long);
  });
});
