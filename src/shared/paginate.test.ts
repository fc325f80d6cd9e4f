import { describe, expect, it } from 'vitest';
import {
  flatPager,
  groupPagers,
  isMissingPage,
  MAX_PAGE,
  pageParam,
  paginate,
  pagersOf,
  pageWindow,
} from '#src/shared/paginate.ts';

describe('the paging rule', () => {
  it('clamps the page into 1…pageCount and gives its offset', () => {
    expect(pageWindow(30, 12, 2)).toEqual({ page: 2, pageCount: 3, offset: 12 });
    expect(pageWindow(30, 12, 9)).toEqual({ page: 3, pageCount: 3, offset: 24 });
    expect(pageWindow(30, 12, 0).page).toBe(1);
    expect(pageWindow(30, 12, Number.NaN).page).toBe(1);
    expect(pageWindow(30, 12, 2.9).page).toBe(2);
    expect(pageWindow(0, 12, 4)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(5, 0, 3)).toEqual({ page: 3, pageCount: 5, offset: 2 });
  });

  it('slices one page of a list', () => {
    const letters = [...'abcdefg'];
    expect(paginate(letters, 3, 3)).toEqual({
      items: ['g'],
      total: 7,
      page: 3,
      pageCount: 3,
      offset: 6,
    });
    expect(paginate(letters, 3, -1).items).toEqual(['a', 'b', 'c']);
  });
});

describe('?page= (decision 032)', () => {
  it('names a page only in its one plain spelling; absent or empty is page 1', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('')).toBe(1);
    expect(pageParam('1')).toBe(1);
    expect(pageParam('2')).toBe(2);
    expect(pageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const junk of [
      '0',
      '-1',
      '02',
      '+2',
      '2.0',
      '1.5',
      ' 2',
      '2 ',
      '2abc',
      'abc',
      '1e3',
      '0x2',
    ]) {
      expect(pageParam(junk), junk).toBeNull();
    }
    expect(pageParam(String(MAX_PAGE + 1))).toBeNull();
    expect(pageParam('99999999999999999999')).toBeNull();
  });
});

describe('where a list stands for the address', () => {
  const list = (total: number, offset: number, items = 12) => ({
    items: Array.from({ length: items }, (_, i) => ({ id: String(i) }) as never),
    total,
    limit: 12,
    offset,
  });

  it('a page within the list is shown; past the end with nothing in it is missing', () => {
    expect(flatPager(list(30, 12), 2)).toEqual({
      group: null,
      page: 2,
      pageCount: 3,
      asked: 2,
      pastEnd: false,
    });
    expect(flatPager(list(30, 1176, 0), 99)).toMatchObject({ page: 3, pastEnd: true, asked: 99 });
    // An empty list has its page 1, and nothing past it.
    expect(flatPager(list(0, 0, 0), 1).pastEnd).toBe(false);
    expect(flatPager(list(0, 12, 0), 2).pastEnd).toBe(true);
  });

  it('a backend that clamps the page (content.list) shows another page: still missing', () => {
    expect(flatPager(list(30, 24, 6), 99)).toMatchObject({ page: 3, pastEnd: true });
  });

  it('a backend that understates its total never makes a page with items missing', () => {
    // No pagination in the answer: the total is the items' count.
    expect(flatPager({ ...list(12, 12), total: 12 }, 2).pastEnd).toBe(false);
  });

  it('pages each group by its own offset; a group asked past its end is missing', () => {
    const group = (id: string, total: number, offset: number, items: number) => ({
      ...list(total, offset, items),
      limit: 3,
      id,
      name: `Gruppe ${id}`,
    });
    const pagers = groupPagers(
      [group('1', 5, 3, 2), group('2', 5, 300, 0), group('a&b', 9, 0, 3)],
      [
        ['o1', '3'],
        ['o2', '300'],
      ],
    );
    expect(pagers).toEqual([
      { group: { id: '1', name: 'Gruppe 1' }, page: 2, pageCount: 2, asked: 2, pastEnd: false },
      { group: { id: '2', name: 'Gruppe 2' }, page: 2, pageCount: 2, asked: 101, pastEnd: true },
    ]);
  });

  it('a failed list has no pagers and is never missing; a page number that is none is', () => {
    expect(pagersOf({ failed: true, reason: 'error' }, 99, [])).toEqual([]);
    expect(isMissingPage({ pagers: [], notAPage: false })).toBe(false);
    expect(isMissingPage({ pagers: [], notAPage: true })).toBe(true);
    expect(isMissingPage(null)).toBe(false);
    expect(isMissingPage({ pagers: pagersOf(list(30, 1176, 0), 99, []), notAPage: false })).toBe(
      true,
    );
  });
});
