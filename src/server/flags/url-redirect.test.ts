import { describe, expect, it } from 'vitest';
import { umbracoUrlTarget } from '#src/server/flags/url-redirect.ts';

describe('UMBRACO_URL_REDIRECT', () => {
  it('umbracoUrlTarget: another address of the page goes to its Umbraco URL', () => {
    expect(umbracoUrlTarget('/p-tilladelse/', '/borger/parkering/')).toBe('/borger/parkering/');
    expect(umbracoUrlTarget('/Borger/', '/borger/')).toBe('/borger/');
    expect(umbracoUrlTarget('/borger/', '/borger')).toBeNull();
    expect(umbracoUrlTarget('/børn/', '/b%C3%B8rn/')).toBeNull();
    expect(umbracoUrlTarget('/boern/', '/børn/')).toBe('/b%C3%B8rn/');
    // Never off-site, never for the site root, never for what cannot be read.
    for (const url of [
      'https://evil.example/x/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/a%zz/',
      '/a/?x=1',
      '/a\u0000/',
      '',
      null,
      undefined,
    ]) {
      expect(umbracoUrlTarget('/x/', url), String(url)).toBeNull();
    }
    expect(umbracoUrlTarget('/', '/da/forside/')).toBeNull();
    expect(umbracoUrlTarget('/x/', `/${'a'.repeat(3000)}/`)).toBeNull();
  });
});
