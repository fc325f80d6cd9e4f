import { translator } from '#src/server/dictionary/index.ts';
import type { FeedbackModuleProps } from './FeedbackModule.tsx';

const base: FeedbackModuleProps = {
  siteId: '1100',
  pageId: '1204',
  returnTo: '/borger/',
  question: 'Fandt du det, du søgte?',
  query: new URLSearchParams(),
  t: translator('da'),
};

export const examples: Record<string, FeedbackModuleProps> = {
  empty: base,
  sent: { ...base, query: new URLSearchParams('feedback=sent') },
  failed: { ...base, query: new URLSearchParams('feedback=error') },
  tooLong: { ...base, query: new URLSearchParams('feedback=invalid&feedback-error=input.tooLong') },
  english: { ...base, question: '', t: translator('en') },
};
