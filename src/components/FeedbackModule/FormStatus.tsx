import type { FormModule } from '#src/shared/form-outcome.ts';
import { statusId } from '#src/shared/form-outcome.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './FeedbackModule.css.ts';

/**
 * A module form's status line: "sending", or what went wrong, styled and announced as an error
 * (the prefix is read out, as with a field's error). A plain post's redirect points at it, and
 * the enhanced form focuses it, so the message is what a visitor meets first.
 */
export function FormStatus({
  module,
  busy,
  failure,
  labels,
}: {
  module: FormModule;
  busy: boolean;
  failure: string | null;
  labels: { sending: string; errorPrefix: string };
}) {
  const shown = !busy && failure;
  return (
    <p
      id={statusId(module)}
      className={shown ? `${styles.status} ${styles.error}` : styles.status}
      role="status"
      tabIndex={-1}
    >
      {busy ? (
        labels.sending
      ) : failure ? (
        <>
          <span className={visuallyHidden}>{labels.errorPrefix} </span>
          {failure}
        </>
      ) : (
        ''
      )}
    </p>
  );
}
