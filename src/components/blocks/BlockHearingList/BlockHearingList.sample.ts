import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockHearingList, as the backend sends it: /borger/alle-blokke/ shows it, and
 * the example `openAndClosed` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Aktuelle og afsluttede høringer',
    items: [
      {
        title: 'Klimatilpasningsplan 2026-2046',
        url: '/politik/hoeringer/klimatilpasningsplan/',
        startDate: '2026-06-10T00:00:00Z',
        endDate: '2026-08-19T21:59:00Z',
        status: 'closed',
        formNumber: 'H-2026-018',
      },
      {
        title: 'Forslag til trafikplan for midtbyen',
        url: '/politik/hoeringer/trafikplan-for-midtbyen/',
        startDate: '2026-11-03T00:00:00Z',
        endDate: '2026-12-15T22:59:00Z',
        status: 'open',
        formNumber: 'H-2026-031',
      },
      {
        title: 'Lokalplan 412 – Boliger ved Skovbakken',
        url: '/politik/hoeringer/lokalplan-412-skovbakken/',
        startDate: '2026-10-28T00:00:00Z',
        endDate: '2026-12-23T22:59:00Z',
        status: 'open',
        formNumber: 'H-2026-029',
      },
    ],
  },
  settings: { includeInToc: true },
};
