import type { GroupedListing } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { narrowHref } from '#src/shared/group-paging.ts';
import { groupPagers, type ListPaging } from '#src/shared/paginate.ts';
import { ListCards } from '#src/components/ListCards/ListCards.tsx';
import { PagerArrival } from '#src/components/Pagination/PagerArrival.tsx';
import { Pagination, pageHref } from '#src/components/Pagination/Pagination.tsx';
import * as listStyles from '#src/components/Listing/Listing.css.ts';
import * as styles from './SearchGroups.css.ts';

/** The id of a pageable group's heading: its pager lands there (decision 032). */
export const groupHeadingId = (id: string) => `search-group-${id}`;

export type SearchGroupsProps = {
  listing: GroupedListing;
  /** The page's path; every link stays on it. */
  path: string;
  /** Query kept on every link: the search text and the other groups' paging, checked. */
  keep?: URLSearchParams;
  /** h3 below the search page's "results for" heading; h2 when nothing heads them. */
  headingLevel: 'h2' | 'h3';
  /** Where each group stands for the address (page.ts); without it, the pages the results hold. */
  paging?: ListPaging | null;
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
  /**
   * The results' heading: "show only" and "show all" land there, by their fragment without
   * JavaScript and by focus after a client-side move.
   */
  targetId?: string;
};

/**
 * Grouped search results (Limbo.Umbraco.Search): each group under its own heading with its
 * count, its items and its own pager, whose links move only that group's `o{id}`; "show only"
 * narrows to one group (`groups=<id>`) and "show all" widens again. Plain links: it all works
 * without JavaScript. A group whose id cannot name a parameter gets no pager.
 */
export function SearchGroups({
  listing,
  path,
  keep: given = new URLSearchParams(),
  headingLevel: Heading,
  paging,
  t,
  language,
  quality,
  targetId,
}: SearchGroupsProps) {
  const narrowed = given.has('groups');
  const fragment = targetId ? `#${targetId}` : '';
  // Which group the view is narrowed to, as a number the arrival sees change (0: all of them).
  const narrowedTo = narrowed
    ? listing.groups.findIndex((group) => group.id === given.get('groups')) + 2
    : 0;
  const cardLevel = Heading === 'h2' ? 'h3' : 'h4';
  // One pager per group whose id can name its paging parameters; as the address asks, if known.
  const pagers = paging?.pagers.some((p) => p.group)
    ? paging.pagers
    : groupPagers(listing.groups, []);
  // An offset past a group's end is not kept on the other links: they lead to real pages.
  const keep = new URLSearchParams(given);
  for (const pager of pagers) if (pager.pastEnd && pager.group) keep.delete(`o${pager.group.id}`);
  const seen = new Set<string>();
  return (
    <>
      {targetId && (
        // Narrowing and widening are navigations: the heading takes focus, as a pager's move does.
        <PagerArrival
          targetId={targetId}
          page={narrowedTo}
          message={t('list.results', {
            n: listing.groups.reduce((sum, group) => sum + group.total, 0),
          })}
        />
      )}
      {narrowed && (
        <p className={styles.narrow}>
          <a href={`${narrowHref(path, keep, null)}${fragment}`}>{t('search.allGroups')}</a>
        </p>
      )}
      {listing.groups.length === 0 && (
        <>
          <p>{t('list.results', { n: 0 })}</p>
          <p>{t('list.noHits')}</p>
        </>
      )}
      {listing.groups.map((group, index) => {
        // A group's pager, once per id (a backend may repeat one): its heading is where it lands.
        const pager = seen.has(group.id) ? undefined : pagers.find((p) => p.group?.id === group.id);
        seen.add(group.id);
        const limit = Math.max(1, group.limit);
        const offset = { name: `o${group.id}`, pageSize: limit };
        const targetId = pager ? groupHeadingId(group.id) : undefined;
        return (
          <section
            key={`${index}-${group.id}`}
            className={styles.group}
            // Named by its heading's text, without ids: ids made per render can meet another
            // render's on one page (the components overview renders every example).
            aria-label={group.name}
          >
            <Heading
              id={targetId}
              tabIndex={targetId ? -1 : undefined}
              className={listStyles.heading}
            >
              {group.name}
            </Heading>
            {pager && targetId && (
              <PagerArrival
                targetId={targetId}
                // A page past the end is a page of its own: leaving it for the last is a change.
                page={pager.pastEnd ? pager.asked : pager.page}
                message={
                  pager.pastEnd
                    ? t('list.missingHeading')
                    : t('search.groupPageOf', {
                        name: group.name,
                        page: pager.page,
                        last: pager.pageCount,
                      })
                }
              />
            )}
            <p className={styles.count}>{t('list.results', { n: group.total })}</p>
            {pager?.pastEnd ? (
              <>
                <p>
                  {t('search.groupPastEnd', {
                    name: group.name,
                    page: pager.asked,
                    last: pager.pageCount,
                  })}
                </p>
                <p>
                  <a href={`${pageHref(path, keep, pager.pageCount, offset)}#${targetId}`}>
                    {t('list.toLastPage')}
                  </a>
                </p>
              </>
            ) : (
              <ListCards
                items={group.items}
                headingLevel={cardLevel}
                t={t}
                language={language}
                quality={quality}
                first={index === 0}
              />
            )}
            {pager && !pager.pastEnd && (
              <Pagination
                page={pager.page}
                pageCount={pager.pageCount}
                path={path}
                keep={keep}
                offset={offset}
                fragment={targetId}
                label={t('search.groupPages', { name: group.name })}
                t={t}
              />
            )}
            {pager && !narrowed && listing.groups.length > 1 && pager.pageCount > 1 && (
              <p className={styles.narrow}>
                <a href={`${narrowHref(path, keep, group.id)}${fragment}`}>
                  {t('search.onlyGroup', { name: group.name })}
                </a>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
