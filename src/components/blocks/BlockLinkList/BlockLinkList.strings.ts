import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockLinkList's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'file.meta': '{type}, {size}',
} as const;

const en: Section<typeof da> = {
  'file.meta': '{type}, {size}',
};

const de: Section<typeof da> = {
  'file.meta': '{type}, {size}',
};

export const strings = { da, en, de };
