import { describe, expect, it } from 'vitest';
import { host, HOST, ORIGIN, useEnv } from './discovery.test-kit.ts';
import { discoveryHostOf, publicPageUrl } from './host.ts';

describe('publicPageUrl: URLs on this host only', () => {
  it('moves site-host URLs onto the public origin in canonical form', () => {
    const h = host('https://www.example-kommune.dk');
    expect(publicPageUrl('/borger', h)).toBe('https://www.example-kommune.dk/borger/');
    expect(publicPageUrl('http://cms.test/borger/?a=1', h)).toBe(
      'https://www.example-kommune.dk/borger/?a=1',
    );
    expect(publicPageUrl('/børn-og-unge/', h)).toBe(
      'https://www.example-kommune.dk/b%C3%B8rn-og-unge/',
    );
    expect(publicPageUrl('https://WWW.EXAMPLE-KOMMUNE.DK/en/', h)).toBe(
      'https://www.example-kommune.dk/en/',
    );
    // An all-number path is a page for visitors (a preview only with the back-office login).
    expect(publicPageUrl('/2030/', h)).toBe('https://www.example-kommune.dk/2030/');
  });

  it.each([
    'https://evil.example/borger/',
    '//evil.example/borger/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'https://user:pw@www.example-kommune.dk/',
    'https://www.example-kommune.dk@evil.example/',
    'mailto:a@b.dk',
    '/api/data',
    '/__limbo/',
    '/__login/',
    '/RSC/R/borger.txt',
    '/media/quiz/affaldsquiz.pdf',
    '/umbraco/backoffice/',
    '/umbraco/preview/?id=1234',
    '/x/umbraco/preview/=1234=/',
    '/1234.aspx',
    '/a%2Fb/',
    '/a b/',
    '',
  ])('leaves out %s', (link) => {
    expect(publicPageUrl(link, host('https://www.example-kommune.dk'))).toBeNull();
  });
});

describe('discoveryHostOf: the host of the files', () => {
  it('is the Host header; X-Forwarded-Host only through a trusted proxy, and only a plain host', () => {
    const req = (headers: Record<string, string>) =>
      new Request('http://www.example-kommune.dk/sitemap.xml', { headers });
    expect(discoveryHostOf(req({ 'x-forwarded-host': 'evil.example' }))?.origin).toBe(ORIGIN);
    useEnv({ TRUSTED_PROXIES: '1' });
    expect(
      discoveryHostOf(req({ 'x-forwarded-host': 'kommune.dk', 'x-forwarded-proto': 'https' }))
        ?.origin,
    ).toBe('https://kommune.dk');
    for (const forged of ['evil.com:80@x', 'a.dk/x', 'a.dk%0d%0aSet-Cookie:x', 'a.dk x', '"a"'])
      expect(discoveryHostOf(req({ 'x-forwarded-host': forged }))?.origin).toBe(ORIGIN);
  });
});

describe('known hosts', () => {
  const hostOf = (url: string, headers: Record<string, string> = {}) =>
    discoveryHostOf(new Request(url, { headers }));

  it('are APP_HOST, PUBLIC_HOSTS and loopback, in any spelling; nothing else', () => {
    useEnv({ PUBLIC_HOSTS: `${HOST},Kommune.DK.`, APP_HOST: 'App.Example-Kommune.dk' });
    for (const known of [
      `${ORIGIN}/`,
      'http://WWW.EXAMPLE-KOMMUNE.DK./',
      'https://kommune.dk/',
      'http://app.example-kommune.dk/',
      'http://localhost:3000/',
      'http://127.0.0.1:3000/',
    ])
      expect(hostOf(known)?.known, known).toBe(true);
    for (const unknown of ['http://evil.example/', 'http://www.kommune.dk/', 'http://a.localhost/'])
      expect(hostOf(unknown)?.known, unknown).toBe(false);
  });

  it('are one origin and one app host per host, whatever the spelling', () => {
    useEnv();
    for (const spelling of [
      'http://WWW.Example-Kommune.DK/',
      'http://www.example-kommune.dk./',
      'http://www.example-kommune.dk:80/',
    ])
      expect(hostOf(spelling), spelling).toMatchObject({ origin: ORIGIN, appHost: HOST });
  });

  it('need the forwarded host known too behind a trusted proxy', () => {
    useEnv({ TRUSTED_PROXIES: '1' });
    expect(hostOf(`${ORIGIN}/`, { 'x-forwarded-host': 'evil.example' })?.known).toBe(false);
    expect(hostOf('http://evil.example/', { 'x-forwarded-host': HOST })?.known).toBe(false);
    expect(hostOf(`${ORIGIN}/`, { 'x-forwarded-host': 'localhost' })?.known).toBe(true);
  });
});
