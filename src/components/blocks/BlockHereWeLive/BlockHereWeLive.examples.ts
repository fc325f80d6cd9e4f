import { exampleLink, exampleOf } from '../block-sample.ts';
import { sample } from './BlockHereWeLive.sample.ts';
import { schema, type BlockHereWeLiveContent } from './BlockHereWeLive.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockHereWeLiveContent> = {
  get full() {
    return exampleOf(schema, sample);
  },
  factsOnly: {
    title: 'Skovby i tal',
    text: null,
    image: null,
    items: [
      { label: 'Indbyggere', value: '4.870' },
      { label: 'Daginstitutioner', value: '3' },
      { label: 'Afstand til motorvejen', value: '6 km' },
    ],
    link: null,
  },
  textWithoutFacts: {
    title: 'Flyt til landet – og bliv en del af fællesskabet',
    text: 'I kommunens 14 landsbyer er der forsamlingshuse, friskoler og lokale idrætsforeninger, hvor nye borgere hurtigt bliver en del af fællesskabet. Mange landsbyer har deres egen velkomstgruppe, som gerne viser dig rundt.',
    image: null,
    items: [],
    link: exampleLink({ name: 'Find ledige byggegrunde', url: '/bolig-og-byggeri/byggegrunde/' }),
  },
};
