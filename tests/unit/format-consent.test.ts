import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader, noConsent } from '#src/shared/consent.ts';
import { formatDate, formatFileSize } from '#src/shared/format.ts';

describe('format', () => {
  it('formats file sizes the Danish way', () => {
    expect(formatFileSize(2_300_000, 'da')).toBe('2,3 MB');
    expect(formatFileSize(2_300_000, 'en')).toBe('2.3 MB');
    expect(formatFileSize(512, 'da')).toBe('512 B');
    expect(formatFileSize(45_000, 'da')).toBe('45 kB');
    expect(formatFileSize(null, 'da')).toBe('');
  });
  it('formats dates for the language in Danish time', () => {
    expect(formatDate('2026-10-02T09:14:00Z', 'da')).toBe('2. oktober 2026');
    expect(formatDate('2026-10-02T09:14:00Z', 'en')).toBe('October 2, 2026');
    expect(formatDate('2026-10-02T09:14:00Z', 'de')).toBe('2. Oktober 2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'da')).toBe('1. januar 2027');
    expect(formatDate('not a date', 'da')).toBe('');
  });
});

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
