import type { ComponentType } from 'react';
import type { Template } from '#src/server/cms/types.ts';
import { translator } from '#src/server/dictionary/index.ts';
import type { PageResult } from '#src/server/page.ts';
import { ErrorView } from '#src/components/ErrorView/ErrorView.tsx';
import { PageHead } from '#src/components/PageHead/PageHead.tsx';
import {
  ContentPageLayout,
  type PageLayoutProps,
} from '#src/components/layouts/ContentPageLayout/ContentPageLayout.tsx';
import { FallbackLayout } from '#src/components/layouts/FallbackLayout/FallbackLayout.tsx';
import { ListPageLayout } from '#src/components/layouts/ListPageLayout/ListPageLayout.tsx';
import { SiteLayout } from '#src/components/layouts/SiteLayout/SiteLayout.tsx';

const layouts: Record<Template, ComponentType<PageLayoutProps>> = {
  'content-page-layout': ContentPageLayout,
  'list-page-layout': ListPageLayout,
  'fallback-layout': FallbackLayout,
};

export type CmsPageProps = {
  result: Extract<PageResult, { kind: 'render' }>;
  canonicalUrl: string;
  backHref: string;
};

/** The catch-all page's view: site layout around the template's layout, or the error page. */
export function CmsPage({ result, canonicalUrl, backHref }: CmsPageProps) {
  const { page, site, language, status } = result;
  const t = translator(language);
  const Layout = page ? layouts[page.template] : null;
  return (
    <SiteLayout site={site} t={t}>
      {page && Layout && site ? (
        <div key={page.path} data-page-id={page.id}>
          <PageHead page={page} site={site} canonicalUrl={canonicalUrl} />
          {status !== 200 && <meta name="robots" content="noindex" />}
          <Layout page={page} t={t} language={language} />
        </div>
      ) : (
        <ErrorView status={status} t={t} backHref={backHref} />
      )}
    </SiteLayout>
  );
}
