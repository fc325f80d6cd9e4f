import { Icon } from '#src/components/Icon/Icon.tsx';
import type { Translate } from '#src/shared/dictionary/index.ts';
import * as styles from './Pagination.css.ts';

/** Pages by an offset parameter instead of `page` (a group of a grouped search: `o{id}`). */
export type OffsetParam = { name: string; pageSize: number };

/**
 * The address of page `n`: `path` with `page=n` and the rest of `keep` (the search text, the
 * filters); page 1 has no `page` parameter. With `offset`, page `n` is its first item's offset
 * in that parameter instead (none on page 1). A `path` of './' keeps the links relative, so
 * they work at a route's alias path too.
 */
export function pageHref(
  path: string,
  keep: URLSearchParams,
  n: number,
  offset?: OffsetParam,
): string {
  const q = new URLSearchParams(keep);
  const name = offset?.name ?? 'page';
  const value = offset ? (n - 1) * Math.max(1, offset.pageSize) : n;
  if (n === 1) q.delete(name);
  else q.set(name, String(value));
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/** 'Viser 13–24 af 30': the items a page shows, in the visitor's language. */
export function rangeText(
  t: Translate,
  list: { page: number; total: number },
  pageSize: number,
): string {
  const first = (list.page - 1) * pageSize + 1;
  const last = Math.min(list.total, list.page * pageSize);
  // An empty list reads '0 af 0' (a select, not a plural: no count is worded here).
  return t('list.range', { empty: String(list.total === 0), first, last, total: list.total });
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours,
 * with 'gap' where pages are left out (1 … 5 6 7 … 12). A gap never hides a single page: it is
 * shown instead. At most seven entries however long the list, so a backend that claims a
 * million pages costs nothing.
 */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const { current, last } = clampPage(page, pageCount);
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/**
 * The page and page count a pager can show: whole, finite, at least 1, the page within the
 * count. Whatever the list or the address claims (0, -3, 99 of 5, NaN, Infinity).
 */
export function clampPage(page: number, pageCount: number): { current: number; last: number } {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(1, Math.trunc(n)) : 1);
  const last = whole(pageCount);
  return { current: Math.min(last, whole(page)), last };
}

export type PaginationProps = {
  /** The current page, 1-based, and the number of pages (see pageWindow). */
  page: number;
  pageCount: number;
  /** The list's own path; the links stay on it. */
  path: string;
  /** Query kept on every page link (the search text, the filters). */
  keep?: URLSearchParams;
  t: Translate;
  /** Names the navigation; 'Sider' (list.pagination) unless said. */
  label?: string;
  /** Page by this offset parameter instead of `page` (one group of a grouped search). */
  offset?: OffsetParam;
  /**
   * The id of the list's heading: every link lands there (`#id`), so a new page opens at the
   * list, with JavaScript or without (decision 032).
   */
  fragment?: string;
};

/**
 * Plain page links (`?page=N`, or an offset parameter, and the list heading's fragment), so
 * paging works without JavaScript; nothing for one page. Long lists show the first, the last and the pages around the current
 * one (pageItems).
 */
export function Pagination(props: PaginationProps) {
  const { path, keep = new URLSearchParams(), t, label, offset, fragment } = props;
  const { current: page, last: pageCount } = clampPage(props.page, props.pageCount);
  if (pageCount <= 1) return null;
  const href = (n: number) => `${pageHref(path, keep, n, offset)}${fragment ? `#${fragment}` : ''}`;
  return (
    <nav aria-label={label ?? t('list.pagination')}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <a className={styles.link} href={href(page - 1)} rel="prev">
              <Icon name="arrow-left" />
              {t('list.previous')}
            </a>
          </li>
        )}
        {pageItems(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className={styles.link}
                href={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('list.page', { n })}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className={styles.link} href={href(page + 1)} rel="next">
              {t('list.next')}
              <Icon name="arrow-right" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
