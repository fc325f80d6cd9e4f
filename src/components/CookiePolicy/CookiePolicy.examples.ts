import { translator } from '#src/shared/dictionary/index.ts';
import type { CookiePolicyProps } from './CookiePolicy.tsx';

const base: CookiePolicyProps = {
  t: translator('da'),
  siteName: 'Eksempel Kommune',
  features: { consentPlatform: false, climateButton: false, feedback: true, subscriptions: true },
  contact: { phone: '70 00 00 00', email: 'kommune@example-kommune.dk' },
};

export const examples: Record<string, CookiePolicyProps> = {
  withoutConsentPlatform: base,
  withConsentPlatform: {
    ...base,
    features: { consentPlatform: true, climateButton: true, feedback: true, subscriptions: false },
  },
  english: { ...base, t: translator('en') },
  german: { ...base, t: translator('de'), contact: { phone: null, email: null } },
};
