'use client';
import { useEffect } from 'react';

const FIRST_CHECK_MS = 1000;

/** A form the visitor has started filling in, or a field that has focus: no reload now. */
export function visitorIsBusy(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)) return true;
  return [
    ...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea'),
  ].some(
    (field) =>
      field.type !== 'hidden' && field.type !== 'submit' && field.value !== field.defaultValue,
  );
}

/**
 * New-build detection: about 1 s after the page goes idle, then every `intervalMs`, compare
 * `/builds/latest.json` with the build this page came from. When it changed, reload at a safe
 * moment: now if the visitor is not filling in a form, else once the page is hidden.
 */
export function BuildWatcher({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  useEffect(() => {
    let stopped = false;
    let outdated = false;
    let timer: number | undefined;
    const reloadIfSafe = () => {
      if (outdated && !visitorIsBusy(document)) window.location.reload();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && outdated) window.location.reload();
    };
    const check = async () => {
      try {
        // eslint-disable-next-line no-restricted-globals -- the browser asking our own server
        const res = await fetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
        if (res.ok) {
          const latest = (await res.json()) as { id?: string };
          if (latest.id && latest.id !== buildId) outdated = true;
        }
      } catch {
        /* offline or server busy: try again next time */
      }
      if (outdated) reloadIfSafe();
      if (!stopped) timer = window.setTimeout(check, outdated ? 5000 : intervalMs);
    };
    const start = () => {
      timer = window.setTimeout(check, FIRST_CHECK_MS);
    };
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start)
        : window.setTimeout(start, 0);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [buildId, intervalMs]);
  return null;
}
