import { BlockList } from '#src/components/blocks/registry.tsx';
import { Button } from '#src/components/Button/Button.tsx';
import { FeedLink } from '#src/components/FeedLink/FeedLink.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { Listing } from '#src/components/Listing/Listing.tsx';
import { SearchArrival } from '#src/components/Listing/SearchArrival.tsx';
import { resultCount } from '#src/components/PageHead/PageHead.tsx';
import { groupPaging } from '#src/shared/group-paging.ts';
import { isDeadlineList } from '#src/shared/deadline-list.ts';
import {
  Breadcrumb,
  PageIntro,
  PageModules,
  type PageLayoutProps,
} from '../ContentPageLayout/ContentPageLayout.tsx';
import * as content from '../ContentPageLayout/ContentPageLayout.css.ts';
import * as search from '../SearchPageLayout/SearchPageLayout.css.ts';
import * as styles from '#src/components/Listing/Listing.css.ts';

/**
 * list-page-layout: intro, content elements, the list items and pagination. The items come from
 * `content.list` when the backend sends it, else from the list's endpoint (`listing`). A list
 * whose fields name a text field gets a plain GET form that searches it by that name
 * (`?keywords=…`), so it works without JavaScript.
 */
export function ListPageLayout(props: PageLayoutProps) {
  const { page, t, language, ctx, listing, query, paging, site } = props;
  const items = page.list ?? listing;
  const textField = page.list ? null : (page.listSource?.textField ?? null);
  const text = textField ? (query.get(textField) ?? '').trim().slice(0, 200) : '';
  // Pager links keep the text and grouped results' paging, as the server read them.
  const keep = new URLSearchParams(groupPaging(query));
  if (textField && text) keep.set(textField, text);
  return (
    <>
      <Breadcrumb page={page} t={t} site={site} language={language} />
      <div className={styles.wrapper}>
        <PageIntro page={page} quality={ctx.imageQuality} />
        <BlockList blocks={page.blocks} ctx={ctx} />
        {textField && (
          <form
            className={search.form}
            role="search"
            aria-label={t('list.searchLabel')}
            method="get"
            action={page.path}
          >
            <label htmlFor="list-search-text" className={content.teaser}>
              {t('list.searchLabel')}
            </label>
            <input
              id="list-search-text"
              className={search.input}
              type="search"
              name={textField}
              defaultValue={text}
              maxLength={200}
            />
            <Button type="submit" iconElement={<Icon name="search" />}>
              {t('search.submit')}
            </Button>
          </form>
        )}
        {text && resultCount(items) !== null && (
          <SearchArrival
            message={t('list.searchArrival', {
              results: t('list.results', { n: resultCount(items) ?? 0 }),
              q: text,
            })}
          />
        )}
        {(items || paging?.notAPage) && (
          <Listing
            listing={items ?? null}
            paging={paging}
            path={page.path}
            keep={keep}
            t={t}
            language={language}
            quality={ctx.imageQuality}
            deadlines={!page.list && isDeadlineList(page.listSource?.params)}
          />
        )}
        {!props.notFound && <FeedLink path={page.path} label={t('seo.feedLink')} />}
        {!props.notFound && <PageModules {...props} />}
      </div>
    </>
  );
}
