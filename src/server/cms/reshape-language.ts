import type { Language } from '#src/shared/language.ts';

// The languages of the backend's cultures and tags, as the app speaks them (reshape.ts).

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
