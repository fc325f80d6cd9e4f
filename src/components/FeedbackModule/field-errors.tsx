import type { FieldError } from '#src/shared/form-outcome.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './FeedbackModule.css.ts';

/**
 * A module form's errors by field: each one's message (by `field.code`, else the form's own),
 * and the message shown at its field, which the field's `aria-describedby` names (`idOf`).
 */
export function fieldErrors<F extends string>(
  errors: readonly FieldError[],
  labels: { errorPrefix: string; errors: Record<string, string> },
  idOf: (field: F) => string,
) {
  const message = (error: FieldError) =>
    labels.errors[`${error.field}.${error.code}`] ?? labels.errors['form.invalid'] ?? '';
  const errorOf = (field: F) => errors.find((e) => e.field === field);
  const fieldError = (field: F) => {
    const error = errorOf(field);
    return (
      error && (
        <p className={styles.error} id={idOf(field)}>
          <span className={visuallyHidden}>{labels.errorPrefix} </span>
          {message(error)}
        </p>
      )
    );
  };
  return { message, errorOf, fieldError };
}
