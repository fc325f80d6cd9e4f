import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './Pagination.css.ts';

export type PageParams = Record<string, string | null | undefined>;

/**
 * A same-page link to page `n` that keeps the other parameters (filters). Relative to the current
 * address, so it works at a route's alias path too; page 1 has no `page` parameter.
 */
export function pageHref(params: PageParams, n: number): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== 'page') q.set(name, value);
  }
  if (n > 1) q.set('page', String(n));
  const search = q.toString();
  return search ? `?${search}` : './';
}

/** '13–24 af 30' */
export function rangeText(list: { page: number; total: number }, pageSize: number): string {
  if (list.total === 0) return '0 af 0';
  const first = (list.page - 1) * pageSize + 1;
  const last = Math.min(list.total, list.page * pageSize);
  return `${first}–${last} af ${list.total}`;
}

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** The current filters, kept on every page link. */
  params: PageParams;
  /** Names the navigation, e.g. 'Sider med arrangementer'. */
  label: string;
};

/** Plain page links (`?page=N`), so paging works without JavaScript. */
export function Pagination({ page, pageCount, params, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <a className={styles.link} href={pageHref(params, page - 1)} rel="prev">
              <Icon name="arrow-left" />
              Forrige side
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <a
              className={styles.link}
              href={pageHref(params, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Side ${n}`}
            >
              {n}
            </a>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a className={styles.link} href={pageHref(params, page + 1)} rel="next">
              Næste side
              <Icon name="arrow-right" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
