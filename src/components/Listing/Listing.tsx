import type { ListingResult } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { ListCards } from '#src/components/ListCards/ListCards.tsx';
import { PagerArrival } from '#src/components/Pagination/PagerArrival.tsx';
import { Pagination, pageHref } from '#src/components/Pagination/Pagination.tsx';
import { SearchGroups } from '#src/components/SearchGroups/SearchGroups.tsx';
import { flatPager, type ListPaging } from '#src/shared/paginate.ts';
import * as styles from './Listing.css.ts';

/** The id of a list's own heading: the pager's links land there (decision 032). */
export const LIST_HEADING_ID = 'list-results';

export type ListingProps = {
  /** What the list's endpoint gave; null when nothing was asked (an address naming no page). */
  listing: ListingResult | null;
  /** The page's path; pagination links stay on it. */
  path: string;
  /** Query kept in pagination links (the search text, a grouped search's paging). */
  keep?: URLSearchParams;
  /** The heading level of grouped results' groups: h2 unless something heads them. */
  groupHeadingLevel?: 'h2' | 'h3';
  /**
   * Where the list stands for the address (page.ts): the page asked for, past the end or not a
   * page at all. Without it, the page the results hold.
   */
  paging?: ListPaging | null;
  /**
   * The id of a heading the page already has above the list (the search page's "results for"):
   * the pager lands there. Without it, the list's count is its own heading (h2).
   */
  headingId?: string;
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
  /** The items' dates are application deadlines (deadline-list.ts): ListCards `deadlines`. */
  deadlines?: boolean;
};

/**
 * List items as cards with pagination, grouped results' groups, or a clear message when the
 * list cannot be shown: "cannot be shown right now" when its endpoint failed, "search is
 * unavailable" when it was refused or answered in a shape the app does not know. Never "0
 * results" for either. An address that names no page of the list (not a page number, or past
 * its end) says so, with a way back into the list; the page is a 404 (decision 032).
 */
export function Listing({
  listing,
  path,
  keep = new URLSearchParams(),
  groupHeadingLevel = 'h2',
  paging,
  headingId,
  t,
  language,
  quality,
  deadlines = false,
}: ListingProps) {
  const targetId = headingId ?? LIST_HEADING_ID;
  const heading = (text: string) =>
    headingId ? null : (
      <h2 id={targetId} tabIndex={-1} className={styles.heading}>
        {text}
      </h2>
    );
  // Rendered in every state, so a move from one to another (a page that is not there to the
  // last page) is seen as a page change.
  const arrival = (page: number, message: string) => (
    <PagerArrival targetId={targetId} page={page} message={message} />
  );
  if (paging?.notAPage) {
    return (
      <>
        {heading(t('list.missingHeading'))}
        {arrival(0, t('list.missingHeading'))}
        <p>{t('list.notAPage')}</p>
        <p>
          <a href={`${pageHref(path, keep, 1)}#${targetId}`}>{t('list.toFirstPage')}</a>
        </p>
      </>
    );
  }
  if (!listing) return null;
  if ('failed' in listing) {
    return (
      <>
        <p className={styles.message} role="status">
          {t(listing.reason === 'unavailable' ? 'search.unavailable' : 'list.failed')}
        </p>
        {/* What to do instead: the site search (the header's field) or a contact. */}
        <p>
          {t('list.instead')} <a href="#site-search">{t('list.toSearch')}</a>
        </p>
      </>
    );
  }
  if ('groups' in listing) {
    return (
      <SearchGroups
        listing={listing}
        path={path}
        keep={keep}
        targetId={targetId}
        headingLevel={groupHeadingLevel}
        paging={paging}
        t={t}
        language={language}
        quality={quality}
      />
    );
  }
  // The page the address asks for (page.ts), else the one the results' offset holds.
  const limit = Math.max(1, listing.limit);
  const pager =
    paging?.pagers.find((p) => p.group === null) ??
    flatPager(listing, Math.floor(listing.offset / limit) + 1);
  const { page, pageCount } = pager;
  if (pager.pastEnd) {
    return (
      <>
        {heading(t('list.missingHeading'))}
        {arrival(pager.asked, t('list.missingHeading'))}
        <p>{t('list.pastEnd', { page: pager.asked, last: pageCount })}</p>
        <p>
          <a href={`${pageHref(path, keep, pageCount)}#${targetId}`}>{t('list.toLastPage')}</a>
        </p>
      </>
    );
  }
  const count = t('list.results', { n: listing.total });
  return (
    <>
      {heading(count) ?? <p>{count}</p>}
      {/* Second, as on a page past the end: React keeps the arrival from one to the other. */}
      {arrival(page, t('list.pageArrival', { page, last: pageCount }))}
      {listing.total === 0 && <p>{t('list.noHits')}</p>}
      <ListCards
        items={listing.items}
        deadlines={deadlines}
        headingLevel="h3"
        t={t}
        language={language}
        quality={quality}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        path={path}
        keep={keep}
        fragment={targetId}
        t={t}
      />
    </>
  );
}
