import { useId } from 'react';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { GUID } from '#src/server/forms/modules.ts';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackModuleProps = {
  /** The envelope's `siteKey` and the page's key (GUIDs): without both, no module. */
  siteKey: string | null;
  pageKey: string | null;
  returnTo: string;
  question: string;
  query: URLSearchParams;
  t: Translate;
};

const errorKeys = ['input.required', 'input.tooLong', 'input.notAllowed'] as const;

/**
 * Spec's feedback module (FEEDBACK_MODULE): "Fandt du det, du søgte?" with yes/no and a comment,
 * sent to Limbo.Umbraco.Feedback through /api/feedback.
 */
export function FeedbackModule({
  siteKey,
  pageKey,
  returnTo,
  question,
  query,
  t,
}: FeedbackModuleProps) {
  const id = useId();
  if (!siteKey || !pageKey || !GUID.test(siteKey) || !GUID.test(pageKey)) return null;
  const status = query.get('feedback');
  const errorKey = errorKeys.find((k) => k === query.get('feedback-error'));
  const initial: FeedbackFormProps['initial'] =
    status === 'sent' || status === 'error' || status === 'refused' || status === 'limited'
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
        siteKey={siteKey}
        pageKey={pageKey}
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
          refused: t('feedback.refused'),
          limited: t('form.limited'),
          sending: t('feedback.sending'),
          errors: Object.fromEntries(errorKeys.map((k) => [k, t(k)])),
        }}
      />
    </section>
  );
}
