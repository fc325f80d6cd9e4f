import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockHearingList's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'hearing.status.open': 'Åben',
  'hearing.status.closed': 'Afsluttet',
  'hearing.startDate': 'Start',
  'hearing.endDate': 'Høringsfrist',
  'hearing.formNumber': 'Høringsnummer',
  'hearing.empty': 'Der er ingen høringer i øjeblikket.',
} as const;

const en: Section<typeof da> = {
  'hearing.status.open': 'Open',
  'hearing.status.closed': 'Closed',
  'hearing.startDate': 'Starts',
  'hearing.endDate': 'Deadline for responses',
  'hearing.formNumber': 'Consultation number',
  'hearing.empty': 'There are no public consultations at the moment.',
};

const de: Section<typeof da> = {
  'hearing.status.open': 'Offen',
  'hearing.status.closed': 'Abgeschlossen',
  'hearing.startDate': 'Beginn',
  'hearing.endDate': 'Frist für Stellungnahmen',
  'hearing.formNumber': 'Anhörungsnummer',
  'hearing.empty': 'Derzeit gibt es keine Anhörungen.',
};

export const strings = { da, en, de };
