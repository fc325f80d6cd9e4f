import { describe, expect, it } from 'vitest';
import type { Page } from '#src/server/cms/page-model.ts';
import { hreflangLinks } from './alternates.ts';
import { HOSTILE_PATHS, NOT_PATHS } from '#src/server/routing.test-kit.ts';
import { load, ORIGIN } from './seo.test-kit.ts';

describe('hreflang', () => {
  it('names the page in every language, itself as its canonical, x-default the Danish one', async () => {
    const r = await load('/en/contact/');
    const canonical = `${ORIGIN}/en/contact/`;
    expect(hreflangLinks(r.page, r.site, 'en', canonical)).toEqual([
      { hreflang: 'en', href: canonical },
      { hreflang: 'da', href: `${ORIGIN}/kontakt/` },
      { hreflang: 'de', href: `${ORIGIN}/de/kontakt/` },
      { hreflang: 'x-default', href: `${ORIGIN}/kontakt/` },
    ]);
  });

  it('without alternates only the culture roots carry hreflang (from site.cultures)', async () => {
    const home = await load('/');
    expect(hreflangLinks(home.page, home.site, 'da', `${ORIGIN}/`)).toEqual([
      { hreflang: 'da', href: `${ORIGIN}/` },
      { hreflang: 'en', href: `${ORIGIN}/en/` },
      { hreflang: 'de', href: `${ORIGIN}/de/` },
      { hreflang: 'x-default', href: `${ORIGIN}/` },
    ]);
    const borger = await load('/borger/');
    expect(hreflangLinks(borger.page, borger.site, 'da', `${ORIGIN}/borger/`)).toEqual([]);
  });

  it('keeps addresses on the public origin, percent-encoded once', async () => {
    const r = await load('/kontakt/');
    const page: Page = {
      ...r.page,
      alternates: [
        { culture: 'en-US', url: '/en/børn/', language: 'en' },
        { culture: 'de-DE', url: '/de/b%C3%B8rn/', language: 'de' },
      ],
    };
    const links = hreflangLinks(page, r.site, 'da', 'https://staging.example:8443/kontakt/');
    expect(links.map((l) => l.href)).toEqual([
      'https://staging.example:8443/kontakt/',
      'https://staging.example:8443/en/b%C3%B8rn/',
      'https://staging.example:8443/de/b%C3%B8rn/',
      'https://staging.example:8443/kontakt/',
    ]);
  });

  it('one language alone gives no hreflang', async () => {
    const r = await load('/kontakt/');
    const page: Page = {
      ...r.page,
      alternates: [{ culture: 'da-DK', url: '/kontakt/', language: 'da' }],
    };
    expect(hreflangLinks(page, r.site, 'da', `${ORIGIN}/kontakt/`)).toEqual([]);
  });

  // Regression: `/\t/evil.example/` passed the "never //host" check, and the URL parser,
  // which drops tabs, made it https://evil.example/.
  it.each([...HOSTILE_PATHS, ...NOT_PATHS.filter(([, v]) => !v.startsWith('https:'))])(
    'an alternate at a hostile address (%s) is left out',
    async (_name, url) => {
      const r = await load('/kontakt/');
      const page: Page = { ...r.page, alternates: [{ culture: 'en-US', url, language: 'en' }] };
      const links = hreflangLinks(page, r.site, 'da', `${ORIGIN}/kontakt/`);
      expect(links).toEqual([]);
    },
  );

  it('an absolute http(s) alternate is another host by contract (decision 017), kept as given', async () => {
    const r = await load('/kontakt/');
    const page: Page = {
      ...r.page,
      alternates: [{ culture: 'en-US', url: 'https://evil.example', language: 'en' }],
    };
    const links = hreflangLinks(page, r.site, 'da', `${ORIGIN}/kontakt/`);
    expect(links.find((l) => l.hreflang === 'en')?.href).toBe('https://evil.example/');
  });
});
