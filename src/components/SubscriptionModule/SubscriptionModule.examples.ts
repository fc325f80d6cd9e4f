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
  alreadySubscribed: { ...base, query: new URLSearchParams('subscription=exists') },
  refused: { ...base, query: new URLSearchParams('subscription=refused') },
  limited: { ...base, query: new URLSearchParams('subscription=limited') },
  nameRequired: {
    ...base,
    query: new URLSearchParams(
      'subscription=invalid&subscription-error=input.required&subscription-field=name',
    ),
  },
  emailNotAllowed: {
    ...base,
    query: new URLSearchParams('subscription=invalid&subscription-error=input.notAllowed'),
  },
};
