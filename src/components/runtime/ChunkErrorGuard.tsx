'use client';
import { useEffect } from 'react';
import { isChunkLoadError, mayReloadForChunk } from './runtime-rules.ts';

/** A chunk that fails to load (usually after a deploy) reloads the page, at most once per 10 s per path. */
export function ChunkErrorGuard() {
  useEffect(() => {
    const handle = (message: string) => {
      if (!isChunkLoadError(message)) return;
      if (mayReloadForChunk(window.sessionStorage, window.location.pathname))
        window.location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { message?: string } | string | undefined;
      handle(typeof reason === 'string' ? reason : (reason?.message ?? ''));
    };
    const onError = (event: ErrorEvent) => handle(event.message ?? '');
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
