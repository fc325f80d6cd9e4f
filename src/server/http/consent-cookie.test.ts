import { describe, expect, it } from 'vitest';
import { noConsent } from '#src/shared/consent-state.ts';
import { consentFromCookieHeader } from './consent-cookie.ts';

describe('consent cookie', () => {
  const cookie = (approved: string[]) =>
    `a=1; CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved, consents_denied: [] }))}`;
  it('reads the approved categories', () => {
    expect(
      consentFromCookieHeader(cookie(['cookie_cat_necessary', 'cookie_cat_statistic'])),
    ).toEqual({
      ...noConsent,
      statistic: true,
      interacted: true,
    });
  });
  it('treats a missing or forged cookie as no consent', () => {
    expect(consentFromCookieHeader(null)).toEqual(noConsent);
    expect(consentFromCookieHeader('CookieInformationConsent=%7Bnot-json')).toEqual(noConsent);
    expect(
      consentFromCookieHeader('CookieInformationConsent=%7B%22consents_approved%22%3A42%7D'),
    ).toMatchObject({
      marketing: false,
      necessary: true,
    });
  });
});
