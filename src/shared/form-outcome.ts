// What a module form's post led to, as the server says it and the page shows it: the outcome,
// and one error per field. Shared by the endpoint (src/server/forms/module-api.ts), the page
// that reads a plain post's outcome from its query, and the forms in the browser. Never the
// visitor's input: that travels only in the sealed form-state cookie (form-state.ts).

export type FormModule = 'feedback' | 'subscription';

export const outcomes = {
  feedback: ['sent', 'refused', 'error', 'invalid', 'limited'],
  // No "already subscribes": the response is the same either way (the backend's e-mail says which).
  subscription: ['subscribed', 'refused', 'error', 'invalid', 'limited'],
} as const satisfies Record<FormModule, readonly string[]>;

export type Outcome<M extends FormModule> = (typeof outcomes)[M][number];

/** The fields a visitor fills in, in the order they appear on the page. */
/** The feedback comment's limit: the form shows it, the server checks it (forms/modules.ts). */
export const COMMENT_MAX_LENGTH = 1000;

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

/** The query parameter of a limited outcome's wait, in minutes (`?feedback-retry=7`). */
export const retryParam = (module: FormModule) => `${module}-retry`;

/** The longest wait a limit can ask for (a day, the per-e-mail window), in minutes. */
const MAX_RETRY_MINUTES = 24 * 60;

/** Seconds to wait as whole minutes, rounded up (at least 1). */
export const retryMinutes = (seconds: number) =>
  Math.min(MAX_RETRY_MINUTES, Math.max(1, Math.ceil(seconds / 60)));

/** The sentences a limited form shows, `{wait}` standing for the number. */
export type RetryLabels = {
  /** No wait known: "try again later". */
  later: string;
  minute: string;
  minutes: string;
  hour: string;
  hours: string;
};

/**
 * "Try again in 7 minutes": minutes up to two hours, else whole hours (rounded up). Danish,
 * English and German all say the singular for exactly 1 and the plural otherwise.
 */
export function retryText(labels: RetryLabels, minutes: number | undefined): string {
  if (!minutes) return labels.later;
  if (minutes < 120) {
    return (minutes === 1 ? labels.minute : labels.minutes).replace('{wait}', String(minutes));
  }
  const hours = Math.ceil(minutes / 60);
  return (hours === 1 ? labels.hour : labels.hours).replace('{wait}', String(hours));
}

/** An error as it travels in the query: `email.invalid`. */
export const errorValue = (error: FieldError) => `${error.field}.${error.code}`;

const fieldsOf = (module: FormModule): readonly string[] => [...visibleFields[module], 'form'];

/**
 * The errors in a query or a reply (`ModuleReply`), read tolerantly: known fields and codes
 * only, one per field, in the order of the form; anything else is ignored.
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
): { status: Outcome<M>; errors: FieldError<M>[]; retryMinutes?: number } | null {
  const given = query.get(module);
  const status = (outcomes[module] as readonly string[]).find((s) => s === given) as
    Outcome<M> | undefined;
  if (!status) return null;
  const errors = status === 'invalid' ? readErrors(module, query.getAll(errorParam(module))) : [];
  const wait = status === 'limited' ? /^\d{1,4}$/.exec(query.get(retryParam(module)) ?? '') : null;
  // An invalid outcome always names at least one problem, so the summary is never empty.
  return {
    status,
    errors: status === 'invalid' && !errors.length ? [{ field: 'form', code: 'invalid' }] : errors,
    ...(wait ? { retryMinutes: retryMinutes(Number(wait[0]) * 60) } : {}),
  };
}
