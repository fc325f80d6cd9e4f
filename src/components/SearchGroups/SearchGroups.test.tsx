// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { SearchGroups } from './SearchGroups.tsx';
import { examples } from './SearchGroups.examples.ts';

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('SearchGroups', () => {
  it('shows each group under its own heading with its count', () => {
    const view = renderStatic(<SearchGroups {...examples.twoGroups!} />);
    const pages = view.getByRole('region', { name: 'Indhold' });
    const news = view.getByRole('region', { name: 'Nyt fra kommunen' });
    expect(view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Indhold',
      'Nyt fra kommunen',
    ]);
    expect(pages.textContent).toContain('7 resultater');
    expect(news.textContent).toContain('2 resultater');
    // The items' headings sit below the group's.
    expect(pages.querySelectorAll('h4')).toHaveLength(3);
  });

  it("names each region without ids, so two on one page never borrow the other one's name (regression: axe landmark-unique on the components overview)", () => {
    const view = renderStatic(
      <>
        <SearchGroups {...examples.twoGroups!} />
        <SearchGroups {...examples.narrowedEnglish!} />
      </>,
    );
    expect(view.container.querySelectorAll('[aria-labelledby]')).toHaveLength(0);
    expect(view.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Indhold',
      'Nyt fra kommunen',
      'Pages',
    ]);
  });

  it("pages each group by its own o{id}, keeping the text and the other groups' paging", () => {
    const view = renderStatic(
      <SearchGroups
        {...examples.twoGroups!}
        keep={new URLSearchParams({ cludoquery: 'kommune', o1: '3', o2: '3', l2: '3' })}
        listing={{
          groups: [
            examples.twoGroups!.listing.groups[0]!,
            { ...examples.twoGroups!.listing.groups[1]!, total: 8, offset: 3 },
          ],
        }}
      />,
    );
    const pager = (name: string) => view.getByRole('navigation', { name });
    const pages = pager('Sider i »Indhold«');
    expect(hrefOf(pages.querySelector('[rel="next"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o1=6&o2=3&l2=3',
    );
    // The first page has no offset at all.
    expect(hrefOf(pages.querySelector('[rel="prev"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o2=3&l2=3',
    );
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    const news = pager('Sider i »Nyt fra kommunen«');
    expect(hrefOf(news.querySelector('[rel="next"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o1=3&o2=6&l2=3',
    );
  });

  it('narrows to one group with groups=<id>, and widens again', () => {
    const view = renderStatic(<SearchGroups {...examples.twoGroups!} />);
    expect(hrefOf(view.getByRole('link', { name: 'Vis kun Indhold' }))).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o1=3&groups=1',
    );
    // A group on one page has nothing more to show alone.
    expect(view.queryByRole('link', { name: 'Vis kun Nyt fra kommunen' })).toBeNull();
    const narrowed = renderStatic(<SearchGroups {...examples.narrowedEnglish!} />);
    expect(hrefOf(narrowed.getByRole('link', { name: 'Show all groups' }))).toBe(
      '/en/search/?cludoquery=parking',
    );
    expect(narrowed.queryByRole('link', { name: /Show only/ })).toBeNull();
  });

  it('gives a group whose id cannot name a parameter no pager, and says 0 for no groups', () => {
    const group = { ...examples.twoGroups!.listing.groups[0]!, id: 'a&b' };
    const view = renderStatic(
      <SearchGroups {...examples.twoGroups!} listing={{ groups: [group] }} />,
    );
    expect(view.queryByRole('navigation')).toBeNull();
    const none = renderStatic(
      <SearchGroups {...examples.twoGroups!} listing={{ groups: [] }} t={translator('de')} />,
    );
    expect(none.container.textContent).toBe('0 Ergebnisse');
  });
});
