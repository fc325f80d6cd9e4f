'use client';
import type { MouseEvent } from 'react';

/**
 * "Go back to previous page": a link to the same-site referrer (works without JS);
 * with JS it goes back in history when there is history to go back to.
 */
export function BackButton({
  label,
  fallbackHref,
  className,
}: {
  label: string;
  fallbackHref: string;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <a href={fallbackHref} onClick={onClick} className={className} role="button">
      {label}
    </a>
  );
}
