import { useId } from 'react';
import type { DictionaryKey, Translate } from '#src/shared/dictionary/index.ts';
import { outcomeFromQuery, type FieldErrorCode } from '#src/shared/form-outcome.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';
import { statusLabels } from '#src/components/FeedbackModule/FeedbackModule.tsx';
import { SubscriptionForm, type SubscriptionFormProps } from './SubscriptionForm.tsx';

export type SubscriptionModuleProps = {
  /** The page's Umbraco node id; a page without a numeric id gets no module. */
  pageId: string;
  returnTo: string;
  query: URLSearchParams;
  /** What the visitor typed before a plain post sent them back (forms/form-state.ts). */
  values?: Record<string, string>;
  t: Translate;
};

/** The message of every error the form can show, by `field.code`. */
export function subscriptionErrorMessages(t: Translate): Record<string, string> {
  const of: Record<string, Record<FieldErrorCode, DictionaryKey>> = {
    name: {
      required: 'subscription.error.nameRequired',
      invalid: 'subscription.error.nameRequired',
      tooLong: 'subscription.error.nameTooLong',
    },
    email: {
      required: 'subscription.error.emailRequired',
      invalid: 'subscription.error.emailInvalid',
      tooLong: 'subscription.error.emailTooLong',
    },
    form: {
      required: 'form.error.reload',
      invalid: 'form.error.reload',
      tooLong: 'form.error.reload',
    },
  };
  return Object.fromEntries(
    Object.entries(of).flatMap(([field, keys]) =>
      Object.entries(keys).map(([code, key]) => [`${field}.${code}`, t(key)]),
    ),
  );
}

/**
 * SUBSCRIPTION_MODULE: subscribe to updates of this page by email (Limbo.Subscriptions). The
 * layout shows it only when SUBSCRIPTIONS_API_KEY and SUBSCRIPTIONS_AUTH_PATH are set.
 */
export function SubscriptionModule({
  pageId,
  returnTo,
  query,
  values,
  t,
}: SubscriptionModuleProps) {
  const id = useId();
  if (!/^\d{1,10}$/.test(pageId)) return null;
  const initial: SubscriptionFormProps['initial'] = outcomeFromQuery('subscription', query) ?? {
    status: 'idle',
    errors: [],
  };
  return (
    <section id="subscription" className={styles.module} aria-labelledby={id} data-print="hide">
      <h2 id={id} className={styles.heading}>
        {t('subscription.heading')}
      </h2>
      <p>{t('subscription.text')}</p>
      <SubscriptionForm
        pageId={pageId}
        returnTo={returnTo}
        initial={initial}
        values={values ? { name: values.name, email: values.email } : undefined}
        labels={{
          name: t('subscription.nameLabel'),
          email: t('subscription.emailLabel'),
          submit: t('subscription.submit'),
          thanksTitle: t('subscription.thanksTitle'),
          thanksText: t('subscription.thanksText'),
          ...statusLabels(t, 'subscription.refused'),
          errorSummary: t('form.errorSummary'),
          errors: subscriptionErrorMessages(t),
        }}
      />
    </section>
  );
}
