import type { Language } from '#src/server/cms/types.ts';
import { blocks } from './blocks.ts';
import { core } from './core.ts';
import { flags } from './flags.ts';
import { modules } from './modules.ts';

/**
 * The UI dictionary for da, en and de, merged from its sections. Keys are typed: using a key
 * that does not exist, or leaving one out of a language, is a type error.
 */
const sections = [core, blocks, modules, flags] as const;

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

export function translator(language: Language): Translate {
  const dict = dictionaries[language];
  return (key, params) =>
    dict[key].replace(/\{(\w+)\}/g, (match, name: string) => String(params?.[name] ?? match));
}
