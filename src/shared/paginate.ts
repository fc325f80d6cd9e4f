import { GROUP_ID } from './group-paging.ts';

/** What paging reads of one page of a list (the app's `Listing`, or a group of one). */
type Listing = { items: readonly unknown[]; total: number; limit: number; offset: number };
/** What a list's endpoint gave (the app's `ListingResult`), as far as paging reads it. */
type ListingResult =
  | Listing
  | { groups: readonly (Listing & { id: string; name: string })[] }
  | { failed: true; reason?: string };

/** One page of a paged list: its number, how many pages there are and where it starts. */
export type PageWindow = { page: number; pageCount: number; offset: number };

/**
 * Page `page` of `total` items at `size` a page. A page outside 1…pageCount (0, negative, NaN,
 * beyond the end) is clamped into it and a fraction truncated; an empty list still has page 1.
 * The one paging rule for the public lists, the Kultunaut demo and the sample backend.
 */
export function pageWindow(total: number, size: number, page: number): PageWindow {
  const limit = Math.max(1, size);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(pageCount, Math.max(1, wanted));
  return { page: current, pageCount, offset: (current - 1) * limit };
}

/** One page of `all`, by pageWindow's rule: its items and its place in the list. */
export function paginate<T>(
  all: readonly T[],
  size: number,
  page: number,
): PageWindow & { items: T[]; total: number } {
  const window = pageWindow(all.length, size, page);
  const items = all.slice(window.offset, window.offset + Math.max(1, size));
  return { ...window, items, total: all.length };
}

/** The highest `?page=` a list is asked for: its offset stays a small number for any backend. */
export const MAX_PAGE = 10_000;

/**
 * `?page=` as the page of a list it names: absent or empty is page 1; a whole number from 1 to
 * MAX_PAGE in its one plain spelling (`2`; not `02`, `+2`, `2.0`, ` 2` or `2abc`) is that page;
 * anything else names no page at all (null), and no backend is asked for it.
 */
export function pageParam(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_PAGE ? n : null;
}

/** Where one pager of a page stands: a flat list's, or one group's of a grouped search. */
export type PagerState = {
  /** The group this pager pages, or null for a flat list. */
  group: { id: string; name: string } | null;
  /** The page shown (clamped into the list) and the number of pages. */
  page: number;
  pageCount: number;
  /** The page the address asks for (a group's: its offset's page). */
  asked: number;
  /** The address asks for a page past the list's end, and the results hold nothing for it. */
  pastEnd: boolean;
};

/** What the address asks of a page's list, checked against its results (decision 032). */
export type ListPaging = {
  /** One pager for a flat list, one per pageable group; none for a list that failed. */
  pagers: PagerState[];
  /** `?page=` is not a page number (pageParam): nothing was asked of the backend. */
  notAPage: boolean;
};

/**
 * Whether the address names no page of the list: `?page=` is not a page number, or it (or a
 * group's offset) lies past the end. Such a page is a 404; a list that failed never is.
 */
export const isMissingPage = (paging: ListPaging | null | undefined): boolean =>
  !!paging && (paging.notAPage || paging.pagers.some((p) => p.pastEnd));

/**
 * A flat list's pager for the page `asked` by the address. The results' offset says which page
 * they hold (a backend may clamp it, as `content.list` does); the asked page is past the end when
 * it lies beyond the last page and the results hold no items for it.
 */
export function flatPager(list: Listing, asked: number): PagerState {
  const limit = Math.max(1, list.limit);
  const shown = pageWindow(list.total, limit, Math.floor(list.offset / limit) + 1);
  const holdsAsked = list.items.length > 0 && list.offset === (asked - 1) * limit;
  return {
    group: null,
    page: shown.page,
    pageCount: shown.pageCount,
    asked,
    pastEnd: asked > shown.pageCount && !holdsAsked,
  };
}

/**
 * The pagers of grouped results, one per group whose id can name its paging parameter: a group
 * asked for an offset (`o{id}`, checked) past its end that holds no items is past its end.
 */
export function groupPagers(
  groups: readonly (Listing & { id: string; name: string })[],
  paging: readonly [string, string][],
): PagerState[] {
  const asked = new Map(paging);
  return groups
    .filter((group) => GROUP_ID.test(group.id))
    .map((group) => {
      const limit = Math.max(1, group.limit);
      const shown = pageWindow(group.total, limit, Math.floor(group.offset / limit) + 1);
      const offset = Number(asked.get(`o${group.id}`) ?? 0);
      return {
        group: { id: group.id, name: group.name },
        page: shown.page,
        pageCount: shown.pageCount,
        asked: Math.floor(offset / limit) + 1,
        pastEnd: offset > 0 && offset >= group.total && group.items.length === 0,
      };
    });
}

/** The pagers of whatever a list's endpoint gave: none for a failure. */
export function pagersOf(
  listing: ListingResult,
  asked: number,
  groupPaging: readonly [string, string][],
): PagerState[] {
  if ('failed' in listing) return [];
  if ('groups' in listing) return groupPagers(listing.groups, groupPaging);
  return [flatPager(listing, asked)];
}
