'use client';
import { useRef, useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import * as styles from './LoginForm.css.ts';

export type LoginFormProps = { returnUrl: string; initialError: string | null };

const messages: Record<string, string> = {
  invalid: 'Brugernavn eller adgangskode er forkert.',
  'rate-limited': 'For mange mislykkede forsøg. Vent 15 minutter, og prøv igen.',
  rejected: 'Login blev afvist. Genindlæs siden, og prøv igen.',
  unavailable: 'Log ind er midlertidigt utilgængeligt. Prøv igen om lidt.',
  network: 'Der opstod en fejl. Prøv igen senere.',
};

/** The tools login: a plain form POST without JavaScript, fetch + replace with it. */
export function LoginForm({ returnUrl, initialError }: LoginFormProps) {
  const [error, setError] = useState(
    initialError ? (messages[initialError] ?? messages.invalid!) : null,
  );
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  return (
    <form
      className={styles.form}
      method="post"
      action="/api/_auth/login"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const body = new URLSearchParams(
          [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]),
        );
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
        setBusy(false);
        requestAnimationFrame(() => errorRef.current?.focus());
      }}
    >
      {error && (
        <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef} id="login-error">
          {error}
        </p>
      )}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <div>
        <label className={styles.label} htmlFor="login-username">
          Brugernavn
        </label>
        <input
          className={styles.input}
          id="login-username"
          name="username"
          autoComplete="username"
          required
          maxLength={100}
          aria-describedby={error ? 'login-error' : undefined}
        />
      </div>
      <div>
        <label className={styles.label} htmlFor="login-password">
          Adgangskode
        </label>
        <input
          className={styles.input}
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      </div>
      <Button type="submit" aria-disabled={busy}>
        Log ind
      </Button>
    </form>
  );
}
