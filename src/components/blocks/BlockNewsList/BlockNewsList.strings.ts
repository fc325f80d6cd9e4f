import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockNewsList's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'news.empty': 'Der er ingen nyheder i øjeblikket.',
  'news.published': 'Publiceret',
  'news.categories': 'Kategorier',
} as const;

const en: Section<typeof da> = {
  'news.empty': 'There is no news at the moment.',
  'news.published': 'Published',
  'news.categories': 'Categories',
};

const de: Section<typeof da> = {
  'news.empty': 'Derzeit gibt es keine Nachrichten.',
  'news.published': 'Veröffentlicht',
  'news.categories': 'Kategorien',
};

export const strings = { da, en, de };
