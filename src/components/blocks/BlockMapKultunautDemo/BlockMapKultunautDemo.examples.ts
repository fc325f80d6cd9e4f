import type { BlockMapKultunautDemoContent } from './BlockMapKultunautDemo.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockMapKultunautDemoContent> = {
  december: {
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
  partlyWithoutPosition: {
    title: null,
    items: [
      {
        title:
          'Foredrag: Eksempelbys historie fra købstad til kommune, med særligt fokus på havnens udvikling efter 1950',
        url: null,
        lat: null,
        lng: null,
        date: '2027-01-14T18:00:00Z',
        venue: null,
      },
      {
        title: 'Vinterbadning for begyndere',
        url: '/kultur-og-fritid/arrangementer/vinterbadning/',
        lat: 56.1489,
        lng: 10.2301,
        date: null,
        venue: 'Den Permanente, badeanstalten',
      },
    ],
  },
  empty: { title: 'Det sker', items: [] },
};
