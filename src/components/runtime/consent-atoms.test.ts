import { describe, expect, it } from 'vitest';
import { noConsent } from '#src/shared/consent-state.ts';
import { consentFromCookies, consentFromPlatform } from './consent-atoms.ts';

describe('consent from the platform', () => {
  it('asks for every cookie category; necessary is always true', () => {
    const approved = new Set(['cookie_cat_statistic']);
    expect(consentFromPlatform({ getConsentGivenFor: (c) => approved.has(c) })).toEqual({
      unclassified: false,
      necessary: true,
      functional: false,
      statistic: true,
      marketing: false,
      interacted: true,
    });
    expect(
      consentFromPlatform({
        getConsentGivenFor: () => {
          throw new Error('x');
        },
      }).marketing,
    ).toBe(false);
  });
});

describe("consent from the browser's own cookie (the page does not carry it)", () => {
  const cookie = (value: string) =>
    `theme=x; CookieInformationConsent=${encodeURIComponent(value)}; b=1`;
  it('reads the categories approved, with necessary always true', () => {
    expect(
      consentFromCookies(cookie(JSON.stringify({ consents_approved: ['cookie_cat_statistic'] }))),
    ).toEqual({ ...noConsent, statistic: true, interacted: true });
  });
  it('takes a missing or unreadable cookie as no consent', () => {
    expect(consentFromCookies('')).toEqual(noConsent);
    expect(consentFromCookies('a=1')).toEqual(noConsent);
    // A broken encoding, a name that only ends like it, an empty value.
    expect(consentFromCookies('CookieInformationConsent=%E0%A4%A')).toEqual(noConsent);
    expect(consentFromCookies('xCookieInformationConsent=%7B%7D')).toEqual(noConsent);
    expect(consentFromCookies('CookieInformationConsent=')).toEqual(noConsent);
    for (const value of ['{', 'null', '"x"'])
      expect(consentFromCookies(cookie(value)), value).toEqual(noConsent);
  });
});
