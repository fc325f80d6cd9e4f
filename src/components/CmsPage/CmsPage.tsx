import type { ComponentType } from 'react';
import type { Consent } from '#src/shared/consent-state.ts';
import { withConsentReader } from '#src/server/consent-reads.ts';
import type { FormState } from '#src/server/forms/form-state.ts';
import type { ListingResult, Site, Template } from '#src/server/types.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import type { Language } from '#src/shared/language.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { isThemeAlias } from '#src/styles/themes.ts';
import type { PageResult } from '#src/server/cms/page.ts';
import type { DocumentLanguage } from '#src/server/request/language.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import {
  noPolicyConfig,
  policyUrls,
  type PolicyConfig,
  type PolicyUrls,
} from '#src/server/cookie-policy.ts';
import type { BlockContext } from '#src/components/blocks/block-context.ts';
import { PageArrival } from '#src/components/runtime/PageArrival.tsx';
import type { SiteRuntimeProps } from '#src/components/runtime/SiteRuntime.tsx';
import { ErrorView } from '#src/components/ErrorView/ErrorView.tsx';
import { CookiePolicy, CookiePolicyHead } from '#src/components/CookiePolicy/CookiePolicy.tsx';
import { subscriptionsConfigured } from '#src/server/forms/subscriptions.ts';
import { siteSearchOf } from '#src/server/cms/site-search.ts';
import { outcomeFromQuery } from '#src/shared/form-outcome.ts';
import { PageHead, resultCount, type Searched } from '#src/components/PageHead/PageHead.tsx';
import { PreviewNotice } from '#src/components/PreviewNotice/PreviewNotice.tsx';
import { previewCheckOf } from '#src/server/content-check/preview-check.ts';
import {
  ContentPageLayout,
  type PageLayoutProps,
} from '#src/components/layouts/ContentPageLayout/ContentPageLayout.tsx';
import { FallbackLayout } from '#src/components/layouts/FallbackLayout/FallbackLayout.tsx';
import { ListPageLayout } from '#src/components/layouts/ListPageLayout/ListPageLayout.tsx';
import { SearchPageLayout } from '#src/components/layouts/SearchPageLayout/SearchPageLayout.tsx';
import { SiteLayout } from '#src/components/layouts/SiteLayout/SiteLayout.tsx';

const layouts: Record<Template, ComponentType<PageLayoutProps>> = {
  'content-page-layout': ContentPageLayout,
  'list-page-layout': ListPageLayout,
  'search-page-layout': SearchPageLayout,
  'fallback-layout': FallbackLayout,
};

export type CmsPageProps = {
  result: Extract<PageResult, { kind: 'render' }>;
  /** The page's language as the document writes it (request/language.ts), decided once. */
  language: DocumentLanguage;
  canonicalUrl: string;
  backHref: string;
  query: URLSearchParams;
  consent: Consent;
  config: PublicConfig;
  buildId: string;
  /** The visitor chose the energy-saver theme with the climate button (CLIMATE_BUTTON). */
  climate?: boolean;
  /** What this visitor typed into a module form on this page (forms/form-state.ts). */
  formState?: FormState | null;
  /** COOKIE_POLICY_URL and PRIVACY_POLICY_URL. */
  policy?: PolicyConfig;
  /** The backend's Umbraco login, linked from a preview that needs it (PreviewNotice). */
  umbracoLoginUrl?: string | null;
};

/** What the browser runtime needs: consent, Monsido, site search, build id. */
function runtimeProps(props: CmsPageProps, site: Site | null): SiteRuntimeProps {
  const { config, buildId } = props;
  const search =
    site?.searchPageUrl && config.cludo.customerId
      ? {
          siteId: site.id ?? '',
          customerId: config.cludo.customerId,
          searchUrl: site.searchPageUrl,
          language: props.language.language,
          scriptUrl: config.cludo.scriptUrl,
          cssUrl: config.cludo.cssUrl,
          // The domain filter is the host visitors use (the site model's `url` is a path).
          siteUrl: new URL(props.canonicalUrl).origin,
        }
      : null;
  return {
    consentScriptUrl: config.consentScriptUrl,
    culture: props.language.language.toUpperCase() as SiteRuntimeProps['culture'],
    monsido: { token: site?.monsidoCode ?? null, scriptUrl: config.monsidoScriptUrl },
    search,
    build: { id: buildId, intervalMs: config.buildCheckIntervalMs },
  };
}

/** The cookie page and privacy policy of this site in `language` (cookie-policy.ts). */
const policyOf = (props: CmsPageProps, site: Site | null, language: Language): PolicyUrls =>
  policyUrls(
    site?.configuration ?? {},
    { env: props.policy ?? noPolicyConfig, config: props.config },
    language,
  );

