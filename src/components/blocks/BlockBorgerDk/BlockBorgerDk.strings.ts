import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockBorgerDk's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'borgerDk.from': 'Fra borger.dk',
  'borgerDk.source': 'Læs artiklen på borger.dk',
} as const;

const en: Section<typeof da> = {
  'borgerDk.from': 'From borger.dk',
  'borgerDk.source': 'Read the article on borger.dk',
};

const de: Section<typeof da> = {
  'borgerDk.from': 'Von borger.dk',
  'borgerDk.source': 'Artikel auf borger.dk lesen',
};

export const strings = { da, en, de };
