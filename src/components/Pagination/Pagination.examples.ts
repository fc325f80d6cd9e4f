import { translator } from '#src/shared/dictionary/index.ts';
import type { PaginationProps } from './Pagination.tsx';

export const examples: Record<string, PaginationProps> = {
  /** The middle of a long list: first, last and the pages around the current one. */
  middle: {
    page: 6,
    pageCount: 12,
    path: '/nyheder/',
    t: translator('da'),
    // Each example names its navigation: the overview shows them side by side.
    label: 'Sider i nyhedslisten',
  },
  /** The first page keeps the search text on every link; no "previous". */
  firstWithQuery: {
    page: 1,
    pageCount: 3,
    path: '/soegning/',
    keep: new URLSearchParams({ cludoquery: 'affald' }),
    t: translator('da'),
    label: 'Sider med søgeresultater',
  },
  /** English labels. */
  english: { page: 2, pageCount: 2, path: '/en/news/', t: translator('en'), label: 'News pages' },
};
