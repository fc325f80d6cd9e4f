import { useId } from 'react';
import type { DictionaryKey, Translate } from '#src/shared/dictionary/index.ts';
import {
  COMMENT_MAX_LENGTH,
  outcomeFromQuery,
  type FieldErrorCode,
  type RetryLabels,
} from '#src/shared/form-outcome.ts';
import { GUID } from '#src/server/forms/modules.ts';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';
import type { CountLabels } from './CharacterCount.tsx';
import type { StatusLabels } from './FormStatus.tsx';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackModuleProps = {
  /** The envelope's `siteKey` and the page's key (GUIDs): without both, no module. */
  siteKey: string | null;
  pageKey: string | null;
  returnTo: string;
  question: string;
  query: URLSearchParams;
  /** What the visitor typed before a plain post sent them back (forms/form-state.ts). */
  values?: Record<string, string>;
  t: Translate;
};

const codes: FieldErrorCode[] = ['required', 'tooLong', 'invalid'];

/** "Try again in 7 minutes", in the page's language; `{wait}` stands for the number. */
export function retryLabels(t: Translate): RetryLabels {
  const n = { wait: '{wait}' };
  return {
    later: t('form.retryLater'),
    minute: t('form.retryMinute', n),
    minutes: t('form.retryMinutes', n),
    hour: t('form.retryHour', n),
    hours: t('form.retryHours', n),
  };
}

/** The status line's words (FormStatus): the same in both module forms but for a refusal's. */
export function statusLabels(t: Translate, refused: DictionaryKey): StatusLabels {
  return {
    sending: t('feedback.sending'),
    errorPrefix: t('form.errorPrefix'),
    failed: t('error.tryLater'),
    refused: t(refused),
    limited: t('form.limited'),
    retry: retryLabels(t),
  };
}

/** The character count's words in the page's language; `{chars}` stands for the number. */
export function countLabels(t: Translate): CountLabels {
  const n = { chars: '{chars}' };
  return {
    left: t('feedback.countLeft', n),
    leftOne: t('feedback.countLeftOne', n),
    over: t('feedback.countOver', n),
    overOne: t('feedback.countOverOne', n),
  };
}

/** The message of every error the form can show, by `field.code`. */
export function feedbackErrorMessages(t: Translate): Record<string, string> {
  const messages: Record<string, string> = {};
  const of: Record<string, DictionaryKey> = {
    comment: 'feedback.error.commentTooLong',
    rating: 'feedback.error.rating',
    form: 'form.error.reload',
  };
  for (const [field, key] of Object.entries(of)) {
    for (const code of codes) messages[`${field}.${code}`] = t(key);
  }
  return messages;
}

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
  values,
  t,
}: FeedbackModuleProps) {
  const id = useId();
  if (!siteKey || !pageKey || !GUID.test(siteKey) || !GUID.test(pageKey)) return null;
  const initial: FeedbackFormProps['initial'] = outcomeFromQuery('feedback', query) ?? {
    status: 'idle',
    errors: [],
  };
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
        values={values?.comment !== undefined ? { comment: values.comment } : undefined}
        labels={{
          yes: t('feedback.yes'),
          no: t('feedback.no'),
          commentLabel: t('feedback.commentLabel'),
          commentHint: t('feedback.commentHint'),
          commentLimit: t('feedback.limit', { max: COMMENT_MAX_LENGTH }),
          count: countLabels(t),
          thanksTitle: t('feedback.thanksTitle'),
          thanksText: t('feedback.thanksText'),
          ...statusLabels(t, 'feedback.refused'),
          errorSummary: t('form.errorSummary'),
          errors: feedbackErrorMessages(t),
        }}
      />
    </section>
  );
}
