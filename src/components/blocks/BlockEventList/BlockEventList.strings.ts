import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockEventList's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'event.empty': 'Der er ingen kommende arrangementer.',
  'event.when': 'Tidspunkt',
  'event.where': 'Sted',
} as const;

const en: Section<typeof da> = {
  'event.empty': 'There are no upcoming events.',
  'event.when': 'When',
  'event.where': 'Where',
};

const de: Section<typeof da> = {
  'event.empty': 'Derzeit gibt es keine bevorstehenden Veranstaltungen.',
  'event.when': 'Wann',
  'event.where': 'Wo',
};

export const strings = { da, en, de };
