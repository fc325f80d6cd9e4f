import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockContactGroup.sample.ts';
import { schema, type BlockContactGroupContent } from './BlockContactGroup.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockContactGroupContent> = {
  get departments() {
    return exampleOf(schema, sample);
  },
  singlePersonNoTitle: {
    title: null,
    items: [
      {
        name: 'Mette Skovgaard Christiansen-Østergaard',
        role: 'Specialkonsulent, Klima- og bæredygtighedssekretariatet',
        phone: null,
        email: 'mette.skovgaard.christiansen-oestergaard@example-kommune.dk',
        openingHours: null,
        address: null,
      },
    ],
  },
};
