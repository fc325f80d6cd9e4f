'use client';
import { Button } from '#src/components/Button/Button.tsx';
import { ErrorSummary } from '#src/components/ErrorSummary/ErrorSummary.tsx';
import { FormStatus, type StatusLabels } from '#src/components/FeedbackModule/FormStatus.tsx';
import { fieldErrors } from '#src/components/FeedbackModule/field-errors.tsx';
import { FormThanks } from '#src/components/FeedbackModule/FormThanks.tsx';
import { useModuleForm, type FormView } from '#src/components/FeedbackModule/enhanced-submit.ts';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';
import { summaryId } from '#src/shared/form-outcome.ts';

type Field = 'name' | 'email';

export type SubscriptionFormProps = {
  /** The Umbraco node id of the page (Limbo.Subscriptions `subscriptionItems[].nodeId`). */
  pageId: string;
  returnTo: string;
  initial: FormView<'subscription'>;
  /** What the visitor typed before a plain post that sent them back (form-state.ts). */
  values?: { name?: string; email?: string };
  /** `limited`: too many posts from this address, or for this e-mail address. */
  labels: StatusLabels & {
    name: string;
    email: string;
    submit: string;
    thanksTitle: string;
    thanksText: string;
    errorSummary: string;
    /** The message of each error, by `field.code` (`email.invalid`, `form.invalid`). */
    errors: Record<string, string>;
  };
};

/**
 * Email subscription: name (the package requires one) and email, checked with zod on the server,
 * which asks Limbo.Subscriptions; the browser's own validation is off (`noValidate`), so every
 * visitor gets the same messages, in the page's language. No token ever reaches this form.
 */
export function SubscriptionForm({
  pageId,
  returnTo,
  initial,
  values,
  labels,
}: SubscriptionFormProps) {
  const { view, busy, onSubmit } = useModuleForm('subscription', initial, labels.errorPrefix);
  // TOAST_NOTIFICATIONS: the toast announces the confirmation; FormThanks stays on the page too.
  const toast = useToast();
  if (view.status === 'subscribed') {
    return <FormThanks module="subscription" title={labels.thanksTitle} text={labels.thanksText} />;
  }
  const ids = {
    name: `subscription-name-${pageId}`,
    email: `subscription-email-${pageId}`,
    error: (field: Field) => `subscription-${field}-error-${pageId}`,
  };
  const { message, errorOf, fieldError } = fieldErrors<Field>(view.errors, labels, ids.error);
  const fieldProps = (field: Field) => {
    const invalid = !!errorOf(field);
    return {
      className: invalid ? `${styles.input} ${styles.invalid}` : styles.input,
      id: ids[field],
      name: field,
      required: true,
      defaultValue: values?.[field],
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? ids.error(field) : undefined,
    };
  };
  return (
    <form
      method="post"
      action="/api/subscriptions"
      noValidate
      onSubmit={async (event) => {
        const status = await onSubmit(event);
        if (status === 'subscribed') toast?.(labels.thanksTitle);
      }}
    >
      <ErrorSummary
        id={summaryId('subscription')}
        title={labels.errorSummary}
        items={view.errors.map((error) => ({
          text: message(error),
          href: error.field === 'form' ? undefined : `#${ids[error.field]}`,
        }))}
      />
      <input type="hidden" name="pageId" value={pageId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className={styles.fields}>
        <div>
          <label className={styles.label} htmlFor={ids.name}>
            {labels.name}
          </label>
          {fieldError('name')}
          <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={200} />
        </div>
        <div>
          <label className={styles.label} htmlFor={ids.email}>
            {labels.email}
          </label>
          {fieldError('email')}
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
          />
        </div>
        <div className={styles.row}>
          <Button type="submit" aria-disabled={busy}>
            {labels.submit}
          </Button>
        </div>
      </div>
      <FormStatus module="subscription" busy={busy} view={view} labels={labels} />
    </form>
  );
}
