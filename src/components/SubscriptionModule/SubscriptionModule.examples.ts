import { translator } from '#src/shared/dictionary/index.ts';
import type { SubscriptionModuleProps } from './SubscriptionModule.tsx';

const base: SubscriptionModuleProps = {
  pageId: '1204',
  returnTo: '/borger/',
  query: new URLSearchParams(),
  t: translator('da'),
};

export const examples: Record<string, SubscriptionModuleProps> = {
  empty: base,
  subscribed: { ...base, query: new URLSearchParams('subscription=subscribed') },
  refused: { ...base, query: new URLSearchParams('subscription=refused') },
  limited: {
    ...base,
    query: new URLSearchParams('subscription=limited&subscription-retry=7'),
  },
  nameRequired: {
    ...base,
    query: new URLSearchParams('subscription=invalid&subscription-error=name.required'),
    values: { email: 'navn@eksempel.dk' },
  },
  emailInvalid: {
    ...base,
    query: new URLSearchParams('subscription=invalid&subscription-error=email.invalid'),
    values: { name: 'Ada Lovelace', email: 'ada@eksempel' },
  },
  bothFields: {
    ...base,
    query: new URLSearchParams(
      'subscription=invalid&subscription-error=name.required&subscription-error=email.required',
    ),
  },
};
