import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockMapKultunautDemo, as the backend sends it: /borger/alle-blokke/ shows it,
 * and the example `december` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Det sker i december',
    items: [
      {
        title: 'Julekoncert med Eksempelby Kammerkor',
        url: '/kultur-og-fritid/arrangementer/julekoncert-kammerkor/',
        lat: 56.1536,
        lng: 10.1995,
        date: '2026-12-06T16:00:00Z',
        venue: 'Musikhuset, Store Sal',
      },
      {
        title: 'Julemarked i Den Gamle Købstad',
        url: '/kultur-og-fritid/arrangementer/julemarked/',
        lat: 56.1588,
        lng: 10.192,
        date: '2026-12-12T10:00:00Z',
        venue: 'Den Gamle Købstad',
      },
      {
        title: 'Højtlæsning for de mindste: Nissernes jul',
        url: '/kultur-og-fritid/arrangementer/hoejtlaesning-nissernes-jul/',
        lat: 56.1534,
        lng: 10.2143,
        date: '2026-12-09T09:30:00Z',
        venue: 'Hovedbiblioteket, Børneafdelingen',
      },
      {
        title: 'Nytårsløb i Mindeskoven',
        url: '/kultur-og-fritid/arrangementer/nytaarsloeb/',
        lat: 56.1301,
        lng: 10.2212,
        date: '2026-12-31T12:00:00Z',
        venue: 'Mindeskoven, start ved Skovpavillonen',
      },
    ],
  },
  settings: {
    includeInToc: true,
  },
};
