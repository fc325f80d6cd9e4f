'use client';
import { useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { submitEnhanced } from './enhanced-submit.ts';
import * as styles from './FeedbackModule.css.ts';

export type FeedbackFormProps = {
  siteId: string;
  pageId: string;
  returnTo: string;
  question: string;
  /** Outcome of a plain form post, read from the page's query. */
  initial: { status: 'idle' | 'sent' | 'error' | 'invalid'; errorText?: string };
  labels: {
    yes: string;
    no: string;
    commentLabel: string;
    commentHint: string;
    sent: string;
    failed: string;
    sending: string;
    errors: Record<string, string>;
  };
};

/** The feedback form: a plain POST to /api/feedback, sent with fetch once hydrated. */
export function FeedbackForm({
  siteId,
  pageId,
  returnTo,
  question,
  initial,
  labels,
}: FeedbackFormProps) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (state.status === 'sent') {
    return (
      <p className={styles.status} role="status">
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
        setState(
          answer.status === 'sent'
            ? { status: 'sent' }
            : answer.status === 'invalid'
              ? {
                  status: 'invalid',
                  errorText: labels.errors[answer.error?.message ?? ''] ?? labels.failed,
                }
              : { status: 'error' },
        );
      }}
    >
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="pageId" value={pageId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{question}</legend>
        <div>
          <label className={styles.label} htmlFor={`feedback-comment-${pageId}`}>
            {labels.commentLabel}
          </label>
          <span className={styles.hint} id={`feedback-hint-${pageId}`}>
            {labels.commentHint}
          </span>
          {state.status === 'invalid' && (
            <p className={styles.error} id={`feedback-error-${pageId}`}>
              {state.errorText}
            </p>
          )}
          <textarea
            className={
              state.status === 'invalid' ? `${styles.textarea} ${styles.invalid}` : styles.textarea
            }
            id={`feedback-comment-${pageId}`}
            name="comment"
            maxLength={1000}
            aria-describedby={`feedback-hint-${pageId}${state.status === 'invalid' ? ` feedback-error-${pageId}` : ''}`}
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
          {busy ? labels.sending : state.status === 'error' ? labels.failed : ''}
        </p>
      </fieldset>
    </form>
  );
}
