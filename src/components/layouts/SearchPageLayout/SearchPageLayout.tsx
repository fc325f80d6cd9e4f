import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { BlockList } from '#src/components/blocks/registry.tsx';
import {
  Breadcrumb,
  PageIntro,
  type PageLayoutProps,
} from '../ContentPageLayout/ContentPageLayout.tsx';
import * as content from '../ContentPageLayout/ContentPageLayout.css.ts';
import * as styles from './SearchPageLayout.css.ts';

/**
 * search-page-layout: a plain GET form that shows the query (works without JavaScript); the
 * site-search script fills the results container when it is configured and allowed.
 */
export function SearchPageLayout({ page, t, ctx, query }: PageLayoutProps) {
  const q = (query.get('cludoquery') ?? '').slice(0, 200);
  return (
    <>
      <Breadcrumb page={page} t={t} />
      <article className={content.article}>
        <PageIntro page={page} />
        <form
          className={styles.form}
          role="search"
          // Named after the page, so it is told apart from the header's search landmark.
          aria-label={page.title}
          method="get"
          action={page.path}
          id="site-search-page-form"
        >
          <label htmlFor="search-page-query" className={content.teaser}>
            {t('search.label')}
          </label>
          <input
            id="search-page-query"
            className={styles.input}
            type="search"
            name="cludoquery"
            defaultValue={q}
            maxLength={200}
          />
          <Button type="submit" iconElement={<Icon name="search" />}>
            {t('search.submit')}
          </Button>
        </form>
        {q && (
          <h2 aria-live="polite" data-search-query={q}>
            {t('search.resultsFor', { q })}
          </h2>
        )}
        <div id="cludo-search-results" className={styles.results} />
        <BlockList blocks={page.blocks} ctx={ctx} />
      </article>
    </>
  );
}
