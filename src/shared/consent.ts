import { parse } from 'cookie';
import { log } from '../server/log.ts';

import { noConsent, type Consent, type ConsentCategory } from './consent-state.ts';

// Consent state (spec section 3), from Cookie Information's `CookieInformationConsent` cookie:
// URL-encoded JSON with `consents_approved` (and `consents_denied`) arrays of `cookie_cat_*`.

const CONSENT_COOKIE = 'CookieInformationConsent';

/** Reads consent from a Cookie header; anything unreadable counts as no consent. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): Consent {
  if (!cookieHeader) return noConsent;
  const raw = parse(cookieHeader)[CONSENT_COOKIE];
  if (!raw) return noConsent;
  try {
    const value = JSON.parse(raw) as { consents_approved?: unknown };
    const approved = Array.isArray(value.consents_approved)
      ? value.consents_approved.map(String)
      : [];
    const has = (c: ConsentCategory) => approved.includes(`cookie_cat_${c}`);
    return {
      unclassified: has('unclassified'),
      necessary: true,
      functional: has('functional'),
      statistic: has('statistic'),
      marketing: has('marketing'),
      interacted: true,
    };
  } catch {
    log.warn('unreadable consent cookie ignored');
    return noConsent;
  }
}
