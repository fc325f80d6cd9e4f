import type { Language } from '#src/shared/language.ts';
import type { Site } from '../types.ts';

// The language of a request, decided in one place (decision 053). `<html lang>`, `<main lang>`,
// the dictionary, dates and every error page read what `decideLanguage` gives.

/** The language a backend culture or tag (`da-DK`, `en`) names, if the site speaks it. */
export function languageOf(culture: string | null | undefined): Language | null {
  const short = culture?.slice(0, 2).toLowerCase();
  return short === 'da' || short === 'en' || short === 'de' ? short : null;
}

/**
 * The content's own language (`htmlAttrs.lang`: the culture the backend gave the page) as a
 * canonical tag (`en-US`) when it is another language than `language`, the one the page is
 * shown in; else null (also for anything that is no language tag). `<main lang>` carries it.
 */
export function otherLanguageOf(tag: string | null | undefined, language: Language): string | null {
  const canonical = tag?.trim() ? canonicalTagOf(tag.trim()) : null;
  if (!canonical) return null;
  return canonical.split('-')[0]!.toLowerCase() === language ? null : canonical;
}

/**
 * A language tag in its canonical form, or null for what is none. `Intl.getCanonicalLocales`
 * costs about as much as the rest of the page's own code, and a site sends a handful of tags:
 * each is worked out once (up to 100 kept; a backend sending more only starts over).
 */
const canonicalTags = new Map<string, string | null>();
function canonicalTagOf(tag: string): string | null {
  let canonical = canonicalTags.get(tag);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
    } catch {
      canonical = null;
    }
    if (canonicalTags.size >= 100) canonicalTags.clear();
    canonicalTags.set(tag, canonical);
  }
  return canonical;
}

/** The language of a request nothing else names a language for. */
export const DEFAULT_LANGUAGE: Language = 'da';

/** What the language of a request is decided from; each is optional but the address. */
export type LanguageInputs = {
  /** The visitor's query: `overwrite-lang` is their explicit choice. */
  query: URLSearchParams;
  /** The decoded page path with its trailing slash (`/en/contact/`). */
  pagePath: string;
  /**
   * The backend's culture for the page (`da-DK`): the site part's culture of an answer that
   * found the page. A not-found answer's culture is the site's, not the page's: none.
   */
  pageCulture?: string | null;
  /** The site's culture list (its roots, `/en/` and the like): by the longest path prefix. */
  cultures?: Site['cultures'] | null;
};

/** The path of a culture root's `url` (a path, or an absolute URL on the site's host). */
function pathOf(url: string): string | null {
  if (url.startsWith('/')) return url.endsWith('/') ? url : `${url}/`;
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith('/') ? pathname : `${pathname}/`;
  } catch {
    return null;
  }
}

/** The language of the culture root whose path is the longest prefix of `pagePath`, if any. */
function languageByPrefix(cultures: Site['cultures'], pagePath: string): Language | null {
  let best: { length: number; language: Language } | null = null;
  for (const culture of cultures) {
    const root = pathOf(culture.url);
    const language = culture.language ?? languageOf(culture.culture);
    if (!root || !language || !pagePath.toLowerCase().startsWith(root.toLowerCase())) continue;
    if (!best || root.length > best.length) best = { length: root.length, language };
  }
  return best?.language ?? null;
}

/** The language `/en/…` and `/de/…` name; the site's other paths are Danish (the default). */
function languageOfPath(pagePath: string): Language | null {
  const first = /^\/(en|de)\//.exec(pagePath);
  return first ? (first[1] as Language) : null;
}

/**
 * The language a request is shown in, from (in this order) the visitor's explicit choice
 * (`overwrite-lang`), the backend's culture for the page, the site's culture list by path
 * prefix, the path, and Danish.
 */
export function decideLanguage(inputs: LanguageInputs): Language {
  return (
    languageOf(inputs.query.get('overwrite-lang')) ??
    languageOf(inputs.pageCulture) ??
    (inputs.cultures ? languageByPrefix(inputs.cultures, inputs.pagePath) : null) ??
    languageOfPath(inputs.pagePath) ??
    DEFAULT_LANGUAGE
  );
}

/** How a document writes its language (`<html lang>`, `<main lang>`): see `documentLanguage`. */
export type DocumentLanguage = {
  /** The language the page is shown in: the chrome, the dictionary, dates, error pages. */
  language: Language;
  /** `<html lang>`: the page's own tag (`da-DK`) when it names `language`, else `language`. */
  html: string;
  /** `<main lang>`: the content's own tag when it is another language than `language`. */
  main: string | null;
  /** The language inside `<main>` (its dictionary and dates). */
  mainLanguage: Language;
};

const TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * The decided `language` as the document writes it, with the content's own tag (the page's
 * `htmlAttrs.lang`). The visitor's explicit choice is the language throughout, `<main>` too.
 */
export function documentLanguage(
  language: Language,
  query: URLSearchParams,
  contentTag?: string | null,
): DocumentLanguage {
  const chosen = languageOf(query.get('overwrite-lang')) !== null;
  const main = chosen ? null : otherLanguageOf(contentTag, language);
  const html =
    contentTag && TAG.test(contentTag) && languageOf(contentTag) === language
      ? contentTag
      : language;
  return { language, html, main, mainLanguage: languageOf(main) ?? language };
}
