import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockRelatedContent's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'related.label': 'Relateret indhold',
  'related.scrollHint': 'Rul vandret for at se flere',
} as const;

const en: Section<typeof da> = {
  'related.label': 'Related content',
  'related.scrollHint': 'Scroll sideways to see more',
};

const de: Section<typeof da> = {
  'related.label': 'Verwandte Inhalte',
  'related.scrollHint': 'Seitlich scrollen, um mehr zu sehen',
};

export const strings = { da, en, de };
