import { useId } from 'react';
import type { Translate } from '#src/shared/dictionary/index.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';
import { SubscriptionForm, type SubscriptionFormProps } from './SubscriptionForm.tsx';

export type SubscriptionModuleProps = {
  /** The page's Umbraco node id; a page without a numeric id gets no module. */
  pageId: string;
  returnTo: string;
  query: URLSearchParams;
  t: Translate;
};

const errorKeys = ['input.required', 'input.tooLong', 'input.notAllowed'] as const;
const statuses = ['subscribed', 'exists', 'refused', 'error', 'invalid', 'limited'] as const;

/**
 * SUBSCRIPTION_MODULE: subscribe to updates of this page by email (Limbo.Subscriptions). The
 * layout shows it only when SUBSCRIPTIONS_API_KEY and SUBSCRIPTIONS_AUTH_PATH are set.
 */
export function SubscriptionModule({ pageId, returnTo, query, t }: SubscriptionModuleProps) {
  const id = useId();
  if (!/^\d{1,10}$/.test(pageId)) return null;
  const status = statuses.find((s) => s === query.get('subscription')) ?? 'idle';
  const errorKey = errorKeys.find((k) => k === query.get('subscription-error'));
  const field = query.get('subscription-field') === 'name' ? 'name' : 'email';
  const initial: SubscriptionFormProps['initial'] =
    status === 'invalid'
      ? { status, field, errorText: t(errorKey ?? 'input.notAllowed') }
      : { status };
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
        labels={{
          name: t('subscription.nameLabel'),
          email: t('subscription.emailLabel'),
          submit: t('subscription.submit'),
          done: t('subscription.done'),
          exists: t('subscription.exists'),
          refused: t('subscription.refused'),
          limited: t('form.limited'),
          failed: t('error.tryLater'),
          errors: Object.fromEntries(errorKeys.map((k) => [k, t(k)])),
        }}
      />
    </section>
  );
}
