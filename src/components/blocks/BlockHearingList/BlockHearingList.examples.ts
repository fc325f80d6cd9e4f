import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockHearingList.sample.ts';
import { schema, type BlockHearingListContent } from './BlockHearingList.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockHearingListContent> = {
  get openAndClosed() {
    return exampleOf(schema, sample);
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
