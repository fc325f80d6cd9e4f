'use client';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { announcementAtom } from './announcement-atom.ts';

let firstPage = true;

/**
 * Rendered inside each page (keyed by path), so it mounts after a client-side navigation has
 * committed the new page: focus moves to its heading, with a visible focus ring, and the new
 * title is announced. The first page of a visit keeps the browser's own focus handling.
 */
export function PageArrival({ label }: { label: string }) {
  const announce = useSetAtom(announcementAtom);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      // With its focus ring even after a click: focus moved, and the visitor should see where.
      // (`focusVisible` is newer than TypeScript's DOM types.)
      heading.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
    }
    announce(`${label}: ${document.title}`);
  }, [label, announce]);
  return null;
}
