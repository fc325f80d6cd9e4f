import type { Language, Page } from '#src/server/cms/types.ts';
import type { Translate } from '#src/server/dictionary/index.ts';
import { BlockList } from '#src/components/blocks/registry.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import * as styles from './ContentPageLayout.css.ts';

export type PageLayoutProps = { page: Page; t: Translate; language: Language };

export function Breadcrumb({ page, t }: { page: Page; t: Translate }) {
  if (page.settings.hideBreadcrumb || page.breadcrumb.length < 2) return null;
  const last = page.breadcrumb.length - 1;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {page.breadcrumb.map((crumb, i) => (
          <li key={crumb.url}>
            {i === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <>
                <a href={crumb.url}>{crumb.name}</a>
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

export function PageIntro({ page }: { page: Page }) {
  return (
    <>
      <h1>{page.title}</h1>
      {page.teaser && <p className={styles.teaser}>{page.teaser}</p>}
      {page.image && (
        <img
          className={styles.heroImage}
          src={page.image.cropUrl ?? page.image.url}
          alt={page.image.alt}
          width={page.image.width ?? undefined}
          height={page.image.height ?? undefined}
        />
      )}
      <RichText html={page.description} />
    </>
  );
}

const locales = { da: 'da-DK', en: 'en-US', de: 'de-DE' } as const;

export function LastUpdated({
  date,
  t,
  language,
}: {
  date: string | null;
  t: Translate;
  language: Language;
}) {
  if (!date || Number.isNaN(Date.parse(date))) return null;
  const formatted = new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(date));
  return (
    <p className={styles.updated}>
      {t('page.lastUpdated')}: <time dateTime={date}>{formatted}</time>
    </p>
  );
}

/** content-page-layout: breadcrumb, intro, the content elements, last updated. */
export function ContentPageLayout({ page, t, language }: PageLayoutProps) {
  return (
    <>
      <Breadcrumb page={page} t={t} />
      <article className={styles.article}>
        <PageIntro page={page} />
        <BlockList blocks={page.blocks} />
        <LastUpdated date={page.updateDate} t={t} language={language} />
      </article>
    </>
  );
}