function blockContext(
  props: CmsPageProps,
  site: Site | null,
  pagePath: string,
  language: Language,
): BlockContext {
  const { config, consent } = props;
  const view = site?.configuration.jobListDefaultView;
  // Consent is read through a getter that marks the page as depending on it (consent-reads.ts).
  const ctx: Omit<BlockContext, 'consent'> = {
    language,
    t: translator(language),
    flags: config.flags,
    jobListDefaultView: view === 'grid' || view === 'list' ? view : config.jobListDefaultView,
    imageQuality:
      site?.themeAlias === 'energy-saver' || props.climate
        ? config.baseImageClimateQuality
        : config.baseImageQuality,
    mapTileUrl: config.mapTileUrl,
    cookiePolicyUrl: policyOf(props, site, language).cookies,
    consentPlatform: config.consentScriptUrl !== null,
    pagePath,
  };
  return withConsentReader(ctx, consent);
}

/**
 * What a search page (`cludoquery`) or a list page (its own text field) was searched for, and
 * what it found, as its layout reads them; null when it was not searched.
 */
function searchedOf(
  page: Page,
  query: URLSearchParams,
  listing: ListingResult | null | undefined,
): Searched | null {
  const field =
    page.template === 'search-page-layout'
      ? 'cludoquery'
      : page.template === 'list-page-layout' && !page.list
        ? page.listSource?.textField
        : null;
  const text = field ? (query.get(field) ?? '').trim().slice(0, 200) : '';
  return text ? { text, count: resultCount(listing) } : null;
}

/**
 * The catch-all page's view: site layout around the template's layout, or the error page. The
 * main landmark takes the content's own language when it is another than the site's (`<main
 * lang>`), and everything in it speaks that language when the dictionary has it.
 */
export function CmsPage(props: CmsPageProps) {
  const { result, canonicalUrl, backHref, query, config } = props;
  const { page, site, status, preview } = result;
  const { language, main: contentLang, mainLanguage } = props.language;
  const t = translator(language);
  const Layout = page ? layouts[page.template] : null;
  const tMain = mainLanguage === language ? t : translator(mainLanguage);
  return (
    <SiteLayout
      runtime={runtimeProps(props, site)}
      site={site}
      t={t}
      language={language}
      config={config}
      currentPath={page?.path ?? ''}
      searchQuery={query.get('cludoquery') ?? undefined}
      alternates={page?.alternates}
      policy={policyOf(props, site, language)}
      contentLang={contentLang}
      climate={{
        on: props.climate ?? false,
        siteTheme: isThemeAlias(site?.themeAlias) ? site.themeAlias : 'default',
      }}
    >
      {preview && (
        <PreviewNotice
          t={tMain}
          loginRequired={result.reason === 'preview-login'}
          loginUrl={props.umbracoLoginUrl}
          contentCheck={page ? previewCheckOf(page) : null}
        />
      )}
      {page && Layout && site ? (
        <div key={page.path} data-page-id={page.id}>
          <PageHead
            page={page}
            site={site}
            canonicalUrl={canonicalUrl}
            language={language}
            noIndex={status !== 200 || preview}
            paging={result.paging}
            formErrors={(['feedback', 'subscription'] as const).some(
              (module) => outcomeFromQuery(module, query)?.status === 'invalid',
            )}
            searched={searchedOf(page, query, result.listing)}
          />
          <PageArrival label={tMain('navigation.pageLoaded')} />
          <Layout
            notFound={status === 404}
            listing={result.listing}
            paging={result.paging}
            page={page}
            site={site}
            t={tMain}
            language={mainLanguage}
            ctx={blockContext(props, site, page.path, mainLanguage)}
            query={query}
            canonicalUrl={canonicalUrl}
            formState={props.formState}
          />
        </div>
      ) : result.builtin === 'cookies' ? (
        <>
          <CookiePolicyHead t={t} siteName={site?.name ?? null} canonicalUrl={canonicalUrl} />
          <PageArrival label={t('navigation.pageLoaded')} />
          <CookiePolicy
            t={t}
            siteName={site?.name ?? null}
            features={{
              consentPlatform: config.consentScriptUrl !== null,
              climateButton: config.flags.CLIMATE_BUTTON,
              feedback: config.flags.FEEDBACK_MODULE,
              subscriptions: config.flags.SUBSCRIPTION_MODULE && subscriptionsConfigured(),
            }}
            contact={{
              phone: site?.footer.contact?.phone ?? null,
              email: site?.footer.contact?.email ?? null,
            }}
          />
        </>
      ) : result.reason === 'preview-login' ? null : (
        <ErrorView
          status={status}
          language={language}
          backHref={backHref}
          search={site ? siteSearchOf(site, language, config.searchPage) : null}
          contact={result.contact}
        />
      )}
    </SiteLayout>
  );
}
