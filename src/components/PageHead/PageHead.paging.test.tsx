// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { load, ORIGIN } from '#src/server/seo/seo.test-kit.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import type { ListPaging } from '#src/shared/paginate.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { PageHead, pagingTitle } from './PageHead.tsx';

// A page of a list in the head (decision 032): its title says which page, its canonical names it.

const pager = (page: number, pageCount: number, group: string | null = null) => ({
  group: group ? { id: '1', name: group } : null,
  page,
  pageCount,
  asked: page,
  pastEnd: false,
});
const paging = (...pagers: ReturnType<typeof pager>[]): ListPaging => ({
  pagers,
  notAPage: false,
});

async function headOf(path: string, query: string, given: ListPaging | null) {
  const r = await load(path);
  const view = renderStatic(
    <PageHead
      page={r.page}
      site={r.site}
      canonicalUrl={`${ORIGIN}${path}${query ? `?${query}` : ''}`}
      language={r.language}
      noIndex={false}
      paging={given}
    />,
  );
  return {
    title: view.container.querySelector('title')?.textContent,
    canonical: view.container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: view.container.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  };
}

describe('the head of a page of a list', () => {
  it('page 2 of 3 says so after the page name; page 1 keeps its plain title', async () => {
    expect(await headOf('/nyheder/', 'page=2', paging(pager(2, 3)))).toEqual({
      title: 'Nyheder – side 2 af 3 | Eksempel Kommune',
      canonical: `${ORIGIN}/nyheder/?page=2`,
      ogUrl: `${ORIGIN}/nyheder/?page=2`,
    });
    expect(await headOf('/nyheder/', '', paging(pager(1, 3)))).toEqual({
      title: 'Nyheder | Eksempel Kommune',
      canonical: `${ORIGIN}/nyheder/`,
      ogUrl: `${ORIGIN}/nyheder/`,
    });
  });

  it('in the page’s language, and for each paged group of a grouped search', () => {
    expect(pagingTitle(translator('en'), paging(pager(2, 3)))).toBe('page 2 of 3');
    expect(pagingTitle(translator('de'), paging(pager(2, 3)))).toBe('Seite 2 von 3');
    expect(
      pagingTitle(translator('da'), paging(pager(2, 2, 'Indhold'), pager(1, 1, 'Nyheder'))),
    ).toBe('Indhold, side 2 af 2');
    expect(pagingTitle(translator('da'), paging(pager(1, 3)))).toBeNull();
    expect(pagingTitle(translator('da'), null)).toBeNull();
  });

  it('an address that names no page of the list says the page is not there', async () => {
    const missing = { pagers: [], notAPage: true };
    expect((await headOf('/nyheder/', '', missing)).title).toBe(
      'Nyheder – siden findes ikke | Eksempel Kommune',
    );
    expect(pagingTitle(translator('en'), missing)).toBe('page not found');
  });
});
