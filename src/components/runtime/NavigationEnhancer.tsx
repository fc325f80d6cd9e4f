'use client';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { announcementAtom } from './announcement-atom.ts';
import { createPrefetchQueue, isRoutableLink, prefetchAllowed } from './runtime-rules.ts';

const PREFETCH_LIMIT = 4;
/** Links in view are prefetched when the browser is idle after load, or after this at the latest. */
const IDLE_TIMEOUT_MS = 2000;

type NavigatorWithConnection = Navigator & {
  connection?: { saveData?: boolean; effectiveType?: string };
};

/**
 * Client-side navigation for the public pages: internal links go through Waku's router inside a
 * view transition (`t-page`) and are prefetched on hover or when they scroll into view (4 at a
 * time, never on data-saver or 2g). The live region announces each new page (see PageArrival).
 *
 * Links in view are prefetched only once the page has loaded and the browser is idle, so the
 * prefetches (download and decoding of RSC payloads) never compete with the page's own first
 * paint and hydration; hover and focus, which signal intent, prefetch at once.
 */
export function NavigationEnhancer() {
  const router = useRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);
  const announcement = useAtomValue(announcementAtom);

  useEffect(() => {
    const origin = window.location.origin;
    const connection = (navigator as NavigatorWithConnection).connection;
    const queue = prefetchAllowed(connection)
      ? createPrefetchQueue(PREFETCH_LIMIT, async (href) => {
          // Waku's router prefetches the RSC payload; waiting for it keeps at most 4 in flight.
          routerRef.current.prefetch(href);
          const path = new URL(href, origin).pathname.replace(/\/$/, '') || '/';
          const key =
            path === '/' ? 'R/_root' : path.startsWith('/_') ? `R/__${path.slice(2)}` : `R${path}`;
          const prefetched = (globalThis as { __WAKU_PREFETCHED__?: Record<string, unknown> })
            .__WAKU_PREFETCHED__;
          const entry = prefetched?.[key];
          if (Array.isArray(entry)) await (entry[0] as Promise<unknown>);
        })
      : null;

    const routable = (anchor: HTMLAnchorElement) =>
      isRoutableLink(
        anchor,
        { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false },
        origin,
      ) && new URL(anchor.href).pathname !== window.location.pathname;

    const observer = queue
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) {
              queue.add((entry.target as HTMLAnchorElement).href);
              observer?.unobserve(entry.target);
            }
          }
        })
      : null;
    const observeLinks = () => {
      if (!observer) return;
      document.querySelectorAll<HTMLAnchorElement>('main a[href], header a[href]').forEach((a) => {
        if (routable(a)) observer.observe(a);
      });
    };
    let idleHandle: number | undefined;
    const startObserving = () => {
      idleHandle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(observeLinks, { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(observeLinks, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') startObserving();
    else window.addEventListener('load', startObserving, { once: true });

    const onHover = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (queue && anchor && routable(anchor)) queue.add(anchor.href);
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (!anchor || !isRoutableLink(anchor, event, origin)) return;
      const url = new URL(anchor.href, origin);
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}` as `/${string}`;
      const go = () => routerRef.current.push(to);
      const doc = document as Document & {
        startViewTransition?: (cb: () => Promise<void>) => unknown;
      };
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (doc.startViewTransition && !reduced) doc.startViewTransition(go);
      else void go();
    };

    // New links after a navigation get observed for prefetching too.
    const onComplete = () => window.setTimeout(observeLinks, 0);

    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    routerRef.current.unstable_events.on('complete', onComplete);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onHover);
      document.removeEventListener('focusin', onHover);
      routerRef.current.unstable_events.off('complete', onComplete);
      window.removeEventListener('load', startObserving);
      if (idleHandle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
      observer?.disconnect();
    };
  }, []);

  return (
    <div role="status" aria-live="polite" data-route-announcer className={visuallyHidden}>
      {announcement}
    </div>
  );
}
