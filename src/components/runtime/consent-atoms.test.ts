import { describe, expect, it } from 'vitest';
import { consentFromPlatform } from './consent-atoms.ts';

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
