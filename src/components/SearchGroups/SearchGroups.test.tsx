// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
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

  it("pages each group by its own o{id}, keeping the text and the other groups' paging, landing at the group's heading", () => {
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
      '/da/soegning-grupperet/?cludoquery=kommune&o1=6&o2=3&l2=3#search-group-1',
    );
    // The first page has no offset at all.
    expect(hrefOf(pages.querySelector('[rel="prev"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o2=3&l2=3#search-group-1',
    );
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    const news = pager('Sider i »Nyt fra kommunen«');
    expect(hrefOf(news.querySelector('[rel="next"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o1=3&o2=6&l2=3#search-group-2',
    );
    // Each pager lands at its group's heading, which can take focus.
    for (const [name, id] of [
      ['Indhold', 'search-group-1'],
      ['Nyt fra kommunen', 'search-group-2'],
    ]) {
      const heading = view.getByRole('heading', { name, level: 3 });
      expect(heading.id).toBe(id);
      expect(heading.getAttribute('tabindex')).toBe('-1');
    }
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
    expect(none.container.textContent).toMatch(/^0 Ergebnisse/);
    // Regression: no hits said only "0 results": now what to try, in the visitor's language.
    expect(none.container.textContent).toContain('Versuchen Sie andere oder weniger Wörter');
  });

  it('says a group asked past its end has no such page, with a way to its last, keeping the others', () => {
    const [pages, news] = examples.twoGroups!.listing.groups;
    const view = renderStatic(
      <SearchGroups
        {...examples.twoGroups!}
        keep={new URLSearchParams({ cludoquery: 'kommune', o1: '300', o2: '3' })}
        listing={{
          groups: [
            { ...pages!, items: [], offset: 300 },
            { ...news!, total: 8, offset: 3 },
          ],
        }}
        paging={{
          notAPage: false,
          pagers: [
            {
              group: { id: '1', name: 'Indhold' },
              page: 3,
              pageCount: 3,
              asked: 101,
              pastEnd: true,
            },
            {
              group: { id: '2', name: 'Nyt fra kommunen' },
              page: 2,
              pageCount: 3,
              asked: 2,
              pastEnd: false,
            },
          ],
        }}
      />,
    );
    const group = view.getByRole('region', { name: 'Indhold' });
    expect(group.textContent).toContain(
      '»Indhold« har ikke en side 101. Den sidste side er side 3.',
    );
    expect(hrefOf(within(group).getByRole('link', { name: 'Gå til sidste side' }))).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o2=3&o1=6#search-group-1',
    );
    expect(within(group).queryByRole('navigation')).toBeNull();
    // The other group's links leave the offset that leads nowhere out.
    const other = view.getByRole('navigation', { name: 'Sider i »Nyt fra kommunen«' });
    expect(hrefOf(other.querySelector('[rel="next"]')!)).toBe(
      '/da/soegning-grupperet/?cludoquery=kommune&o2=6#search-group-2',
    );
  });
});
