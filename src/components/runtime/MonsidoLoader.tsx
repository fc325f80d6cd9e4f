'use client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { statisticConsentAtom } from './consent-atoms.ts';
import { monsidoConfig } from './runtime-rules.ts';

declare global {
  interface Window {
    _monsido?: ReturnType<typeof monsidoConfig>;
  }
}

/** Monsido (accessibility and statistics) loads only with statistic consent. */
export function MonsidoLoader({ token, scriptUrl }: { token: string | null; scriptUrl: string }) {
  const allowed = useAtomValue(statisticConsentAtom);
  useEffect(() => {
    if (!allowed || !token || document.querySelector('script[data-monsido]')) return;
    window._monsido = monsidoConfig(token);
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.dataset.monsido = '';
    document.head.appendChild(script);
  }, [allowed, token, scriptUrl]);
  return null;
}
