import { useToast } from '#src/components/Toast/toast-atom.ts';
import { statusId, type FormModule } from '#src/shared/form-outcome.ts';
import * as styles from './FeedbackModule.css.ts';

/**
 * The thanks a module form turns into once its post went through: focusable, so the submit can
 * move focus to it (with and without JavaScript). With TOAST_NOTIFICATIONS the toast announces
 * it, so it is not a status region too.
 */
export function FormThanks({
  module,
  title,
  text,
}: {
  module: FormModule;
  title: string;
  text: string;
}) {
  const toast = useToast();
  return (
    <div
      id={statusId(module)}
      className={styles.thanks}
      tabIndex={-1}
      role={toast ? undefined : 'status'}
    >
      <h3 className={styles.thanksTitle}>{title}</h3>
      <p>{text}</p>
    </div>
  );
}
