// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { clampPage, Pagination, pageHref, pageItems, rangeText } from './Pagination.tsx';

const da = translator('da');

describe('Pagination', () => {
  it('keeps the filters in its links and drops page 1', () => {
    const filters = new URLSearchParams({ genre: 'Musik' });
    expect(pageHref('./', filters, 2)).toBe('./?genre=Musik&page=2');
    expect(pageHref('./', filters, 1)).toBe('./?genre=Musik');
    expect(pageHref('./', new URLSearchParams({ page: '3' }), 1)).toBe('./');
    expect(pageHref('/nyheder/', new URLSearchParams({ text: 'a b' }), 3)).toBe(
      '/nyheder/?text=a+b&page=3',
    );
  });

  it('names the range shown', () => {
    expect(rangeText(da, { page: 2, total: 30 }, 12)).toBe('13–24 af 30');
    expect(rangeText(da, { page: 3, total: 30 }, 12)).toBe('25–30 af 30');
    expect(rangeText(da, { page: 1, total: 0 }, 12)).toBe('0 af 0');
    expect(rangeText(translator('en'), { page: 1, total: 5 }, 12)).toBe('1–5 of 5');
  });

  it('is a named navigation of plain links that marks the current page (works without JS)', () => {
    const view = renderStatic(
      <Pagination
        page={2}
        pageCount={3}
        path="./"
        keep={new URLSearchParams({ area: 'Viby' })}
        t={da}
        label="Sider med arrangementer"
      />,
    );
    view.getByRole('navigation', { name: 'Sider med arrangementer' });
    expect(view.container.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    const current = view.getByRole('link', { current: 'page' });
    expect(current.getAttribute('aria-label')).toBe('Side 2');
    expect(current.getAttribute('href')).toBe('./?area=Viby&page=2');
    const prev = view.getByRole('link', { name: 'Forrige side' });
    expect(prev.getAttribute('href')).toBe('./?area=Viby');
    expect(prev.getAttribute('rel')).toBe('prev');
    const next = view.getByRole('link', { name: 'Næste side' });
    expect(next.getAttribute('href')).toBe('./?area=Viby&page=3');
    expect(next.getAttribute('rel')).toBe('next');
  });

  it('speaks English, has no previous link on page 1 and is left out for a single page', () => {
    const en = renderStatic(
      <Pagination page={1} pageCount={2} path="/news/" t={translator('en')} />,
    );
    en.getByRole('navigation', { name: 'Pages' });
    en.getByRole('link', { name: 'Page 2' });
    const next = en.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/news/?page=2');
    expect(next.getAttribute('rel')).toBe('next');
    expect(en.container.querySelector('[rel="prev"]')).toBeNull();
    const single = renderStatic(<Pagination page={1} pageCount={1} path="./" t={da} />);
    expect(single.container.innerHTML).toBe('');
  });

  it('shows the first, the last and the neighbours of the current page, never hiding just one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
    // Out-of-range and odd input is clamped, not trusted.
    expect(pageItems(99, 5)).toEqual([1, 'gap', 4, 5]);
    expect(pageItems(Number.NaN, 0)).toEqual([1]);
  });

  it('marks the left-out pages and keeps its arrows out of the link names', () => {
    const view = renderStatic(<Pagination page={6} pageCount={12} path="/nyheder/" t={da} />);
    const items = view.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Forrige side', '1', '…', '5', '6', '7', '…', '12', 'Næste side']);
    const prev = view.getByRole('link', { name: 'Forrige side' });
    expect(prev.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays short when the backend claims an absurd number of pages', () => {
    // A list answer with `total: 1e12` once made the pager build a link per page (a RangeError).
    const view = renderStatic(<Pagination page={3} pageCount={1e11} path="./" t={da} />);
    expect(view.getAllByRole('link')).toHaveLength(7);
    expect(view.getByRole('link', { name: 'Side 100000000000' }).getAttribute('href')).toBe(
      './?page=100000000000',
    );
  });

  it('clamps what the list or the address claims before linking anything', () => {
    expect(clampPage(99, 5)).toEqual({ current: 5, last: 5 });
    expect(clampPage(-3, 5)).toEqual({ current: 1, last: 5 });
    expect(clampPage(2.7, Number.POSITIVE_INFINITY)).toEqual({ current: 1, last: 1 });
    expect(clampPage(Number.NaN, 3.9)).toEqual({ current: 1, last: 3 });
    // Page 99 of 5: the last page is current, "previous" goes to page 4, there is no "next".
    const past = renderStatic(<Pagination page={99} pageCount={5} path="./" t={da} />);
    expect(past.getByRole('link', { current: 'page' }).getAttribute('aria-label')).toBe('Side 5');
    expect(past.getByRole('link', { name: 'Forrige side' }).getAttribute('href')).toBe('./?page=4');
    expect(past.queryByRole('link', { name: 'Næste side' })).toBeNull();
    // An infinite page count is no page count: no pager, no "Side Infinity".
    const infinite = renderStatic(
      <Pagination page={1} pageCount={Number.POSITIVE_INFINITY} path="./" t={da} />,
    );
    expect(infinite.container.innerHTML).toBe('');
  });

  it('lands every link at the list heading when given its id (works without JavaScript)', () => {
    const view = renderStatic(
      <Pagination page={2} pageCount={3} path="/nyheder/" t={da} fragment="list-results" />,
    );
    expect(view.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/nyheder/#list-results',
      '/nyheder/#list-results',
      '/nyheder/?page=2#list-results',
      '/nyheder/?page=3#list-results',
      '/nyheder/?page=3#list-results',
    ]);
  });
});
