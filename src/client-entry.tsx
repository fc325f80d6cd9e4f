// The browser entry (Waku's managed one, plus one change): hydration runs inside a transition,
// so React renders it in slices and yields to the browser between them, instead of one long
// task that blocks input on a slow phone (Lighthouse's Total Blocking Time). Next.js's app
// router hydrates the same way.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

const rootElement = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}
