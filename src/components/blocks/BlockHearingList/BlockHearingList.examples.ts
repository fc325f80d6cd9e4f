import type { BlockHearingListContent } from './BlockHearingList.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockHearingListContent> = {
  openAndClosed: {
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
  missingDatesNoTitle: {
    title: null,
    items: [
      {
        title:
          'Forslag til tillæg nr. 7 til spildevandsplan 2022-2030 om separatkloakering af Lunde, Nørremark og de omkringliggende sommerhusområder',
        url: '/politik/hoeringer/spildevandsplan-tillaeg-7/',
        startDate: null,
        endDate: '2027-01-15T22:59:00Z',
        status: 'open',
        formNumber: null,
      },
      {
        title: 'Sammenlægning af dagtilbud i Lunde og Nørremark',
        url: '/politik/hoeringer/dagtilbud-lunde-noerremark/',
        startDate: null,
        endDate: null,
        status: 'closed',
        formNumber: 'H-2026-011',
      },
    ],
  },
  empty: { title: 'Høringer', items: [] },
};
