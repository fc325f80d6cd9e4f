'use client';
import { useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { submitEnhanced } from '#src/components/FeedbackModule/enhanced-submit.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';

type Status = 'idle' | 'subscribed' | 'exists' | 'error' | 'invalid';

export type SubscriptionFormProps = {
  siteId: string;
  pageId: string;
  returnTo: string;
  initial: { status: Status; errorText?: string };
  labels: {
    email: string;
    submit: string;
    done: string;
    exists: string;
    failed: string;
    errors: Record<string, string>;
  };
};

/** Email subscription: validated in the browser, again with zod on the server. */
export function SubscriptionForm({
  siteId,
  pageId,
  returnTo,
  initial,
  labels,
}: SubscriptionFormProps) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (state.status === 'subscribed') {
    return (
      <p className={styles.status} role="status">
        {labels.done}
      </p>
    );
  }
  const inputId = `subscription-email-${pageId}`;
  const errorId = `subscription-error-${pageId}`;
  return (
    <form
      method="post"
      action="/api/subscriptions"
      onSubmit={async (event) => {
        setBusy(true);
        const answer = await submitEnhanced(event);
        setBusy(false);
        const status =
          (['subscribed', 'exists', 'invalid'] as const).find((s) => s === answer.status) ??
          'error';
        setState({
          status,
          errorText:
            status === 'invalid'
              ? (labels.errors[answer.error?.message ?? ''] ?? labels.failed)
              : undefined,
        });
      }}
    >
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="pageId" value={pageId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className={styles.label} htmlFor={inputId}>
        {labels.email}
      </label>
      {state.status === 'invalid' && (
        <p className={styles.error} id={errorId}>
          {state.errorText}
        </p>
      )}
      <div className={styles.row}>
        <input
          className={
            state.status === 'invalid' ? `${styles.input} ${styles.invalid}` : styles.input
          }
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={state.status === 'invalid' ? errorId : undefined}
        />
        <Button type="submit" aria-disabled={busy}>
          {labels.submit}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {state.status === 'exists' ? labels.exists : state.status === 'error' ? labels.failed : ''}
      </p>
    </form>
  );
}
