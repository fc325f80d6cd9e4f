import { describe, expect, it } from 'vitest';
import { cookiePolicyUrl } from './cookie-policy.ts';
import { publicConfigSchema } from './public-config.ts';

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

describe('the cookie-policy link (decision 018)', () => {
  it("comes from the site's configuration first, then PUBLIC_CONFIG, else none", () => {
    const fromConfig = config('/cookies/');
    expect(cookiePolicyUrl({ cookiePolicyUrl: '/om-os/cookies/' }, fromConfig, 'da')).toBe(
      '/om-os/cookies/',
    );
    expect(cookiePolicyUrl({}, fromConfig, 'en')).toBe('/cookies/');
    expect(cookiePolicyUrl({}, config(null), 'da')).toBeNull();
    expect(cookiePolicyUrl({}, publicConfigSchema.parse({}), 'da')).toBeNull();
    const perLanguage = config({ da: '/cookies/', en: 'https://policy.example.dk/en' });
    expect(cookiePolicyUrl({}, perLanguage, 'da')).toBe('/cookies/');
    expect(cookiePolicyUrl({}, perLanguage, 'en')).toBe('https://policy.example.dk/en');
    expect(cookiePolicyUrl({}, perLanguage, 'de')).toBeNull();
  });

  it('ignores a site value that is not a site path or an http(s) URL', () => {
    for (const value of hostile) {
      expect(cookiePolicyUrl({ cookiePolicyUrl: value }, config(null), 'da'), String(value)).toBe(
        null,
      );
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
