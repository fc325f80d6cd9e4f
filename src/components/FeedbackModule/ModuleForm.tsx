'use client';
import type { ReactNode } from 'react';
import { ErrorSummary } from '#src/components/ErrorSummary/ErrorSummary.tsx';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import { summaryId, type FormModule } from '#src/shared/form-outcome.ts';
import { useModuleForm, type FormView } from './enhanced-submit.ts';
import { fieldErrors } from './field-errors.tsx';
import { FormStatus, type StatusLabels } from './FormStatus.tsx';
import { FormThanks } from './FormThanks.tsx';

/** The words every module form has: its status line's, its thanks, its error summary's. */
export type ModuleFormLabels = StatusLabels & {
  thanksTitle: string;
  thanksText: string;
  errorSummary: string;
  /** The message of each error, by `field.code` (`email.invalid`, `form.invalid`). */
  errors: Record<string, string>;
};

/** What a module form's own fields are made with. */
export type ModuleFormParts<F extends string> = ReturnType<typeof fieldErrors<F>> & {
  busy: boolean;
  /** The status line ("sending", or what went wrong), where the form puts it. */
  status: ReactNode;
};

/**
 * What the feedback and subscription forms share: a plain POST to `action`, sent with fetch
 * once hydrated (enhanced-submit.ts); the error summary at the top, linking each error to its
 * field (`hrefOf`); the hidden keys the server checks again, then the page to go back to; the
 * status line; and, once the post went through (`done`), the thanks instead of the form
 * (TOAST_NOTIFICATIONS: the toast announces it; the thanks stay on the page too).
 */
export function ModuleForm<M extends FormModule, F extends string>({
  module,
  action,
  done,
  initial,
  hidden,
  returnTo,
  labels,
  errorId,
  hrefOf,
  children,
}: {
  module: M;
  action: string;
  done: FormView<M>['status'];
  initial: FormView<M>;
  hidden: Record<string, string>;
  returnTo: string;
  labels: ModuleFormLabels;
  /** The id of a field's error message, which the field's `aria-describedby` names. */
  errorId: (field: F) => string;
  /** The summary's link for an error of `field`; none for the form's own. */
  hrefOf: (field: string) => string | undefined;
  children: (parts: ModuleFormParts<F>) => ReactNode;
}) {
  const { view, busy, onSubmit } = useModuleForm(module, initial, labels.errorPrefix);
  const toast = useToast();
  if (view.status === done) {
    return <FormThanks module={module} title={labels.thanksTitle} text={labels.thanksText} />;
  }
  const errors = fieldErrors<F>(view.errors, labels, errorId);
  const status = <FormStatus module={module} busy={busy} view={view} labels={labels} />;
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={async (event) => {
        if ((await onSubmit(event)) === done) toast?.(labels.thanksTitle);
      }}
    >
      <ErrorSummary
        id={summaryId(module)}
        title={labels.errorSummary}
        items={view.errors.map((error) => ({
          text: errors.message(error),
          href: hrefOf(error.field),
        }))}
      />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="returnTo" value={returnTo} />
      {children({ ...errors, busy, status })}
    </form>
  );
}
