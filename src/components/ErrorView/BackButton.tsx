'use client';
import type { MouseEvent } from 'react';
import { canGoBackInSite } from '#src/components/runtime/runtime-rules.ts';

/**
 * "Go back to previous page": a link to a fixed address (the front page) that works without
 * JS; with JS it goes back in history when the previous entry is on this site. The server never
 * writes the Referer into it, since the page may be cached and served to someone else.
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
    if (canGoBackInSite(window)) {
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
