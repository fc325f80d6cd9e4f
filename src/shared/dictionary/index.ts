import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '#src/shared/language.ts';
import { blockStrings } from '#src/components/blocks/block-strings.ts';
import { locales } from '../format.ts';
import { cookies } from './cookies.ts';
import { core } from './core.ts';
import { flags } from './flags.ts';
import { forms } from './forms.ts';
import { modules } from './modules.ts';
import { seo } from './seo.ts';
import { tools } from './tools.ts';

/**
 * The UI dictionary for da, en and de, merged from its sections: the shared ones here, and each
 * block's own (BlockX/BlockX.strings.ts, listed by the generated block-strings.ts). Keys are
 * typed: using a key that does not exist, or leaving one out of a language, is a type error.
 *
 * Messages are ICU MessageFormat (intl-messageformat): `{name}` for a value and
 * `{n, plural, one {# resultat} other {# resultater}}` for a count, with the language's own
 * plural rules and number format (decision 018).
 */
export const sections = [
  core,
  ...blockStrings,
  modules,
  seo,
  flags,
  forms,
  cookies,
  tools,
] as const;

type Merge<T extends readonly { da: object }[]> = T extends readonly [infer H, ...infer R]
  ? H extends { da: infer D }
    ? D & (R extends readonly { da: object }[] ? Merge<R> : unknown)
    : never
  : unknown;

export type DictionaryKey = keyof Merge<typeof sections>;
type Dictionary = Record<DictionaryKey, string>;

const merge = (language: Language) =>
  Object.assign({}, ...sections.map((section) => section[language])) as Dictionary;

export const dictionaries: Record<Language, Dictionary> = {
  da: merge('da'),
  en: merge('en'),
  de: merge('de'),
};

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string;

/**
 * Compiled messages, made on first use: at most one per language and key, so the cache is
 * bounded by the dictionary's size. A message that does not parse is kept as null (its text is
 * then shown with `{name}` replaced plainly), so a typo never breaks a page.
 */
const compiled = new Map<string, IntlMessageFormat | null>();

function compile(language: Language, key: DictionaryKey): IntlMessageFormat | null {
  const id = `${language}|${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    try {
      message = new IntlMessageFormat(dictionaries[language][key], locales[language]);
    } catch {
      message = null;
    }
    compiled.set(id, message);
  }
  return message;
}

/** The old `{name}` replacement: the fallback for a message or value ICU refuses. */
const plain = (text: string, params?: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(params?.[name] ?? match));

function translate(
  language: Language,
  key: DictionaryKey,
  params?: Record<string, string | number>,
): string {
  const message = compile(language, key);
  if (message) {
    try {
      return String(message.format(params));
    } catch {
      // A missing value: fall through and leave its placeholder visible, as before.
    }
  }
  return plain(dictionaries[language][key], params);
}

/**
 * One translator per language, made once: a page asks for the same labels on every request, so
 * a message without values is formatted once and its text kept (bounded by the dictionary).
 */
const translators = new Map<Language, Translate>();

export function translator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    const texts = new Map<DictionaryKey, string>();
    t = (key, params) => {
      if (params) return translate(language, key, params);
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = translate(language, key)));
      return text;
    };
    translators.set(language, t);
  }
  return t;
}
