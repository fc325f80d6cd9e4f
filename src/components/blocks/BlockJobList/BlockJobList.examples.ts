import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockJobList.sample.ts';
import { schema, type BlockJobListContent } from './BlockJobList.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockJobListContent> = {
  get vacancies() {
    return exampleOf(schema, sample);
  },
  expiredAndSparse: {
    title: null,
    items: [
      {
        title:
          'Studentermedhjælper til Digitalisering og IT – projekt om tilgængelighed på kommunens hjemmesider',
        url: 'https://job.example-kommune.dk/stilling/4102/',
        deadline: '2025-03-14T22:59:00Z',
        department: 'Digitalisering og IT',
        workplace: null,
        hours: '10-15 timer om ugen',
      },
      {
        title: 'Vikarer til dagtilbud',
        url: 'https://job.example-kommune.dk/stilling/vikarer/',
        deadline: null,
        department: null,
        workplace: null,
        hours: null,
      },
    ],
  },
  empty: { title: 'Ledige stillinger', items: [] },
};
