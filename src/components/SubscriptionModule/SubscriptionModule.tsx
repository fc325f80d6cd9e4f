import { useId } from 'react';
import type { Translate } from '#src/server/dictionary/index.ts';
import * as styles from '#src/components/FeedbackModule/FeedbackModule.css.ts';
import { SubscriptionForm, type SubscriptionFormProps } from './SubscriptionForm.tsx';

export type SubscriptionModuleProps = {
  siteId: string;
  pageId: string;
  returnTo: string;
  query: URLSearchParams;
  t: Translate;
};

const errorKeys = ['input.required', 'input.tooLong', 'input.notAllowed'] as const;
const statuses = ['subscribed', 'exists', 'error', 'invalid'] as const;

/** SUBSCRIPTION_MODULE: subscribe to updates of this page by email. */
export function SubscriptionModule({
  siteId,
  pageId,
  returnTo,
  query,
  t,
}: SubscriptionModuleProps) {
  const id = useId();
  const status = statuses.find((s) => s === query.get('subscription')) ?? 'idle';
  const errorKey = errorKeys.find((k) => k === query.get('subscription-error'));
  const initial: SubscriptionFormProps['initial'] =
    status === 'invalid' ? { status, errorText: t(errorKey ?? 'input.notAllowed') } : { status };
  return (
    <section id="subscription" className={styles.module} aria-labelledby={id} data-print="hide">
      <h2 id={id} className={styles.heading}>
        {t('subscription.heading')}
      </h2>
      <p>{t('subscription.text')}</p>
      <SubscriptionForm
        siteId={siteId}
        pageId={pageId}
        returnTo={returnTo}
        initial={initial}
        labels={{
          email: t('subscription.emailLabel'),
          submit: t('subscription.submit'),
          done: t('subscription.done'),
          exists: t('subscription.exists'),
          failed: t('error.tryLater'),
          errors: Object.fromEntries(errorKeys.map((k) => [k, t(k)])),
        }}
      />
    </section>
  );
}
