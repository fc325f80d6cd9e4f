import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { BlockList } from '#src/components/blocks/registry.tsx';
import { Listing } from '#src/components/Listing/Listing.tsx';
import { SearchArrival } from '#src/components/Listing/SearchArrival.tsx';
import { resultCount } from '#src/components/PageHead/PageHead.tsx';
import * as listStyles from '#src/components/Listing/Listing.css.ts';
import { languageOf } from '#src/server/cms/reshape.ts';
import { groupPaging } from '#src/shared/group-paging.ts';
import {
  Breadcrumb,
  PageIntro,
  type PageLayoutProps,
} from '../ContentPageLayout/ContentPageLayout.tsx';
import * as content from '../ContentPageLayout/ContentPageLayout.css.ts';
import * as styles from './SearchPageLayout.css.ts';

/**
 * search-page-layout: a plain GET form; the results are rendered on the server from the search
 * endpoint, or the page's own (works without JavaScript), as one list or as groups, each paged
 * on its own. When Cludo is configured, its script fills the results container instead.
 */
/** The id of the "results for" heading: the results' pager lands there (decision 032). */
export const RESULTS_HEADING_ID = 'search-results';

export function SearchPageLayout(props: PageLayoutProps) {
  const { page, site, t, ctx, query, listing, paging, language } = props;
  const q = (query.get('cludoquery') ?? '').slice(0, 200);
  // Shown in another language than its culture's (a culture without a search page of its own,
  // site-search.ts): a new search and every page of the results stay in that language.
  const otherLanguage = (languageOf(site.culture) ?? 'da') !== language ? language : null;
  // Pager links keep the text and grouped results' paging (l{id}, o{id}, groups), checked.
  const keep = new URLSearchParams([['cludoquery', q], ...groupPaging(query)]);
  if (otherLanguage) keep.set('overwrite-lang', otherLanguage);
  return (
    <>
      <Breadcrumb page={page} t={t} site={site} language={language} />
      <article className={content.article}>
        <PageIntro page={page} quality={ctx.imageQuality} />
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
          {otherLanguage && <input type="hidden" name="overwrite-lang" value={otherLanguage} />}
          <Button type="submit" iconElement={<Icon name="search" />}>
            {t('search.submit')}
          </Button>
        </form>
        {q && (
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className={listStyles.heading}
            aria-live="polite"
            data-search-query={q}
          >
            {t('search.resultsFor', { q })}
          </h2>
        )}
        {/* Each search loads a new page: what it found is said once the page runs. */}
        {q && resultCount(listing) !== null && (
          <SearchArrival
            message={t('list.searchArrival', {
              results: t('list.results', { n: resultCount(listing) ?? 0 }),
              q,
            })}
          />
        )}
        <div id="cludo-search-results" className={styles.results}>
          {q && (listing || paging?.notAPage) && (
            <Listing
              listing={listing ?? null}
              paging={paging}
              headingId={RESULTS_HEADING_ID}
              path={page.path}
              keep={keep}
              groupHeadingLevel="h3"
              t={t}
              language={language}
              quality={ctx.imageQuality}
            />
          )}
        </div>
        <BlockList blocks={page.blocks} ctx={ctx} />
      </article>
    </>
  );
}
