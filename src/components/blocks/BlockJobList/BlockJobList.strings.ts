import type { Section } from '#src/shared/dictionary/section.ts';

/** BlockJobList's strings: its keys in the dictionary (src/shared/dictionary), in da, en and de. */
const da = {
  'job.department': 'Område',
  'job.workplace': 'Arbejdssted',
  'job.hours': 'Arbejdstid',
  'job.empty': 'Der er ingen ledige stillinger i øjeblikket.',
  'job.view.label': 'Visning',
  'job.view.list': 'Liste',
  'job.view.grid': 'Gitter',
} as const;

const en: Section<typeof da> = {
  'job.department': 'Department',
  'job.workplace': 'Workplace',
  'job.hours': 'Working hours',
  'job.empty': 'There are no vacancies at the moment.',
  'job.view.label': 'View',
  'job.view.list': 'List',
  'job.view.grid': 'Grid',
};

const de: Section<typeof da> = {
  'job.department': 'Bereich',
  'job.workplace': 'Arbeitsort',
  'job.hours': 'Arbeitszeit',
  'job.empty': 'Derzeit gibt es keine offenen Stellen.',
  'job.view.label': 'Ansicht',
  'job.view.list': 'Liste',
  'job.view.grid': 'Kacheln',
};

export const strings = { da, en, de };
