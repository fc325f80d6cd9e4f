'use client';
import { useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import { submitEnhanced } from './enhanced-submit.ts';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackFormProps = {
  siteKey: string;
  pageKey: string;
  returnTo: string;
  question: string;
  /** Outcome of a plain form post, read from the page's query. */
  initial: {
    status: 'idle' | 'sent' | 'refused' | 'error' | 'invalid' | 'limited';
    errorText?: string;
  };
  labels: {
    yes: string;
    no: string;
    commentLabel: string;
    commentHint: string;
    sent: string;
    failed: string;
    /** The backend refused the feedback (unknown site or page): trying again will not help. */
    refused: string;
    /** Too many posts from this address: try again later. */
    limited: string;
    sending: string;
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
  labels,
}: FeedbackFormProps) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  // TOAST_NOTIFICATIONS: the confirmation is announced by the toast; the message stays here too.
  const toast = useToast();
  if (state.status === 'sent') {
    return (
      <p className={styles.status} role={toast ? undefined : 'status'}>
        {labels.sent}
      </p>
    );
  }
  return (
    <form
      method="post"
      action="/api/feedback"
      onSubmit={async (event) => {
        setBusy(true);
        const answer = await submitEnhanced(event);
        setBusy(false);
        if (answer.status === 'sent') toast?.(labels.sent);
        setState(
          answer.status === 'sent'
            ? { status: 'sent' }
            : answer.status === 'invalid'
              ? {
                  status: 'invalid',
                  errorText: labels.errors[answer.error?.message ?? ''] ?? labels.failed,
                }
              : answer.status === 'refused' || answer.status === 'limited'
                ? { status: answer.status }
                : { status: 'error' },
        );
      }}
    >
      <input type="hidden" name="siteKey" value={siteKey} />
      <input type="hidden" name="pageKey" value={pageKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{question}</legend>
        <div>
          <label className={styles.label} htmlFor={`feedback-comment-${pageKey}`}>
            {labels.commentLabel}
          </label>
          <span className={styles.hint} id={`feedback-hint-${pageKey}`}>
            {labels.commentHint}
          </span>
          {state.status === 'invalid' && (
            <p className={styles.error} id={`feedback-error-${pageKey}`}>
              {state.errorText}
            </p>
          )}
          <textarea
            className={
              state.status === 'invalid' ? `${styles.textarea} ${styles.invalid}` : styles.textarea
            }
            id={`feedback-comment-${pageKey}`}
            name="comment"
            maxLength={1000}
            aria-describedby={`feedback-hint-${pageKey}${state.status === 'invalid' ? ` feedback-error-${pageKey}` : ''}`}
            aria-invalid={state.status === 'invalid' || undefined}
          />
        </div>
        <div className={styles.row}>
          <Button type="submit" name="rating" value="yes" aria-disabled={busy}>
            {labels.yes}
          </Button>
          <Button type="submit" name="rating" value="no" color="canvas" aria-disabled={busy}>
            {labels.no}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {busy
            ? labels.sending
            : state.status === 'error'
              ? labels.failed
              : state.status === 'refused'
                ? labels.refused
                : state.status === 'limited'
                  ? labels.limited
                  : ''}
        </p>
      </fieldset>
    </form>
  );
}
