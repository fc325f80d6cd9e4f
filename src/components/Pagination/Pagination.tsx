import type { Translate } from '#src/shared/dictionary/index.ts';
import * as styles from './Pagination.css.ts';

/**
 * The address of page `n`: `path` with `page=n` and the rest of `keep` (the search text, the
 * filters); page 1 has no `page` parameter. A `path` of './' keeps the links relative, so they
 * work at a route's alias path too.
 */
export function pageHref(path: string, keep: URLSearchParams, n: number): string {
  const q = new URLSearchParams(keep);
  if (n === 1) q.delete('page');
  else q.set('page', String(n));
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
};

/** Plain page links (`?page=N`), so paging works without JavaScript; nothing for one page. */
export function Pagination({
  page,
  pageCount,
  path,
  keep = new URLSearchParams(),
  t,
  label,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? t('list.pagination')}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <a className={styles.link} href={pageHref(path, keep, page - 1)} rel="prev">
              {t('list.previous')}
            </a>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a
              className={styles.link}
              href={pageHref(path, keep, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('list.page', { n })}
            >
              {n}
            </a>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a className={styles.link} href={pageHref(path, keep, page + 1)} rel="next">
              {t('list.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
