'use client';
import { atom } from 'jotai';
import { noConsent, type Consent, type ConsentCategory } from '#src/shared/consent-state.ts';

/** Consent state (spec section 3). Necessary is always true; the rest start false. */
export const consentAtom = atom<Consent>(noConsent);

export const statisticConsentAtom = atom((get) => get(consentAtom).statistic);

type CookieInformationApi = { getConsentGivenFor: (category: string) => boolean };
declare global {
  interface Window {
    CookieInformation?: CookieInformationApi;
    CookieConsent?: { renew?: () => void };
  }
}

const categories: ConsentCategory[] = ['unclassified', 'functional', 'statistic', 'marketing'];

/** Reads the consent platform's answer for every category. */
export function consentFromPlatform(api: CookieInformationApi): Consent {
  const given = (c: ConsentCategory) => {
    try {
      return !!api.getConsentGivenFor(`cookie_cat_${c}`);
    } catch {
      return false;
    }
  };
  const values = Object.fromEntries(categories.map((c) => [c, given(c)])) as Record<
    ConsentCategory,
    boolean
  >;
  return { ...values, necessary: true, interacted: true };
}
