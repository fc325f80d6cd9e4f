import { translator } from '#src/shared/dictionary/index.ts';
import type { FeedbackModuleProps } from './FeedbackModule.tsx';

const base: FeedbackModuleProps = {
  siteKey: '5c1c3a5e-9a3e-4f7c-8d51-6e0b8f1c2a10',
  pageKey: '8f0d2b64-1f2c-4a8e-9b1d-3c5e7a9f0b21',
  returnTo: '/borger/',
  question: 'Fandt du det, du søgte?',
  query: new URLSearchParams(),
  t: translator('da'),
};

export const examples: Record<string, FeedbackModuleProps> = {
  empty: base,
  sent: { ...base, query: new URLSearchParams('feedback=sent') },
  failed: { ...base, query: new URLSearchParams('feedback=error') },
  refused: { ...base, query: new URLSearchParams('feedback=refused') },
  limited: { ...base, query: new URLSearchParams('feedback=limited&feedback-retry=7') },
  tooLong: {
    ...base,
    query: new URLSearchParams('feedback=invalid&feedback-error=comment.tooLong'),
    values: { comment: 'Siden mangler åbningstiderne for genbrugspladsen.' },
  },
  noRating: {
    ...base,
    query: new URLSearchParams('feedback=invalid&feedback-error=rating.required'),
  },
  english: { ...base, question: '', t: translator('en') },
};
