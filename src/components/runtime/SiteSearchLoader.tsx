'use client';
import { useEffect } from 'react';
import { CLUDO_TEMPLATE_VERSION, cludoEngine } from './runtime-rules.ts';

export type SiteSearchConfig = {
  siteId: string;
  customerId: number;
  searchUrl: string;
  language: string;
  scriptUrl: string;
  cssUrl: string;
  siteUrl: string | null;
};

type CludoInstance = { init: () => void };
declare global {
  interface Window {
    Cludo?: new (settings: Record<string, unknown>) => CludoInstance;
    CludoSearch?: CludoInstance;
  }
}

/** Settings handed to `new Cludo(…)` for this site. */
export function cludoSettings(config: SiteSearchConfig) {
  const { engineId, domainFilter } = cludoEngine(config.siteId);
  return {
    customerId: config.customerId,
    engineId,
    searchUrl: config.searchUrl,
    language: config.language,
    searchInputs: ['site-search-form'],
    template: 'InlineBasic',
    templateVersion: CLUDO_TEMPLATE_VERSION,
    type: 'inline',
    focusOnResultsAfterSearch: true,
    ...(domainFilter && config.siteUrl
      ? { hideSearchFilters: true, filters: { Domain: [new URL(config.siteUrl).host] } }
      : {}),
  };
}

/** Loads the Cludo script and stylesheet once, then (re)initialises the widget. */
export function SiteSearchLoader({
  config,
  routeKey,
}: {
  config: SiteSearchConfig;
  routeKey: string;
}) {
  useEffect(() => {
    if (!document.querySelector('link[data-site-search]')) {
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = config.cssUrl;
      css.dataset.siteSearch = '';
      document.head.appendChild(css);
    }
    const init = () => {
      if (!window.Cludo) return;
      window.CludoSearch = new window.Cludo(cludoSettings(config));
      window.CludoSearch.init();
    };
    const existing = document.querySelector<HTMLScriptElement>('script[data-site-search]');
    if (existing) {
      init();
    } else {
      const script = document.createElement('script');
      script.src = config.scriptUrl;
      script.async = true;
      script.dataset.siteSearch = '';
      script.addEventListener('load', init);
      document.head.appendChild(script);
    }
    // After a page transition the cached widget instance belongs to the old page: discard it.
    return () => {
      delete window.CludoSearch;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value, not identity
  }, [JSON.stringify(config), routeKey]);
  return null;
}
