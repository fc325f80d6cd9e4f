import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockVideo } from '#src/components/blocks/BlockVideo/BlockVideo.tsx';
import { examples } from '#src/components/blocks/BlockVideo/BlockVideo.examples.ts';
import { exampleContext } from '#src/components/blocks/block-context.ts';
import { cookiePolicyUrl } from '#src/server/cookie-policy.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';

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

  it('is shown in the video consent panel when there is one, and left out when not', () => {
    const render = (url: string | null) =>
      renderToString(
        createElement(BlockVideo, {
          ...examples.youtube!,
          ctx: exampleContext({ cookiePolicyUrl: url }),
        }),
      );
    expect(render('/om-os/cookies/')).toContain('href="/om-os/cookies/"');
    expect(render('/om-os/cookies/')).toContain('Læs om cookies');
    const without = render(null);
    expect(without).toContain('Åbn cookie-indstillinger');
    expect(without).not.toContain('Læs om cookies');
    expect(without).not.toContain('/cookies/');
  });
});
