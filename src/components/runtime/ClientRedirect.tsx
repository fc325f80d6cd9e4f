'use client';
import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { clientRedirectOf } from './runtime-rules.ts';

/**
 * A CMS redirect met during client-side navigation: the server sends this in the RSC payload
 * instead of an HTTP redirect (which fetch would follow blindly). Same-site pages go
 * through the router with replace; files (`/media/…` on MEDIA_BASE_URL) and other sites get a
 * real navigation (runtime-rules.ts `clientRedirectOf`).
 */
export function ClientRedirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    const next = clientRedirectOf(to, window.location.href);
    if (!next) return;
    if ('router' in next) void router.replace(next.router);
    else window.location.replace(next.document);
  }, [to, router]);
  return null;
}
