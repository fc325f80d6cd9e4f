import type { ReactNode } from 'react';
import type { Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import { siteSearchOf } from '#src/server/cms/site-search.ts';
import type { PolicyUrls } from '#src/server/cookie-policy.ts';
import { Footer } from '#src/components/Footer/Footer.tsx';
import { Header } from '#src/components/Header/Header.tsx';
import { Prerendered } from '#src/server/perf/prerendered/Prerendered.tsx';
import { SiteRuntime, type SiteRuntimeProps } from '#src/components/runtime/SiteRuntime.tsx';
import { SkipLink } from '#src/components/SkipLink/SkipLink.tsx';
import { ClimateButton } from '#src/components/ClimateButton/ClimateButton.tsx';
import { GoToTop } from '#src/components/GoToTop/GoToTop.tsx';
import { ToastRegion } from '#src/components/Toast/ToastRegion.tsx';
import * as styles from './SiteLayout.css.ts';

export type SiteLayoutProps = {
  site: Site | null;
  t: Translate;
  language: Language;
  config: PublicConfig;
  currentPath: string;
  searchQuery?: string;
  /** The same page in other cultures, for the language selector. */
  alternates?: { url: string; language: Language | null }[];
  /** The content's own language tag when it is not the site's: `<main lang>`. */
  contentLang?: string | null;
  runtime: SiteRuntimeProps;
  /** The footer's cookie and privacy links (server/cookie-policy.ts); none: the footer has none. */
  policy?: PolicyUrls;
  /**
   * CLIMATE_BUTTON: whether the visitor chose the energy-saver theme, and the site's own theme
   * to go back to. Without it (or with the flag off) no climate button.
   */
  climate?: { on: boolean; siteTheme: string };
  children: ReactNode;
};

/**
 * site-layout wraps every public page: skip link, header, the main landmark (the `t-page`
 * view transition), the footer tagLine block and the footer. Without site data (backend down)
 * only the skip link and main remain.
 */
export function SiteLayout({
  site,
  t,
  language,
  config,
  currentPath,
  searchQuery,
  alternates,
  contentLang,
  runtime,
  policy,
  climate,
  children,
}: SiteLayoutProps) {
  const { flags } = config;
  const showClimate = flags.CLIMATE_BUTTON && climate && site;
  return (
    // `#top`: where the go-to-top link leads (SHOW_GO_TO_TOP_BUTTON).
    <div className={styles.page} id="top">
      <SkipLink label={t('skipLink')} />
      {site && (
        <Header
          site={site}
          t={t}
          flags={config.flags}
          defaultSearchPage={config.searchPage}
          currentPath={currentPath}
          searchQuery={searchQuery}
          search={siteSearchOf(site, language, config.searchPage)}
          alternates={alternates}
          language={language}
        />
      )}
      <main id="main" tabIndex={-1} className={styles.main} lang={contentLang ?? undefined}>
        {children}
        {/* Inside main, so every part of the page is in a landmark. */}
        {(showClimate || flags.SHOW_GO_TO_TOP_BUTTON) && (
          <div
            className={styles.pageTools}
            data-print="hide"
            lang={contentLang ? language : undefined}
          >
            {showClimate && (
              <ClimateButton
                on={climate.on}
                siteTheme={climate.siteTheme}
                returnTo={currentPath || '/'}
                labels={{
                  label: t('climate.label'),
                  hint: t('climate.hint'),
                  on: t('climate.on'),
                  off: t('climate.off'),
                  failed: t('climate.failed'),
                }}
              />
            )}
            {flags.SHOW_GO_TO_TOP_BUTTON && <GoToTop label={t('goToTop.label')} />}
          </div>
        )}
      </main>
      {flags.TOAST_NOTIFICATIONS && (
        <ToastRegion label={t('toast.region')} closeLabel={t('toast.close')} />
      )}
      {site && (
        // The same for every page of a site and language: its HTML is made once (decision 024).
        <Prerendered name="footer">
          <Footer site={site} t={t} flags={config.flags} language={language} policy={policy} />
        </Prerendered>
      )}
      <SiteRuntime {...runtime} />
    </div>
  );
}
