'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  outcomes,
  readErrors,
  retryMinutes,
  statusId,
  summaryId,
  type FieldError,
  type FormModule,
  type Outcome,
} from '#src/shared/form-outcome.ts';

/** The JSON a module endpoint sends our JavaScript (src/server/forms/module-api.ts). */
export type ModuleReply = { status: string; errors?: unknown[]; retryAfter?: unknown };

/**
 * Sends a module form with fetch and asks for JSON; the same endpoint responds to plain posts with
 * a redirect, so the form works without JavaScript too.
 */
export async function submitEnhanced(event: FormEvent<HTMLFormElement>): Promise<ModuleReply> {
  event.preventDefault();
  const form = event.currentTarget;
  const data = new FormData(form);
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  if (submitter?.name) data.set(submitter.name, submitter.value);
  try {
    // eslint-disable-next-line no-restricted-globals -- the browser posting to our own API, not the backend
    const res = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams([...data].map(([k, v]) => [k, String(v)])),
    });
    return ((await res.json()) as ModuleReply) ?? { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}

/**
 * What a module form shows: its outcome (none yet: `idle`), one error per field, and when
 * limited, the minutes to wait.
 */
export type FormView<M extends FormModule> = {
  status: Outcome<M> | 'idle';
  errors: FieldError<M>[];
  retryMinutes?: number;
};

/**
 * A module form's state in the browser: it sends with fetch, shows the reply, and then moves
 * focus where a plain post's redirect would: to the error summary when there are errors, else
 * to the message saying what happened (GOV.UK, DKFDS). The typed values stay in the fields.
 */
/**
 * The page's title starts with "Fejl:" while a form shows errors, as the server writes it after a
 * plain post (PageHead): a screen reader hears it first.
 */
function markTitle(errors: boolean, prefix: string | undefined) {
  if (!prefix) return;
  const marked = document.title.startsWith(`${prefix} `);
  if (errors && !marked) document.title = `${prefix} ${document.title}`;
  if (!errors && marked) document.title = document.title.slice(prefix.length + 1);
}

export function useModuleForm<M extends FormModule>(
  module: M,
  initial: FormView<M>,
  errorPrefix?: string,
) {
  const [view, setView] = useState(initial);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [view]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return null;
    }
    setBusy(true);
    const reply = await submitEnhanced(event);
    setBusy(false);
    const known: readonly string[] = outcomes[module];
    const status = (known.includes(reply.status) ? reply.status : 'error') as Outcome<M>;
    let errors = status === 'invalid' ? readErrors(module, reply.errors ?? []) : [];
    if (status === 'invalid' && errors.length === 0) errors = [{ field: 'form', code: 'invalid' }];
    focusNext.current = errors.length ? summaryId(module) : statusId(module);
    markTitle(errors.length > 0, errorPrefix);
    const wait = status === 'limited' ? Number(reply.retryAfter) : NaN;
    setView({ status, errors, ...(wait > 0 ? { retryMinutes: retryMinutes(wait) } : {}) });
    return status;
  };
  return { view, busy, onSubmit };
}
