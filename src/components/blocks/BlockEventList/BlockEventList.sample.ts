import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockEventList, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Kommende arrangementer',
    link: {
      type: 'content',
      name: 'Alle arrangementer',
      url: '/kultur-og-fritid/',
    },
    items: [
      {
        id: 1401,
        key: '5b457724-f95d-42c0-8b8e-1b0bb94a5db5',
        type: 'content',
        name: 'Julemarked i Den Gamle Købstad',
        url: '/kultur-og-fritid/arrangementer/julemarked/',
        title: 'Julemarked i Den Gamle Købstad',
        teaser: 'Boder med kunsthåndværk, gløgg og æbleskiver i de gamle gader.',
        details: {
          start: '2026-12-05',
          end: '2026-12-06',
          location: 'Den Gamle Købstad',
        },
      },
      {
        id: 1402,
        key: '5ee0f6a6-56db-49d2-89e1-c44695b9ded8',
        type: 'content',
        name: 'Julekoncert med Eksempelby Kammerkor',
        url: '/kultur-og-fritid/arrangementer/julekoncert-kammerkor/',
        title: 'Julekoncert med Eksempelby Kammerkor',
        details: {
          start: '2026-12-06T17:00:00.000+01:00',
          end: '2026-12-06T18:30:00.000+01:00',
          location: 'Musikhuset, Store Sal',
        },
      },
      {
        id: 1403,
        key: '44ab00be-2057-4910-94a8-ba935f2727cf',
        type: 'content',
        name: 'Nytårsløb i Mindeskoven',
        url: '/kultur-og-fritid/arrangementer/nytaarsloeb/',
        title: 'Nytårsløb i Mindeskoven',
        details: {
          start: '2026-12-31T13:00:00.000+01:00',
          end: null,
          location: null,
        },
      },
      {
        id: 1404,
        key: '50bf49b2-f33b-441a-a1be-0f56e4c26a14',
        type: 'content',
        name: 'Vinterferie i Kulturhuset',
        url: '/kultur-og-fritid/arrangementer/vinterferie/',
        title: 'Vinterferie i Kulturhuset',
        details: {
          start: '2027-02-15T00:00:00Z',
          end: '2027-02-19T00:00:00Z',
          location: null,
        },
      },
    ],
  },
  settings: {
    includeInToc: true,
  },
};
