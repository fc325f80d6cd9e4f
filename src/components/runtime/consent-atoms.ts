'use client';
import { atom } from 'jotai';
import {
  CONSENT_COOKIE,
  consentFromCookieValue,
  noConsent,
  type Consent,
  type ConsentCategory,
} from '#src/shared/consent-state.ts';

/** Consent state per cookie category. Necessary is always true; the rest start false. */
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

/** Reads the visitor's choice for every category from the consent platform. */
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

/**
 * The consent in the browser's own cookie (`cookies`: `document.cookie`), read where the app
 * starts. The server does not write it into the page: a page is then the same for every consent
 * choice, and the page cache keeps one copy of it (decision 036, addendum).
 */
export function consentFromCookies(cookies: string): Consent {
  const raw = cookieValue(cookies, CONSENT_COOKIE);
  return (raw && consentFromCookieValue(raw)) || noConsent;
}

/**
 * One cookie's value in `document.cookie` (`a=1; b=2`), URL-decoded; undefined when it is
 * missing or its encoding is broken. Read here rather than with the `cookie` package the
 * server uses: that one would add 1.6 KB gzip to every page's JavaScript, over its budget
 * (90 KB), for one known name.
 */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
