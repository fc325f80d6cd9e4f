import { exampleLink, exampleOf, PAGE_LINK } from '../block-sample.ts';
import { schema, type BlockEventListContent } from './BlockEventList.schema.ts';
import { sample } from './BlockEventList.sample.ts';

type Item = BlockEventListContent['items'][number];

const event = (fields: Partial<Item> & Pick<Item, 'name' | 'url'>): Item => ({
  id: null,
  teaser: null,
  start: null,
  end: null,
  location: null,
  ...PAGE_LINK,
  ...fields,
});

const allEvents = exampleLink({
  name: 'Alle arrangementer',
  url: '/kultur-og-fritid/arrangementer/',
});

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockEventListContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  december: {
    title: 'Arrangementer',
    link: allEvents,
    items: [
      event({
        name: 'Julemarked på Torvet',
        url: '/kultur-og-fritid/arrangementer/julemarked/',
        teaser: 'Boder, gløgg og juletræstænding.',
        // A calendar date: shown as 5. december 2026 everywhere, without a clock time.
        start: '2026-12-05',
        end: '2026-12-06',
        location: 'Torvet, Eksempelby',
      }),
      event({
        name: 'Julekoncert i Musikhuset',
        url: '/kultur-og-fritid/arrangementer/julekoncert/',
        start: '2026-12-12T19:30:00.000+01:00',
        end: '2026-12-12T21:30:00.000+01:00',
        location: 'Musikhuset, Store Sal',
      }),
      event({
        name: 'Højtlæsning for børn',
        url: '/kultur-og-fritid/arrangementer/hoejtlaesning/',
        start: '2026-12-03T10:00:00.000+01:00',
      }),
    ],
  },
  /** The real backend's shape: date-times, no end, no location. */
  sparse: {
    title: 'Arrangementer',
    link: null,
    items: [
      event({
        name: 'Test 2',
        url: '/da/arrangementer/test-2/',
        start: '2025-10-24T13:23:00.000+02:00',
      }),
      event({ name: 'STO Arrangement', url: '/da/arrangementer/sto-arrangement/' }),
    ],
  },
  empty: { title: 'Arrangementer', link: allEvents, items: [] },
};
