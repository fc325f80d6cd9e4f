import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockHereWeLive, as the backend sends it: /borger/alle-blokke/ shows it, and
 * the example `full` is what the schema makes of it. The image has no crop URL, as in the example.
 */
export const sample: BlockSample = {
  content: {
    title: 'Livet i Eksempel Kommune',
    text: 'Her er kort til natur, gode skoler og et aktivt foreningsliv – og under en halv time til den nærmeste storby.',
    image: {
      id: 3013,
      key: '554f97b2-84c1-406d-a665-3bf6ac1bbfd8',
      type: 'image',
      name: 'Skov og kyst',
      url: '/eksempelbilleder/skov-og-kyst.svg',
      width: 1600,
      height: 1067,
      extension: 'svg',
      altText: 'Bøgeskov der går helt ned til stranden ved fjorden',
      focalPoint: { left: 0.45, top: 0.5 },
    },
    items: [
      { label: 'Indbyggere', value: '62.400' },
      { label: 'Kyststrækning', value: '38 km' },
      { label: 'Folkeskoler', value: '21' },
      { label: 'Foreninger', value: 'Over 400' },
      { label: 'Togtid til storbyen', value: '25 minutter' },
    ],
    link: { type: 'content', name: 'Læs mere om kommunen', url: '/om-kommunen/' },
  },
  settings: { includeInToc: true },
};
