'use client';
import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';

/**
 * A CMS redirect met during client-side navigation: the server answered the RSC payload with
 * this instead of an HTTP redirect (which fetch would follow blindly). Same-site targets go
 * through the router with replace; other sites get a real navigation.
 */
export function ClientRedirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    const url = new URL(to, window.location.href);
    if (url.origin === window.location.origin) {
      void router.replace(`${url.pathname}${url.search}${url.hash}` as `/${string}`);
    } else {
      window.location.replace(url.href);
    }
  }, [to, router]);
  return null;
}
