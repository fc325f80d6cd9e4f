'use client';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type Toast = { id: number; text: string };

/** The toasts on screen, oldest first (at most a few: a new one pushes the oldest out). */
export const toastsAtom = atom<Toast[]>([]);
/** True while a toast region is mounted (TOAST_NOTIFICATIONS on): the modules then use it. */
export const toastRegionAtom = atom(false);

const MAX_TOASTS = 3;
let nextId = 1;

/**
 * `show(text)` puts a confirmation in the toast region, or null when there is none (the flag is
 * off, or the component is shown outside the site layout): the caller keeps its inline message
 * as the live region then.
 */
export function useToast(): ((text: string) => void) | null {
  const mounted = useAtomValue(toastRegionAtom);
  const set = useSetAtom(toastsAtom);
  const show = useCallback(
    (text: string) => set((toasts) => [...toasts, { id: nextId++, text }].slice(-MAX_TOASTS)),
    [set],
  );
  return mounted ? show : null;
}
