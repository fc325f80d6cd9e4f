// The consent state and its default, with no imports: the browser's consent atom and the server's
// cookie reader (consent.ts, which pulls in the logger and the cookie parser) start from the same
// value.

export type ConsentCategory =
  'unclassified' | 'necessary' | 'functional' | 'statistic' | 'marketing';
export type Consent = Record<ConsentCategory, boolean> & { interacted: boolean };

/** Before the visitor has answered: necessary cookies only. */
export const noConsent: Consent = {
  unclassified: false,
  necessary: true,
  functional: false,
  statistic: false,
  marketing: false,
  interacted: false,
};
