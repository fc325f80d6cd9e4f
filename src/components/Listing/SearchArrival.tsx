'use client';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '#src/styles/utilities.css.ts';

/** Long enough after hydration for a screen reader to have met the empty live region. */
const SAY_AFTER_MS = 500;

/**
 * After a search of a list, what it found is said in a polite live region ("2 resultater for
 * »pædagog«"). The search is a plain GET form, so each search loads a new page: the region is
 * rendered empty and filled once the page runs, as a region filled from the start is not read.
 * Without JavaScript the page's title says the same (PageHead `searched`).
 */
export function SearchArrival({ message }: { message: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(message), SAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite" className={visuallyHidden} data-search-arrival="">
      {said}
    </div>
  );
}
