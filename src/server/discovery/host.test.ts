import { describe, expect, it } from 'vitest';
import { host, ORIGIN, useEnv } from './discovery.test-kit.ts';
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
    '/1234/',
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
