import { describe, expect, it, vi } from 'vitest';
import {
  builtinCookiePageOf,
  cookiePolicyUrl,
  noPolicyConfig,
  policyUrls,
} from './cookie-policy.ts';
import { parseEnv } from './env.ts';
import { cookiePolicyTarget, publicConfigSchema } from './public-config.ts';

const config = (cookiePolicy: unknown) =>
  publicConfigSchema.parse({ cookiePolicyUrl: cookiePolicy });

const hostile = [
  'javascript:alert(1)',
  '//evil.example/',
  '/\\evil.example/',
  'data:text/html,x',
  'cookies',
  ' https://x.example/',
  '',
  `/${'a'.repeat(3000)}`,
  42,
  ['/cookies/'],
];

describe('the cookie-policy link (decisions 018, 034)', () => {
  it("comes from the site's configuration first, then PUBLIC_CONFIG, else the built-in page", () => {
    const fromConfig = config('/cookies/');
    expect(cookiePolicyUrl({ cookiePolicyUrl: '/om-os/cookies/' }, fromConfig, 'da')).toBe(
      '/om-os/cookies/',
    );
    expect(cookiePolicyUrl({}, fromConfig, 'en')).toBe('/cookies/');
    expect(cookiePolicyUrl({}, config(null), 'da')).toBe('/cookies/');
    expect(cookiePolicyUrl({}, publicConfigSchema.parse({}), 'en')).toBe('/en/cookies/');
    const perLanguage = config({ da: '/cookies/', en: 'https://policy.example.dk/en' });
    expect(cookiePolicyUrl({}, perLanguage, 'da')).toBe('/cookies/');
    expect(cookiePolicyUrl({}, perLanguage, 'en')).toBe('https://policy.example.dk/en');
    expect(cookiePolicyUrl({}, perLanguage, 'de')).toBe('/de/cookies/');
  });

  it('COOKIE_POLICY_URL and PRIVACY_POLICY_URL come after the site and before PUBLIC_CONFIG', () => {
    const env = parseEnv({
      CMS_API_URL: 'https://api.example-kommune.dk',
      COOKIE_POLICY_URL: 'da=/om/cookies/,en=https://www.example-kommune.dk/en/cookies',
      PRIVACY_POLICY_URL: 'https://www.example-kommune.dk/privatliv',
    }).policy;
    const sources = { env, config: config('/gammel-cookieside/') };
    expect(policyUrls({}, sources, 'da')).toEqual({
      cookies: '/om/cookies/',
      privacy: 'https://www.example-kommune.dk/privatliv',
    });
    expect(policyUrls({}, sources, 'en').cookies).toBe('https://www.example-kommune.dk/en/cookies');
    expect(policyUrls({}, sources, 'de').cookies).toBe('/gammel-cookieside/');
    const site = {
      cookiePolicyUrl: '/cookies-og-privatliv/',
      privacyPolicyUrl: '/cookies-og-privatliv/',
    };
    // One page for both is one link.
    expect(policyUrls(site, sources, 'da')).toEqual({
      cookies: '/cookies-og-privatliv/',
      privacy: null,
    });
    expect(policyUrls({ privacyPolicyUrl: 'javascript:alert(1)' }, sources, 'da').privacy).toBe(
      'https://www.example-kommune.dk/privatliv',
    );
  });

  it('the built-in page has one path per language', () => {
    expect(builtinCookiePageOf('/cookies/')).toBe('da');
    expect(builtinCookiePageOf('/en/cookies/')).toBe('en');
    expect(builtinCookiePageOf('/de/cookies/')).toBe('de');
    for (const path of ['/cookies/x/', '/en/cookies', '/da/cookies/', '/COOKIES/', '/']) {
      expect(builtinCookiePageOf(path), path).toBeNull();
    }
  });

  it('ignores a site value that is not a site path or an http(s) URL', () => {
    for (const value of hostile) {
      expect(cookiePolicyUrl({ cookiePolicyUrl: value }, config(null), 'da'), String(value)).toBe(
        '/cookies/',
      );
    }
  });

  it('checks a site value once, however often a page asks (twice a render)', () => {
    const check = vi.spyOn(cookiePolicyTarget, 'safeParse');
    try {
      const site = { cookiePolicyUrl: '/om-os/cookies-1/', privacyPolicyUrl: 'javascript:x' };
      for (let i = 0; i < 3; i++) {
        expect(policyUrls(site, { env: noPolicyConfig, config: config(null) }, 'da')).toEqual({
          cookies: '/om-os/cookies-1/',
          privacy: null,
        });
      }
      expect(check).toHaveBeenCalledTimes(2);
      // Still refused when asked again, and ever new values do not pile up (100 are kept).
      for (let i = 0; i < 250; i++)
        cookiePolicyUrl({ cookiePolicyUrl: `/c${i}/` }, config(null), 'da');
      for (const value of hostile) {
        expect(cookiePolicyUrl({ cookiePolicyUrl: value }, config(null), 'da')).toBe('/cookies/');
      }
    } finally {
      check.mockRestore();
    }
  });

  it('refuses such a value in PUBLIC_CONFIG at start-up', () => {
    for (const value of hostile) {
      expect(publicConfigSchema.safeParse({ cookiePolicyUrl: value }).success, String(value)).toBe(
        false,
      );
    }
    expect(publicConfigSchema.safeParse({ cookiePolicyUrl: { fr: '/cookies/' } }).success).toBe(
      false,
    );
  });
});
