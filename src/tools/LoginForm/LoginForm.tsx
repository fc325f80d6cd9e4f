'use client';
import { useRef, useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import * as styles from './LoginForm.css.ts';

export type LoginFormProps = { returnUrl: string; initialError: string | null };

// The tools are in Danish only, as every tools page is.
const messages: Record<string, string> = {
  invalid: 'Brugernavn eller adgangskode er forkert.',
  missing: 'Skriv både dit brugernavn og din adgangskode.',
  'rate-limited': 'For mange mislykkede forsøg. Vent 15 minutter, og prøv igen.',
  rejected: 'Login blev afvist. Genindlæs siden, og prøv igen.',
  unavailable: 'Log ind er midlertidigt utilgængeligt. Prøv igen om lidt.',
  network: 'Der opstod en fejl. Prøv igen senere.',
};

type Field = 'username' | 'password';
const fieldMessages: Record<Field, string> = {
  username: 'Skriv dit brugernavn.',
  password: 'Skriv din adgangskode.',
};
const ids = {
  error: 'login-error',
  username: 'login-username',
  password: 'login-password',
  fieldError: (field: Field) => `login-${field}-error`,
};

/**
 * The tools login: a plain form POST without JavaScript, fetch + replace with it. It checks its
 * fields itself (`noValidate`: no browser bubbles): an empty field gets its own message, linked
 * to it with `aria-describedby`, and focus; the server says the same without JavaScript. After a
 * failed login the password field is emptied (the wrong password is not left to be sent again).
 */
export function LoginForm({ returnUrl, initialError }: LoginFormProps) {
  const [error, setError] = useState(
    initialError ? (messages[initialError] ?? messages.invalid!) : null,
  );
  const [missing, setMissing] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const describedBy = (field: Field) =>
    [error && ids.error, missing.includes(field) && ids.fieldError(field)]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: Field) =>
    missing.includes(field) && (
      <p className={styles.fieldError} id={ids.fieldError(field)}>
        {fieldMessages[field]}
      </p>
    );
  return (
    <form
      className={styles.form}
      method="post"
      action="/api/_auth/login"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const empty = (['username', 'password'] as const).filter(
          (field) => !String(data.get(field) ?? '').trim(),
        );
        setMissing(empty);
        if (empty.length > 0) {
          setError(null);
          document.getElementById(ids[empty[0]!])?.focus();
          return;
        }
        setBusy(true);
        const body = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
        try {
          // eslint-disable-next-line no-restricted-globals -- the browser posting to our own API
          const res = await fetch('/api/_auth/login', {
            method: 'POST',
            body,
            headers: { accept: 'application/json' },
          });
          const answer = (await res.json()) as { ok: boolean; location?: string; error?: string };
          if (answer.ok && answer.location) {
            window.location.replace(answer.location);
            return;
          }
          setError(messages[answer.error ?? 'invalid'] ?? messages.invalid!);
        } catch {
          setError(messages.network!);
        }
        // The wrong password goes; the username stays to be corrected.
        if (passwordRef.current) passwordRef.current.value = '';
        setBusy(false);
        requestAnimationFrame(() => errorRef.current?.focus());
      }}
    >
      {error && (
        <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef} id={ids.error}>
          {error}
        </p>
      )}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <div>
        <label className={styles.label} htmlFor={ids.username}>
          Brugernavn
        </label>
        {fieldError('username')}
        <input
          className={styles.input}
          id={ids.username}
          name="username"
          autoComplete="username"
          required
          maxLength={100}
          aria-invalid={missing.includes('username') || undefined}
          aria-describedby={describedBy('username')}
        />
      </div>
      <div>
        <label className={styles.label} htmlFor={ids.password}>
          Adgangskode
        </label>
        {fieldError('password')}
        <input
          ref={passwordRef}
          className={styles.input}
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={missing.includes('password') || undefined}
          aria-describedby={describedBy('password')}
        />
      </div>
      <Button type="submit" aria-disabled={busy}>
        Log ind
      </Button>
    </form>
  );
}
