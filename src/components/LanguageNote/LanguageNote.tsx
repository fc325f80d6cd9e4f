import type { Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { DictionaryKey, Translate } from '#src/shared/dictionary/index.ts';
import { cultureLanguageOf } from '#src/server/cms/site-search.ts';

const noteKeys: Record<Language, DictionaryKey> = {
  da: 'link.inDanish',
  en: 'link.inEnglish',
  de: 'link.inGerman',
};

/**
 * The language of a site page a link leads to, when it is another than the page's own: the
 * culture its address lies in (`/borger/…` is Danish on an English page). Null for the page's
 * own language and for addresses outside the site (their language is not ours to know).
 */
export function targetLanguageOf(
  site: Pick<Site, 'cultures'>,
  url: string,
  language: Language,
): Language | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const target = cultureLanguageOf(site, url);
  return target && target !== language ? target : null;
}

/**
 * A link's attributes and visible note for a page in another language: `hreflang`, and "(in
 * Danish)" in the page's language after the link's own words, unless those already say it.
 */
export function languageNote(
  site: Pick<Site, 'cultures'>,
  url: string,
  name: string,
  language: Language,
  t: Translate,
): { hrefLang?: Language; note: string | null } {
  const target = targetLanguageOf(site, url, language);
  if (!target) return { note: null };
  const note = t(noteKeys[target]);
  return {
    hrefLang: target,
    note: name.toLowerCase().includes(note.toLowerCase()) ? null : note,
  };
}

export { LanguageNote } from './Note.tsx';
