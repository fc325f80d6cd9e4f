import type { BlockHereWeLiveContent } from './BlockHereWeLive.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockHereWeLiveContent> = {
  full: {
    title: 'Livet i Eksempel Kommune',
    text: 'Her er kort til natur, gode skoler og et aktivt foreningsliv – og under en halv time til den nærmeste storby.',
    image: {
      url: '/eksempelbilleder/skov-og-kyst.svg',
      width: 1600,
      height: 1067,
      alt: 'Bøgeskov der går helt ned til stranden ved fjorden',
      caption: null,
      cropUrl: null,
      focalPoint: { left: 0.45, top: 0.5 },
    },
    items: [
      { label: 'Indbyggere', value: '62.400' },
      { label: 'Kyststrækning', value: '38 km' },
      { label: 'Folkeskoler', value: '21' },
      { label: 'Foreninger', value: 'Over 400' },
      { label: 'Togtid til storbyen', value: '25 minutter' },
    ],
    link: {
      name: 'Læs mere om kommunen',
      url: '/om-kommunen/',
      external: false,
      newWindow: false,
      kind: 'content',
      size: null,
      extension: null,
    },
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
    link: {
      name: 'Find ledige byggegrunde',
      url: '/bolig-og-byggeri/byggegrunde/',
      external: false,
      newWindow: false,
      kind: 'content',
      size: null,
      extension: null,
    },
  },
};
