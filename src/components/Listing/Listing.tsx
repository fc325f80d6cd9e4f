import type { Language, ListingResult } from '#src/server/cms/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { ListCards } from '#src/components/ListCards/ListCards.tsx';
import { Pagination } from '#src/components/Pagination/Pagination.tsx';
import { SearchGroups } from '#src/components/SearchGroups/SearchGroups.tsx';
import { pageWindow } from '#src/shared/paginate.ts';
import * as styles from './Listing.css.ts';

export type ListingProps = {
  listing: ListingResult;
  /** The page's path; pagination links stay on it. */
  path: string;
  /** Query kept in pagination links (the search text, a grouped search's paging). */
  keep?: URLSearchParams;
  /** The heading level of a grouped answer's groups: h2 unless something heads them. */
  groupHeadingLevel?: 'h2' | 'h3';
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
};

/**
 * List items as cards with pagination, a grouped answer's groups, or a clear message when the
 * list cannot be shown: "cannot be shown right now" when its endpoint failed, "search is
 * unavailable" when it was refused or answered in a shape the app does not know. Never "0
 * results" for either.
 */
export function Listing({
  listing,
  path,
  keep = new URLSearchParams(),
  groupHeadingLevel = 'h2',
  t,
  language,
  quality,
}: ListingProps) {
  if ('failed' in listing) {
    return (
      <p className={styles.message} role="status">
        {t(listing.reason === 'unavailable' ? 'search.unavailable' : 'list.failed')}
      </p>
    );
  }
  if ('groups' in listing) {
    return (
      <SearchGroups
        listing={listing}
        path={path}
        keep={keep}
        headingLevel={groupHeadingLevel}
        t={t}
        language={language}
        quality={quality}
      />
    );
  }
  // The backend answers with an offset; the page it starts is the one shown as current.
  const limit = Math.max(1, listing.limit);
  const { page, pageCount } = pageWindow(
    listing.total,
    limit,
    Math.floor(listing.offset / limit) + 1,
  );
  return (
    <>
      <p>{t('list.results', { n: listing.total })}</p>
      <ListCards
        items={listing.items}
        headingLevel="h2"
        t={t}
        language={language}
        quality={quality}
      />
      <Pagination page={page} pageCount={pageCount} path={path} keep={keep} t={t} />
    </>
  );
}
