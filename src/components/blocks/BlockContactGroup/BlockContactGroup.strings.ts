import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockContactGroup's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'contact.phone': 'Telefon',
  'contact.email': 'E-mail',
  'contact.openingHours': 'Åbningstider',
  'contact.address': 'Adresse',
} as const;

const en: Section<typeof da> = {
  'contact.phone': 'Phone',
  'contact.email': 'Email',
  'contact.openingHours': 'Opening hours',
  'contact.address': 'Address',
};

const de: Section<typeof da> = {
  'contact.phone': 'Telefon',
  'contact.email': 'E-Mail',
  'contact.openingHours': 'Öffnungszeiten',
  'contact.address': 'Adresse',
};

export const strings = { da, en, de };
