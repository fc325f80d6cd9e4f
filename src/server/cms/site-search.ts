import { languageOf } from './reshape-language.ts';
import type { Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';

/** Where the header's search form goes. */
export type SiteSearch = {
  /** The search page the form GETs. */
  action: string;
  /**
   * The language the search page is asked to be shown in (`overwrite-lang`) when it is another
   * culture's page; null when it is the visitor's culture's own.
   */
  language: Language | null;
};

/** Resolves a site address (a path, or an absolute address of a culture on its own host). */
const SITE = 'http://site.invalid';
const resolved = (url: string): string | null => {
  try {
    return new URL(url, SITE).href;
  } catch {
    return null;
  }
};

/**
 * The language of the culture `url` lies in: the culture whose root (`site.cultures`) is the
 * longest start of it. Null when the site names no culture it lies in.
 */
export function cultureLanguageOf(site: Pick<Site, 'cultures'>, url: string): Language | null {
  const target = resolved(url);
  if (!target) return null;
  let best: { length: number; language: Language | null } | null = null;
  for (const culture of site.cultures) {
    const root = resolved(culture.url.endsWith('/') ? culture.url : `${culture.url}/`);
    if (root && target.startsWith(root) && (!best || root.length > best.length)) {
      best = { length: root.length, language: culture.language };
    }
  }
  return best?.language ?? null;
}

/**
 * Where a visitor reading `language` searches (decision 032): the search page the site data of
 * the page's culture names (Limbo's `searchPage`), or the configured one, when it is a page of
 * that language's culture. A culture without a search page of its own (its site data names
 * another culture's, or none) still searches in its own language: the form asks that page to
 * be shown in the visitor's language (`overwrite-lang`), and the search is rooted in the visitor's
 * culture (page.ts `searchContextOf`), so results and page both are in that language.
 */
export function siteSearchOf(
  site: Pick<Site, 'cultures' | 'culture' | 'searchPageUrl'>,
  language: Language,
  configured: string,
): SiteSearch {
  // Made on each render: a URL parse per culture, a few microseconds.
  const action = site.searchPageUrl ?? configured;
  // A page the cultures do not place is taken to be the site data's own culture's.
  const pageLanguage = cultureLanguageOf(site, action) ?? languageOf(site.culture) ?? 'da';
  return { action, language: pageLanguage === language ? null : language };
}
