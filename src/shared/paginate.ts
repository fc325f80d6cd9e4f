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
