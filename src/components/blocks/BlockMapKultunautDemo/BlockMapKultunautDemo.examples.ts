import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockMapKultunautDemo.sample.ts';
import { schema, type BlockMapKultunautDemoContent } from './BlockMapKultunautDemo.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockMapKultunautDemoContent> = {
  get december() {
    return exampleOf(schema, sample);
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
