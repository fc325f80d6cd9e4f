'use client';

/**
 * Stands in for the site's SiteRuntime (consent, analytics, search, build and navigation
 * leaves) with the same props: on the server only the route announcer renders.
 */
export function SiteRuntime(_props: {
  consent: Record<string, boolean>;
  consentScriptUrl: string | null;
  culture: string;
  monsido: { token: string | null; scriptUrl: string };
  search: unknown;
  build: { id: string; intervalMs: number };
}) {
  return <div role="status" aria-live="polite" data-route-announcer className="vh-01" />;
}
