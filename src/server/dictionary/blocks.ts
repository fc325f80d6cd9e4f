import type { Section } from './section.ts';

/** Strings of the content blocks. */
const da = {
  'file.download': 'Hent {name}',
} as const;

const en: Section<typeof da> = {
  'file.download': 'Download {name}',
};

const de: Section<typeof da> = {
  'file.download': '{name} herunterladen',
};

export const blocks = { da, en, de };
