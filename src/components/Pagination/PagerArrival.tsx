'use client';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '#src/styles/utilities.css.ts';

export type PagerArrivalProps = {
  /** The id of the list's heading: the pager's links land there, and it takes focus. */
  targetId: string;
  /** The page shown; a change is a move to another page of the list. */
  page: number;
  /** What a screen reader is told after a move ("Side 2 af 3"). */
  message: string;
};

/**
 * A new page of a list is a navigation, as GOV.UK and DKFDS treat it (decision 032). After a
 * client-side move to another page of the same list (the router keeps this component, so it
 * sees the page change), the list's heading scrolls to the top and takes focus, and a polite
 * live region says where the visitor is. The first render changes nothing: a full load, and
 * every load without JavaScript, lands at the heading by the pager link's fragment.
 */
export function PagerArrival({ targetId, page, message }: PagerArrivalProps) {
  const shown = useRef(page);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const heading = document.getElementById(targetId);
    if (heading) {
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    }
    setSaid(message);
  }, [page, targetId, message]);
  return (
    <div role="status" aria-live="polite" className={visuallyHidden}>
      {said}
    </div>
  );
}
