import type { Section } from './section.ts';

/** Strings of the chrome and the feedback, subscription and share modules. */
const da = {
  'menu.open': 'Menu',
} as const;

const en: Section<typeof da> = {
  'menu.open': 'Menu',
};

const de: Section<typeof da> = {
  'menu.open': 'Menü',
};

export const modules = { da, en, de };
