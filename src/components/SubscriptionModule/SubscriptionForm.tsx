'use client';
import { useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { submitEnhanced } from '#src/components/FeedbackModule/enhanced-submit.ts';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';

type Status = 'idle' | 'subscribed' | 'exists' | 'refused' | 'error' | 'invalid' | 'limited';
type Field = 'name' | 'email';

export type SubscriptionFormProps = {
  /** The Umbraco node id of the page (Limbo.Subscriptions `subscriptionItems[].nodeId`). */
  pageId: string;
  returnTo: string;
  initial: { status: Status; field?: Field; errorText?: string };
  labels: {
    name: string;
    email: string;
    submit: string;
    done: string;
    exists: string;
    refused: string;
    /** Too many posts from this address, or for this e-mail address: try again later. */
    limited: string;
    failed: string;
    errors: Record<string, string>;
  };
};

/**
 * Email subscription: name (the package requires one) and email, validated in the browser and
 * again with zod on the server, which asks Limbo.Subscriptions. No token ever reaches this form.
 */
export function SubscriptionForm({ pageId, returnTo, initial, labels }: SubscriptionFormProps) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  // TOAST_NOTIFICATIONS: the confirmation is announced by the toast; the message stays here too.
  const toast = useToast();
  if (state.status === 'subscribed') {
    return (
      <p className={styles.status} role={toast ? undefined : 'status'}>
        {labels.done}
      </p>
    );
  }
  const ids = {
    name: `subscription-name-${pageId}`,
    email: `subscription-email-${pageId}`,
    error: `subscription-error-${pageId}`,
  };
  const invalid = (field: Field) => state.status === 'invalid' && state.field === field;
  const fieldProps = (field: Field) => ({
    className: invalid(field) ? `${styles.input} ${styles.invalid}` : styles.input,
    id: ids[field],
    name: field,
    required: true,
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': invalid(field) ? ids.error : undefined,
  });
  const error = (field: Field) =>
    invalid(field) && (
      <p className={styles.error} id={ids.error}>
        {state.errorText}
      </p>
    );
  return (
    <form
      method="post"
      action="/api/subscriptions"
      onSubmit={async (event) => {
        setBusy(true);
        const answer = await submitEnhanced(event);
        setBusy(false);
        const status =
          (['subscribed', 'exists', 'refused', 'invalid', 'limited'] as const).find(
            (s) => s === answer.status,
          ) ?? 'error';
        if (status === 'subscribed') toast?.(labels.done);
        setState({
          status,
          field: answer.error?.field === 'name' ? 'name' : 'email',
          errorText:
            status === 'invalid'
              ? (labels.errors[answer.error?.message ?? ''] ?? labels.failed)
              : undefined,
        });
      }}
    >
      <input type="hidden" name="pageId" value={pageId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className={styles.fields}>
        <div>
          <label className={styles.label} htmlFor={ids.name}>
            {labels.name}
          </label>
          {error('name')}
          <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={200} />
        </div>
        <div>
          <label className={styles.label} htmlFor={ids.email}>
            {labels.email}
          </label>
          {error('email')}
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={254} />
        </div>
        <div className={styles.row}>
          <Button type="submit" aria-disabled={busy}>
            {labels.submit}
          </Button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {state.status === 'exists'
          ? labels.exists
          : state.status === 'refused'
            ? labels.refused
            : state.status === 'error'
              ? labels.failed
              : state.status === 'limited'
                ? labels.limited
                : ''}
      </p>
    </form>
  );
}
