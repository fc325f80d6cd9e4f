'use client';
import { Button } from '#src/components/Button/Button.tsx';
import type { FormView } from '#src/components/FeedbackModule/enhanced-submit.ts';
import { ModuleForm, type ModuleFormLabels } from '#src/components/FeedbackModule/ModuleForm.tsx';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';

type Field = 'name' | 'email';

export type SubscriptionFormProps = {
  /** The Umbraco node id of the page (Limbo.Subscriptions `subscriptionItems[].nodeId`). */
  pageId: string;
  returnTo: string;
  initial: FormView<'subscription'>;
  /** What the visitor typed before a plain post that sent them back (form-state.ts). */
  values?: { name?: string; email?: string };
  /** `limited`: too many posts from this address, or for this e-mail address. */
  labels: ModuleFormLabels & {
    name: string;
    email: string;
    submit: string;
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
  const ids = {
    name: `subscription-name-${pageId}`,
    email: `subscription-email-${pageId}`,
    error: (field: Field) => `subscription-${field}-error-${pageId}`,
  };
  return (
    <ModuleForm<'subscription', Field>
      module="subscription"
      action="/api/subscriptions"
      done="subscribed"
      initial={initial}
      hidden={{ pageId }}
      returnTo={returnTo}
      labels={labels}
      errorId={ids.error}
      hrefOf={(field) => (field === 'form' ? undefined : `#${ids[field as Field]}`)}
    >
      {({ errorOf, fieldError, busy, status }) => {
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
          <>
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
            {status}
          </>
        );
      }}
    </ModuleForm>
  );
}
