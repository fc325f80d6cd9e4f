'use client';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { toastRegionAtom, toastsAtom, type Toast } from './toast-atom.ts';
import * as styles from './Toast.css.ts';

/**
 * How long a toast stays: long enough to read twice (WCAG 2.2.1), and it waits while the pointer
 * or focus is on it. The close button removes it at once; the module's own message stays on the
 * page, so nothing is lost when a toast goes.
 */
export const TOAST_MS = 10_000;

export type ToastRegionProps = { label: string; closeLabel: string };

/**
 * TOAST_NOTIFICATIONS (decision 020): one polite live region, present from the first paint so
 * screen readers announce what is added to it. The page modules put their confirmations here
 * (feedback sent, subscription confirmed, link copied).
 */
export function ToastRegion({ label, closeLabel }: ToastRegionProps) {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const setMounted = useSetAtom(toastRegionAtom);
  useEffect(() => {
    setMounted(true);
    return () => setMounted(false);
  }, [setMounted]);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [setToasts],
  );
  return (
    <section aria-label={label} data-print="hide">
      <div className={styles.region} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: Toast;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);
  return (
    <div
      ref={ref}
      className={styles.toast}
      data-toast=""
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(ref.current?.contains(document.activeElement) ?? false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" label={closeLabel} />
      </button>
    </div>
  );
}
