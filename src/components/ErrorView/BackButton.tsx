'use client';
import { canGoBackInSite } from '#src/components/runtime/runtime-rules.ts';
import { useHydrated } from '#src/components/use-hydrated.ts';

/**
 * "Go back to previous page": a real button, shown only once JavaScript runs and the previous
 * entry of this tab's history is a page of this site. Without it there is nothing to show: the
 * error page's link says where it goes instead (the front page). The server never writes the
 * Referer into the page, since it may be cached and served to someone else.
 */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !canGoBackInSite(window)) return null;
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
