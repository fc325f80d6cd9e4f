import type { FormModule, RetryLabels } from '#src/shared/form-outcome.ts';
import { retryText, statusId } from '#src/shared/form-outcome.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './FeedbackModule.css.ts';

/** The status line's words, the same in both module forms (statusLabels in FeedbackModule.tsx). */
export type StatusLabels = {
  sending: string;
  errorPrefix: string;
  /** The backend failed: try again later. */
  failed: string;
  /** The backend refused the post: trying again will not help. */
  refused: string;
  /** Too many posts from this address; `retry` says when to try again. */
  limited: string;
  retry: RetryLabels;
};

/** What went wrong with a post, in words; null when nothing did. */
export function failureOf(
  view: { status: string; retryMinutes?: number },
  labels: StatusLabels,
): string | null {
  if (view.status === 'error') return labels.failed;
  if (view.status === 'refused') return labels.refused;
  if (view.status === 'limited') {
    return `${labels.limited} ${retryText(labels.retry, view.retryMinutes)}`;
  }
  return null;
}

/**
 * A module form's status line: "sending", or what went wrong, styled and announced as an error
 * (the prefix is read out, as with a field's error). A plain post's redirect points at it, and
 * the enhanced form focuses it, so the message is what a visitor meets first.
 */
export function FormStatus({
  module,
  busy,
  view,
  labels,
}: {
  module: FormModule;
  busy: boolean;
  view: { status: string; retryMinutes?: number };
  labels: StatusLabels;
}) {
  const failure = failureOf(view, labels);
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
