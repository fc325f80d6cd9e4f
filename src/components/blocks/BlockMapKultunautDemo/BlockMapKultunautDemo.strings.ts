import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockMapKultunautDemo's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'map.empty': 'Der er ingen arrangementer i øjeblikket.',
} as const;

const en: Section<typeof da> = {
  'map.empty': 'There are no events at the moment.',
};

const de: Section<typeof da> = {
  'map.empty': 'Derzeit gibt es keine Veranstaltungen.',
};

export const strings = { da, en, de };
