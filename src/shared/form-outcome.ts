// What a module form's post led to, as the server says it and the page shows it: the outcome,
// and one error per field. Shared by the endpoint (src/server/forms/module-api.ts), the page
// that reads a plain post's outcome from its query, and the forms in the browser. Never the
// visitor's input: that travels only in the sealed form-state cookie (form-state.ts).

export type FormModule = 'feedback' | 'subscription';

export const outcomes = {
  feedback: ['sent', 'refused', 'error', 'invalid', 'limited'],
  subscription: ['subscribed', 'exists', 'refused', 'error', 'invalid', 'limited'],
} as const satisfies Record<FormModule, readonly string[]>;

export type Outcome<M extends FormModule> = (typeof outcomes)[M][number];

/** The fields a visitor fills in, in the order they appear on the page. */
export const visibleFields = {
  feedback: ['comment', 'rating'],
  subscription: ['name', 'email'],
} as const satisfies Record<FormModule, readonly string[]>;

export type VisibleField<M extends FormModule> = (typeof visibleFields)[M][number];

/** `form`: a problem the visitor cannot fix in a field (a hidden key the page sent). */
export type ErrorField<M extends FormModule> = VisibleField<M> | 'form';

export type FieldErrorCode = 'required' | 'tooLong' | 'invalid';
const codes: readonly FieldErrorCode[] = ['required', 'tooLong', 'invalid'];

export type FieldError<M extends FormModule = FormModule> = {
  field: ErrorField<M>;
  code: FieldErrorCode;
};

/** The element a plain post's redirect points at, so the browser focuses it on arrival. */
export const summaryId = (module: FormModule) => `${module}-summary`;
export const statusId = (module: FormModule) => `${module}-status`;

/** The query parameter of the outcome (`?feedback=sent`) and of each error. */
export const errorParam = (module: FormModule) => `${module}-error`;

/** An error as it travels in the query: `email.invalid`. */
export const errorValue = (error: FieldError) => `${error.field}.${error.code}`;

const fieldsOf = (module: FormModule): readonly string[] => [...visibleFields[module], 'form'];

/**
 * The errors in a query or an answer, read tolerantly: known fields and codes only, one per
 * field, in the order of the form; anything else is ignored.
 */
export function readErrors<M extends FormModule>(
  module: M,
  given: readonly unknown[],
): FieldError<M>[] {
  const byField = new Map<string, FieldErrorCode>();
  for (const item of given.slice(0, 10)) {
    let field: unknown;
    let code: unknown;
    if (typeof item === 'string') [field, code] = item.split('.', 2);
    else if (item && typeof item === 'object') ({ field, code } = item as Record<string, unknown>);
    if (typeof field !== 'string' || !fieldsOf(module).includes(field)) continue;
    if (!codes.includes(code as FieldErrorCode) || byField.has(field)) continue;
    byField.set(field, code as FieldErrorCode);
  }
  return fieldsOf(module).flatMap((field) => {
    const code = byField.get(field);
    return code ? [{ field: field as ErrorField<M>, code }] : [];
  });
}

/** The outcome a plain post left in the page's query, with its errors; null: none. */
export function outcomeFromQuery<M extends FormModule>(
  module: M,
  query: URLSearchParams,
): { status: Outcome<M>; errors: FieldError<M>[] } | null {
  const given = query.get(module);
  const status = (outcomes[module] as readonly string[]).find((s) => s === given) as
    Outcome<M> | undefined;
  if (!status) return null;
  const errors = status === 'invalid' ? readErrors(module, query.getAll(errorParam(module))) : [];
  // An invalid outcome always names at least one problem, so the summary is never empty.
  return {
    status,
    errors: status === 'invalid' && !errors.length ? [{ field: 'form', code: 'invalid' }] : errors,
  };
}
