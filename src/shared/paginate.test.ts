import { describe, expect, it } from 'vitest';
import { paginate, pageWindow } from '#src/shared/paginate.ts';

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
