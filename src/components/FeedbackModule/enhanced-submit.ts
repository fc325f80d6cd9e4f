'use client';
import type { FormEvent } from 'react';

export type ModuleAnswer = { status: string; error?: { field: string; message: string } };

/**
 * Sends a module form with fetch and asks for JSON; the same endpoint answers plain posts with
 * a redirect, so the form works without JavaScript too.
 */
export async function submitEnhanced(event: FormEvent<HTMLFormElement>): Promise<ModuleAnswer> {
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
    return ((await res.json()) as ModuleAnswer) ?? { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}
