'use client';
import { Button } from '#src/components/Button/Button.tsx';
import { ErrorSummary } from '#src/components/ErrorSummary/ErrorSummary.tsx';
import { FormStatus, type StatusLabels } from './FormStatus.tsx';
import { fieldErrors } from './field-errors.tsx';
import { CharacterCount, type CountLabels } from './CharacterCount.tsx';
import { FormThanks } from './FormThanks.tsx';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import { COMMENT_MAX_LENGTH, summaryId } from '#src/shared/form-outcome.ts';
import { useModuleForm, type FormView } from './enhanced-submit.ts';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackFormProps = {
  siteKey: string;
  pageKey: string;
  returnTo: string;
  question: string;
  /** Outcome of a plain form post, read from the page's query. */
  initial: FormView<'feedback'>;
  /** What the visitor typed before a plain post that sent them back (form-state.ts). */
  values?: { comment?: string };
  labels: StatusLabels & {
    yes: string;
    no: string;
    commentLabel: string;
    commentHint: string;
    /** "You can enter up to 1,000 characters." */
    commentLimit: string;
    count: CountLabels;
    thanksTitle: string;
    thanksText: string;
    errorSummary: string;
    /** The message of each error, by `field.code` (`comment.tooLong`, `form.invalid`). */
    errors: Record<string, string>;
  };
};

/**
 * The feedback form: a plain POST to /api/feedback, sent with fetch once hydrated. The hidden
 * keys are checked again on the server; the rating travels as yes/no and becomes the package's
 * rating key there.
 */
export function FeedbackForm({
  siteKey,
  pageKey,
  returnTo,
  question,
  initial,
  values,
  labels,
}: FeedbackFormProps) {
  const max = COMMENT_MAX_LENGTH;
  const { view, busy, onSubmit } = useModuleForm('feedback', initial, labels.errorPrefix);
  // TOAST_NOTIFICATIONS: the toast announces the confirmation; FormThanks stays on the page too.
  const toast = useToast();
  if (view.status === 'sent') {
    return <FormThanks module="feedback" title={labels.thanksTitle} text={labels.thanksText} />;
  }
  const ids = {
    comment: `feedback-comment-${pageKey}`,
    hint: `feedback-hint-${pageKey}`,
    yes: `feedback-yes-${pageKey}`,
    error: (field: string) => `feedback-${field}-error-${pageKey}`,
  };
  const { message, errorOf, fieldError } = fieldErrors<'comment' | 'rating'>(
    view.errors,
    labels,
    ids.error,
  );
  const commentInvalid = !!errorOf('comment');
  const ratingDescribedBy = errorOf('rating') ? ids.error('rating') : undefined;
  return (
    <form
      method="post"
      action="/api/feedback"
      noValidate
      onSubmit={async (event) => {
        const status = await onSubmit(event);
        if (status === 'sent') toast?.(labels.thanksTitle);
      }}
    >
      <ErrorSummary
        id={summaryId('feedback')}
        title={labels.errorSummary}
        items={view.errors.map((error) => ({
          text: message(error),
          href:
            error.field === 'comment'
              ? `#${ids.comment}`
              : error.field === 'rating'
                ? `#${ids.yes}`
                : undefined,
        }))}
      />
      <input type="hidden" name="siteKey" value={siteKey} />
      <input type="hidden" name="pageKey" value={pageKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{question}</legend>
        <div>
          <label className={styles.label} htmlFor={ids.comment}>
            {labels.commentLabel}
          </label>
          <span className={styles.hint} id={ids.hint}>
            {labels.commentHint} {labels.commentLimit}
          </span>
          {fieldError('comment')}
          {/* No maxlength: a browser would cut pasted text off unseen. The count says when it is
              too long, and the server refuses it with a message. */}
          <textarea
            className={commentInvalid ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
            id={ids.comment}
            name="comment"
            defaultValue={values?.comment}
            aria-describedby={commentInvalid ? `${ids.hint} ${ids.error('comment')}` : ids.hint}
            aria-invalid={commentInvalid || undefined}
          />
          <CharacterCount
            fieldId={ids.comment}
            max={max}
            labels={labels.count}
            initialLength={values?.comment?.length ?? 0}
          />
        </div>
        <div>
          {fieldError('rating')}
          <div className={styles.row}>
            <Button
              type="submit"
              name="rating"
              value="yes"
              id={ids.yes}
              aria-describedby={ratingDescribedBy}
              aria-disabled={busy}
            >
              {labels.yes}
            </Button>
            <Button
              type="submit"
              name="rating"
              value="no"
              color="canvas"
              aria-describedby={ratingDescribedBy}
              aria-disabled={busy}
            >
              {labels.no}
            </Button>
          </div>
        </div>
        <FormStatus module="feedback" busy={busy} view={view} labels={labels} />
      </fieldset>
    </form>
  );
}
