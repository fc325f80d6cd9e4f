import type { BlockJobListContent } from './BlockJobList.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockJobListContent> = {
  vacancies: {
    title: 'Ledige stillinger',
    items: [
      {
        title: 'Pædagog til Børnehuset Solsikken',
        url: 'https://job.example-kommune.dk/stilling/4821/',
        deadline: '2030-12-06T22:59:00Z',
        department: 'Børn og Unge',
        workplace: 'Børnehuset Solsikken, Eksempelby',
        hours: '32-37 timer om ugen',
      },
      {
        title: 'Social- og sundhedsassistent til aftenvagt',
        url: 'https://job.example-kommune.dk/stilling/4830/',
        deadline: '2030-12-01T22:59:00Z',
        department: 'Sundhed og Omsorg',
        workplace: 'Plejecenter Åbo, Skovby',
        hours: '30 timer om ugen',
      },
      {
        title: 'Byggesagsbehandler',
        url: 'https://job.example-kommune.dk/stilling/4834/',
        deadline: '2030-12-10T11:00:00Z',
        department: 'Teknik og Miljø',
        workplace: 'Rådhuset, Eksempelby',
        hours: '37 timer om ugen',
      },
    ],
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
