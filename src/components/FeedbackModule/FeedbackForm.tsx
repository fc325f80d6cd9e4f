'use client';
import { Button } from '#src/components/Button/Button.tsx';
import { CharacterCount, type CountLabels } from './CharacterCount.tsx';
import { COMMENT_MAX_LENGTH } from '#src/shared/form-outcome.ts';
import type { FormView } from './enhanced-submit.ts';
import { ModuleForm, type ModuleFormLabels } from './ModuleForm.tsx';
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
  labels: ModuleFormLabels & {
    yes: string;
    no: string;
    commentLabel: string;
    commentHint: string;
    /** "You can enter up to 1,000 characters." */
    commentLimit: string;
    count: CountLabels;
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
  const ids = {
    comment: `feedback-comment-${pageKey}`,
    hint: `feedback-hint-${pageKey}`,
    yes: `feedback-yes-${pageKey}`,
    error: (field: string) => `feedback-${field}-error-${pageKey}`,
  };
  return (
    <ModuleForm<'feedback', 'comment' | 'rating'>
      module="feedback"
      action="/api/feedback"
      done="sent"
      initial={initial}
      hidden={{ siteKey, pageKey }}
      returnTo={returnTo}
      labels={labels}
      errorId={ids.error}
      hrefOf={(field) =>
        field === 'comment' ? `#${ids.comment}` : field === 'rating' ? `#${ids.yes}` : undefined
      }
    >
      {({ errorOf, fieldError, busy, status }) => {
        const commentInvalid = !!errorOf('comment');
        const ratingDescribedBy = errorOf('rating') ? ids.error('rating') : undefined;
        return (
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
              {/* No maxlength: a browser would cut pasted text off unseen. The count says when
                  it is too long, and the server refuses it with a message. */}
              <textarea
                className={
                  commentInvalid ? `${styles.textarea} ${styles.invalid}` : styles.textarea
                }
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
            {status}
          </fieldset>
        );
      }}
    </ModuleForm>
  );
}
