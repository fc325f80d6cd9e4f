import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockTable's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'table.label': 'Tabel',
} as const;

const en: Section<typeof da> = {
  'table.label': 'Table',
};

const de: Section<typeof da> = {
  'table.label': 'Tabelle',
};

export const strings = { da, en, de };
