'use client';
import { useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { useToast } from '#src/components/Toast/toast-atom.ts';
import { useHydrated } from '#src/components/use-hydrated.ts';
import * as styles from './ShareModule.css.ts';

/**
 * Enhancements of the share module: the Web Share API where the browser has it, and
 * "copy link". Rendered only after hydration, since neither works without JavaScript.
 */
export function ShareButtons({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: { native: string; copy: string; copied: string };
}) {
  const [message, setMessage] = useState('');
  // TOAST_NOTIFICATIONS: "link copied" is announced by the toast; the message stays here too.
  const toast = useToast();
  if (!useHydrated()) return null;
  const ready = {
    native: typeof navigator.share === 'function',
    clipboard: typeof navigator.clipboard?.writeText === 'function',
  };
  return (
    <>
      {ready.native && (
        <li>
          <Button
            color="surface"
            size="sm"
            onClick={() => void navigator.share({ url, title }).catch(() => undefined)}
          >
            {labels.native}
          </Button>
        </li>
      )}
      {ready.clipboard && (
        <li>
          <Button
            color="surface"
            size="sm"
            data-action="copy-link"
            onClick={() =>
              void navigator.clipboard.writeText(url).then(
                () => {
                  setMessage(labels.copied);
                  toast?.(labels.copied);
                },
                () => setMessage(''),
              )
            }
          >
            {labels.copy}
          </Button>
          <span className={styles.status} role={toast ? undefined : 'status'}>
            {message}
          </span>
        </li>
      )}
    </>
  );
}
