import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockJobList, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `vacancies` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
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
  settings: {
    includeInToc: true,
  },
};
