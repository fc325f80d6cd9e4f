// The consent state and its default, with no imports: the browser's consent atom and the server's
// cookie reader (consent.ts, which pulls in the logger and the cookie parser) start from the same
// value.

export type ConsentCategory =
  'unclassified' | 'necessary' | 'functional' | 'statistic' | 'marketing';
export type Consent = Record<ConsentCategory, boolean> & { interacted: boolean };

/** Cookie Information's cookie. */
export const CONSENT_COOKIE = 'CookieInformationConsent';

/** Before the visitor has chosen: necessary cookies only. */
export const noConsent: Consent = {
  unclassified: false,
  necessary: true,
  functional: false,
  statistic: false,
  marketing: false,
  interacted: false,
};

/**
 * The consent in Cookie Information's cookie value (URL-decoded JSON with `consents_approved`),
 * or null when it cannot be read. No imports: the browser reads its own cookie with it
 * (ConsentSync), the server reads the request's (consent.ts).
 */
export function consentFromCookieValue(raw: string): Consent | null {
  try {
    const value = JSON.parse(raw) as { consents_approved?: unknown } | null;
    if (typeof value !== 'object' || value === null) return null;
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
    return null;
  }
}
