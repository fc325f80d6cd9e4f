import { useId } from 'react';
import type { Translate } from '#src/server/dictionary/index.ts';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackModuleProps = {
  siteId: string;
  pageId: string;
  returnTo: string;
  question: string;
  query: URLSearchParams;
  t: Translate;
};

const errorKeys = ['input.required', 'input.tooLong', 'input.notAllowed'] as const;

/** Spec's feedback module (FEEDBACK_MODULE): "Fandt du det, du søgte?" with yes/no and a comment. */
export function FeedbackModule({
  siteId,
  pageId,
  returnTo,
  question,
  query,
  t,
}: FeedbackModuleProps) {
  const id = useId();
  const status = query.get('feedback');
  const errorKey = errorKeys.find((k) => k === query.get('feedback-error'));
  const initial: FeedbackFormProps['initial'] =
    status === 'sent' || status === 'error'
      ? { status }
      : status === 'invalid'
        ? { status, errorText: t(errorKey ?? 'input.notAllowed') }
        : { status: 'idle' };
  return (
    <section id="feedback" className={styles.module} aria-labelledby={id} data-print="hide">
      <h2 id={id} className={styles.heading}>
        {t('feedback.heading')}
      </h2>
      <FeedbackForm
        siteId={siteId}
        pageId={pageId}
        returnTo={returnTo}
        question={question || t('feedback.question')}
        initial={initial}
        labels={{
          yes: t('feedback.yes'),
          no: t('feedback.no'),
          commentLabel: t('feedback.commentLabel'),
          commentHint: t('feedback.commentHint'),
          sent: t('confirm.closePage'),
          failed: t('error.tryLater'),
          sending: t('feedback.sending'),
          errors: Object.fromEntries(errorKeys.map((k) => [k, t(k)])),
        }}
      />
    </section>
  );
}
