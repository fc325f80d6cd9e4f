import { describe, expect, it } from 'vitest';
import { groupPaging, narrowHref } from './group-paging.ts';

describe("a grouped search's paging from the visitor's address", () => {
  const read = (query: string) => groupPaging(new URLSearchParams(query));

  it('keeps whole numbers, clamped: limits 1–100, offsets 0–10000 (0 left out)', () => {
    expect(read('l1=5&o1=10&l2=0&o2=999999&l3=101&o3=0')).toEqual([
      ['l1', '5'],
      ['l2', '1'],
      ['l3', '100'],
      ['o1', '10'],
      ['o2', '10000'],
    ]);
  });

  it('drops what is not a number or an id, and anything else in the query', () => {
    expect(read('o1=-3&o2=1e3&o3=0x10&o4=%201&l5=&ox=3&o=2&l1.5=2&page=2&cludoquery=x')).toEqual(
      [],
    );
    expect(read('groups=2,x,2,%2F,7')).toEqual([['groups', '2,7']]);
    expect(read('groups=abc')).toEqual([]);
  });

  it('takes the first of a repeated name and at most 20 parameters', () => {
    expect(read('o1=3&o1=6')).toEqual([['o1', '3']]);
    const many = Array.from({ length: 50 }, (_, i) => `l${i}=2`).join('&');
    expect(read(many)).toHaveLength(20);
  });
});

describe('narrowing to one group', () => {
  it('sets groups=<id>, or removes it to widen again, keeping the rest', () => {
    const keep = new URLSearchParams({ cludoquery: 'genbrug', o2: '3' });
    expect(narrowHref('/s/', keep, '1')).toBe('/s/?cludoquery=genbrug&o2=3&groups=1');
    expect(narrowHref('/s/', new URLSearchParams({ groups: '1' }), null)).toBe('/s/');
  });
});
