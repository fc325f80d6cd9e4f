'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { CLIMATE_THEME } from '#src/shared/climate.ts';
import * as styles from './ClimateButton.css.ts';

export type ClimateButtonProps = {
  /** The visitor's choice as the server rendered it (the cookie). */
  on: boolean;
  /** The site's own theme, to go back to when the visitor switches the energy-saver theme off. */
  siteTheme: string;
  /** The page to come back to after a plain form post. */
  returnTo: string;
  labels: { label: string; hint: string; on: string; off: string; failed: string };
};

/**
 * CLIMATE_BUTTON (decision 020): a toggle button that switches the site to the energy-saver
 * theme (dark colours, images at baseImageClimateQuality) and remembers it in a cookie, so the
 * server renders the next page in it without a flash. Without JavaScript the form posts to
 * /api/theme and comes back (303); with it the post goes by fetch and the page repaints at once.
 */
export function ClimateButton({ on: initial, siteTheme, returnTo, labels }: ClimateButtonProps) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next = !on;
    setBusy(true);
    try {
      // eslint-disable-next-line no-restricted-globals -- the browser posting to our own API, not the backend
      const res = await fetch('/api/theme', {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ climate: next ? 'on' : 'off', returnTo }),
      });
      if (!res.ok) throw new Error(String(res.status));
      document.documentElement.dataset.theme = next ? CLIMATE_THEME : siteTheme;
      setOn(next);
      setMessage(next ? labels.on : labels.off);
    } catch {
      setMessage(labels.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" action="/api/theme" className={styles.form} onSubmit={submit}>
      <input type="hidden" name="climate" value={on ? 'off' : 'on'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button
        type="submit"
        size="sm"
        color="surface"
        aria-pressed={on}
        aria-disabled={busy}
        data-action="climate"
      >
        {labels.label}
      </Button>
      <p className={styles.hint}>{labels.hint}</p>
      <p className={styles.status} role="status">
        {message}
      </p>
    </form>
  );
}
