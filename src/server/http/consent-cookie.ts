import { parse } from 'cookie';
import { log } from '../log.ts';

import {
  CONSENT_COOKIE,
  consentFromCookieValue,
  noConsent,
  type Consent,
} from '#src/shared/consent-state.ts';

// Consent state per cookie category, from Cookie Information's `CookieInformationConsent` cookie:
// URL-encoded JSON with `consents_approved` (and `consents_denied`) arrays of `cookie_cat_*`.

/** Reads consent from a Cookie header; anything unreadable counts as no consent. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): Consent {
  if (!cookieHeader) return noConsent;
  const raw = parse(cookieHeader)[CONSENT_COOKIE];
  if (!raw) return noConsent;
  const consent = consentFromCookieValue(raw);
  if (consent) return consent;
  log.warn('unreadable consent cookie ignored');
  return noConsent;
}
