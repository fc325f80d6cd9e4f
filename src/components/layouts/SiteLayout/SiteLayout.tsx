import type { ReactNode } from 'react';
import type { Language, Site } from '#src/server/cms/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import { Footer } from '#src/components/Footer/Footer.tsx';
import { Header } from '#src/components/Header/Header.tsx';
import { SiteRuntime, type SiteRuntimeProps } from '#src/components/runtime/SiteRuntime.tsx';
import { SkipLink } from '#src/components/SkipLink/SkipLink.tsx';
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
  runtime: SiteRuntimeProps;
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
  runtime,
  children,
}: SiteLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink label={t('skipLink')} />
      {site && (
        <Header
          site={site}
          t={t}
          flags={config.flags}
          defaultSearchPage={config.searchPage}
          currentPath={currentPath}
          searchQuery={searchQuery}
          alternates={alternates}
        />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {site && <Footer site={site} t={t} flags={config.flags} language={language} />}
      <SiteRuntime {...runtime} />
    </div>
  );
}
