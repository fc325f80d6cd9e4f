import type { FormState } from '#src/server/forms/form-state.ts';
import type { ListingResult, Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { ListPaging } from '#src/shared/paginate.ts';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { subscriptionsConfigured } from '#src/server/forms/subscriptions.ts';
import type { BlockContext } from '#src/components/blocks/block-context.ts';
import { BlockList } from '#src/components/blocks/registry.tsx';
import { splitBlocks } from './split-blocks.ts';
import { FeedbackModule } from '#src/components/FeedbackModule/FeedbackModule.tsx';
import { PageActions } from '#src/components/PageActions/PageActions.tsx';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { ShareModule } from '#src/components/ShareModule/ShareModule.tsx';
import { SubscriptionModule } from '#src/components/SubscriptionModule/SubscriptionModule.tsx';
import { TableOfContents } from '#src/components/TableOfContents/TableOfContents.tsx';
import { targetLanguageOf } from '#src/components/LanguageNote/LanguageNote.tsx';
import * as styles from './ContentPageLayout.css.ts';

export type PageLayoutProps = {
  page: Page;
  site: Site;
  t: Translate;
  language: Language;
  ctx: BlockContext;
  query: URLSearchParams;
  canonicalUrl: string;
  /**
   * The project's NotFoundPage shown with status 404: no feedback, share, subscription or
   * "last updated".
   */
  notFound?: boolean;
  /** Items from the list's endpoint (list pages without `content.list`, the search page). */
  listing?: ListingResult | null;
  /** Where the list stands for the page the address asks (page.ts). */
  paging?: ListPaging | null;
  /** What this visitor typed into a module form here before a plain post sent them back. */
  formState?: FormState | null;
};

/**
 * The path to the page. A crumb of another culture than `language` (the Danish "Borger" above an
 * English page of the Danish site) says its own language, so it is read out in it.
 */
export function Breadcrumb({
  page,
  t,
  site,
  language,
}: {
  page: Page;
  t: Translate;
  site: Pick<Site, 'cultures'>;
  language: Language;
}) {
  if (page.settings.hideBreadcrumb || page.breadcrumb.length < 2) return null;
  const last = page.breadcrumb.length - 1;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.crumbs} data-print="hide">
      <ol className={styles.crumbList}>
        {page.breadcrumb.map((crumb, i) => (
          <li key={crumb.url}>
            {i === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <>
                <a
                  href={crumb.url}
                  lang={targetLanguageOf(site, crumb.url, language) ?? undefined}
                  hrefLang={targetLanguageOf(site, crumb.url, language) ?? undefined}
                >
                  {crumb.name}
                </a>
                <span aria-hidden="true" className={styles.crumbSep}>
                  ›
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The hero fills the article column; it is the page's largest paint, so it loads first. */
const HERO_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** The page's intro; `title={false}` when its h1 is already above it (start blocks). */
export function PageIntro({
  page,
  quality,
  title = true,
}: {
  page: Page;
  quality: number;
  title?: boolean;
}) {
  const image = page.image;
  return (
    <>
      {title && <h1>{page.title}</h1>}
      {page.teaser && <p className={styles.teaser}>{page.teaser}</p>}
      {image && (
        <ResponsiveImage
          className={styles.heroImage}
          image={image}
          quality={quality}
          sizes={HERO_SIZES}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <RichText html={page.description} />
    </>
  );
}

function LastUpdated({
  date,
  t,
  language,
}: {
  date: string | null;
  t: Translate;
  language: Language;
}) {
  const formatted = formatDate(date, language);
  if (!formatted || !date) return null;
  return (
    <p className={styles.updated}>
      {t('page.lastUpdated')}: <time dateTime={dateTimeAttribute(date)}>{formatted}</time>
    </p>
  );
}

/** Feedback, share and subscription, each behind its feature flag. */
export function PageModules(props: PageLayoutProps) {
  const { page, site, t, ctx, query, canonicalUrl, formState } = props;
  const { flags } = ctx;
  const valuesOf = (module: FormState['module']) =>
    formState?.module === module ? formState.values : undefined;
  return (
    <>
      {flags.FEEDBACK_MODULE && page.feedback && !page.settings.hideFeedback && (
        <FeedbackModule
          siteKey={site.key}
          pageKey={page.key}
          returnTo={page.path}
          question={page.feedback.question}
          query={query}
          values={valuesOf('feedback')}
          t={t}
        />
      )}
      {flags.SHARE_PAGE_MODULE && page.header.showShare && (
        <ShareModule url={canonicalUrl} title={page.title} siteName={site.name ?? ''} t={t} />
      )}
      {flags.SUBSCRIPTION_MODULE && subscriptionsConfigured() && (
        <SubscriptionModule
          pageId={page.id}
          returnTo={page.path}
          query={query}
          values={valuesOf('subscription')}
          t={t}
        />
      )}
    </>
  );
}

/**
 * content-page-layout: breadcrumb; start blocks above the article; the article with header
 * actions, intro, long-read contents, blocks and last updated; end blocks below, full width;
 * then the modules (feedback, share, subscription), after all of the page's content.
 */
export function ContentPageLayout(props: PageLayoutProps) {
  const { page, t, language, ctx, site } = props;
  const { start, main, end } = splitBlocks(page.blocks);
  // The page's h1 is its first heading: start blocks (a call to action with its own h2) come
  // after it, so the title moves above them when there are any.
  const titleFirst = start.length > 0;
  return (
    <>
      <Breadcrumb page={page} t={t} site={site} language={language} />
      {titleFirst && (
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{page.title}</h1>
        </div>
      )}
      {start.length > 0 && (
        <div className={styles.fullWidth} data-region="start">
          <BlockList blocks={start} ctx={ctx} />
        </div>
      )}
      <article className={styles.article}>
        {!props.notFound && (
          <PageActions
            showShare={ctx.flags.SHARE_PAGE_MODULE && page.header.showShare}
            showPrint={page.header.showPrint}
            t={t}
          />
        )}
        <PageIntro page={page} quality={ctx.imageQuality} title={!titleFirst} />
        {page.settings.longRead && (
          <TableOfContents entries={page.toc} readingMinutes={page.readingMinutes} t={t} />
        )}
        <BlockList blocks={main} ctx={ctx} />
        {!props.notFound && <LastUpdated date={page.updateDate} t={t} language={language} />}
      </article>
      {end.length > 0 && (
        <div className={styles.fullWidth} data-region="end">
          <BlockList blocks={end} ctx={ctx} />
        </div>
      )}
      {/* Feedback, share and subscription come after every block of the page, end blocks
          (topic links, contact groups) included: what the page is for is read first. */}
      {!props.notFound && (
        <div className={styles.article} data-region="modules">
          <PageModules {...props} />
        </div>
      )}
    </>
  );
}
