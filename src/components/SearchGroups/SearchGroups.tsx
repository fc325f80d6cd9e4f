import type { GroupedListing, Language } from '#src/server/cms/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { GROUP_ID, narrowHref } from '#src/shared/group-paging.ts';
import { pageWindow } from '#src/shared/paginate.ts';
import { ListCards } from '#src/components/ListCards/ListCards.tsx';
import { Pagination } from '#src/components/Pagination/Pagination.tsx';
import * as styles from './SearchGroups.css.ts';

export type SearchGroupsProps = {
  listing: GroupedListing;
  /** The page's path; every link stays on it. */
  path: string;
  /** Query kept on every link: the search text and the other groups' paging, checked. */
  keep?: URLSearchParams;
  /** h3 below the search page's "results for" heading; h2 when nothing heads them. */
  headingLevel: 'h2' | 'h3';
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
};

/**
 * A grouped search answer (Limbo.Umbraco.Search): each group under its own heading with its
 * count, its items and its own pager, whose links move only that group's `o{id}`; "show only"
 * narrows to one group (`groups=<id>`) and "show all" widens again. Plain links: it all works
 * without JavaScript. A group whose id cannot name a parameter gets no pager.
 */
export function SearchGroups({
  listing,
  path,
  keep = new URLSearchParams(),
  headingLevel: Heading,
  t,
  language,
  quality,
}: SearchGroupsProps) {
  const narrowed = keep.has('groups');
  const cardLevel = Heading === 'h2' ? 'h3' : 'h4';
  return (
    <>
      {narrowed && (
        <p className={styles.narrow}>
          <a href={narrowHref(path, keep, null)}>{t('search.allGroups')}</a>
        </p>
      )}
      {listing.groups.length === 0 && <p>{t('list.results', { n: 0 })}</p>}
      {listing.groups.map((group, index) => {
        const pageable = GROUP_ID.test(group.id);
        const limit = Math.max(1, group.limit);
        const { page, pageCount } = pageWindow(
          group.total,
          limit,
          Math.floor(group.offset / limit) + 1,
        );
        return (
          <section
            key={`${index}-${group.id}`}
            className={styles.group}
            // Named by its heading's text, without ids: ids made per render can meet another
            // render's on one page (the components overview renders every example).
            aria-label={group.name}
          >
            <Heading>{group.name}</Heading>
            <p className={styles.count}>{t('list.results', { n: group.total })}</p>
            <ListCards
              items={group.items}
              headingLevel={cardLevel}
              t={t}
              language={language}
              quality={quality}
              first={index === 0}
            />
            {pageable && (
              <Pagination
                page={page}
                pageCount={pageCount}
                path={path}
                keep={keep}
                offset={{ name: `o${group.id}`, pageSize: limit }}
                label={t('search.groupPages', { name: group.name })}
                t={t}
              />
            )}
            {pageable && !narrowed && listing.groups.length > 1 && pageCount > 1 && (
              <p className={styles.narrow}>
                <a href={narrowHref(path, keep, group.id)}>
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
