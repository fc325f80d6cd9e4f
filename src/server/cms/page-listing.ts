import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import type { ListingResult, Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import { groupPaging } from '#src/shared/group-paging.ts';
import { isMissingPage, pageParam, pagersOf, type ListPaging } from '#src/shared/paginate.ts';
import type { Page } from './page-model.ts';
import type { PageRequest, PageResult } from './page-result.ts';
import { languageOf, type ReshapeContext } from './reshape.ts';
import { search, visitorText } from './search.ts';

// The list a list page or the search page shows, asked for after the page (page.ts).

/**
 * The node a site search is rooted in (Limbo.Nuxt.Search's `contextId`): the search page itself,
 * whose culture the backend knows. A search page shown in another language than its own (the
 * `overwrite-lang` a culture without a search page of its own sends; see site-search.ts) is
 * rooted in that language's culture root instead, when the site data names it.
 */
export function searchContextOf(page: Page, site: Site | null, language: Language): string {
  if (site && (languageOf(site.culture) ?? 'da') !== language) {
    const root = site.cultures.find((c) => c.language === language && c.id);
    if (root?.id) return root.id;
  }
  return page.id;
}

/**
 * A list page asks for one page of its items (`contextId`, 12 a page, `?page=N`): from
 * `content.list` when the backend sent it, else at its own endpoint with its own fields when its
 * content names them (`searchFilters`), with the visitor's text under the list's text parameter,
 * else at SEARCH_API_PATH. The search page asks for the visitor's `cludoquery` when Cludo is not
 * set up, rooted in its culture (searchContextOf). A grouped answer is paged per group by the
 * visitor's `l{id}`, `o{id}` and `groups`, checked (decision 028).
 *
 * The address is then checked against the answer (decision 032): a `?page=` that is not a page
 * number asks nothing of the backend, and it, or a page past the list's end, answers 404 with the
 * page around it. A list that failed is never "past the end".
 */
export async function withListing(
  result: PageResult,
  req: PageRequest,
  siteId: string | null,
  ctx: ReshapeContext,
  waitMs: number,
): Promise<PageResult> {
  if (result.kind !== 'render' || !result.page) return result;
  const { page, site, language } = result;
  const source = page.listSource;
  const groups = groupPaging(req.query);
  const asked = pageParam(req.query.get('page'));
  const canonical = new URLSearchParams();
  const checked = (listing: ListingResult | null, paging: ListPaging): PageResult => {
    if (listing && 'groups' in listing)
      for (const [name, value] of groups) canonical.set(name, value);
    else if (asked !== null && asked > 1) canonical.set('page', String(asked));
    const missing = isMissingPage(paging);
    if (missing)
      log.info(
        { path: req.path, page: req.query.get('page')?.slice(0, 20) },
        'list page not found',
      );
    return {
      ...result,
      status: missing ? 404 : result.status,
      listing,
      paging,
      canonicalQuery: canonical.toString(),
    };
  };
  const notAPage: ListPaging = { pagers: [], notAPage: true };
  const pagingOf = (listing: ListingResult): ListPaging => ({
    pagers: pagersOf(listing, asked ?? 1, groups),
    notAPage: false,
  });

  if (page.template === 'list-page-layout') {
    // The text the list is searched by, under the name the server reads it (and sends it).
    const textName = !page.list && source ? (source.textField ?? 'text') : null;
    const text = textName ? visitorText(req.query.get(textName)) : '';
    if (textName && text) canonical.set(textName, text);
    if (asked === null) return checked(null, notAPage);
    if (page.list) return checked(null, pagingOf(page.list));
    const listing = await search(
      {
        source,
        text: source ? text : undefined,
        contextId: page.id,
        siteId,
        page: asked,
        groups,
        waitMs,
      },
      ctx,
    );
    return checked(listing, pagingOf(listing));
  }
  if (page.template === 'search-page-layout') {
    const text = visitorText(req.query.get('cludoquery'));
    if (text) canonical.set('cludoquery', text);
    // Shown in another language than its culture's: that language is part of the address.
    if ((languageOf(site?.culture) ?? 'da') !== language) canonical.set('overwrite-lang', language);
    if (!text || getEnv().publicConfig.cludo.customerId) {
      return { ...result, canonicalQuery: canonical.toString() };
    }
    if (asked === null) return checked(null, notAPage);
    const contextId = searchContextOf(page, site, language);
    const listing = await search(
      { source, text, contextId, siteId, page: asked, groups, waitMs },
      ctx,
    );
    return checked(listing, pagingOf(listing));
  }
  return result;
}
