import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockImages, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Billeder fra kommunen',
    items: [
      {
        image: {
          id: 3010,
          key: '22a69692-3795-4949-b06e-6a66b9a3e1ca',
          type: 'image',
          name: 'Koncert i parken',
          url: '/eksempelbilleder/musikhuset.svg',
          width: 1600,
          height: 900,
          size: 402118,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/musikhuset.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Publikum på græsset foran en udendørs scene en sommeraften',
          imageText: 'Sommerkoncert i Byparken. Foto: Eksempel Kommune',
        },
        showCompleteImage: false,
        text: 'Sommerkoncert i Byparken.',
        caption: 'Sommerkoncert i Byparken.',
      },
      {
        image: {
          id: 3013,
          key: '554f97b2-84c1-406d-a665-3bf6ac1bbfd8',
          type: 'image',
          name: 'Skov og kyst',
          url: '/eksempelbilleder/skov-og-kyst.svg',
          width: 1600,
          height: 900,
          size: 421003,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/skov-og-kyst.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Bøgeskov der går helt ned til en lys sandstrand ved Kattegat',
          focalPoint: {
            left: 0.4,
            top: 0.6,
          },
        },
        showCompleteImage: true,
        text: 'Skoven går helt ned til stranden ved Vesterstrand.',
        caption: 'Skoven går helt ned til stranden ved Vesterstrand.',
      },
      {
        image: {
          id: 3012,
          key: 'bb206e56-eaa3-4856-811e-9a5a80331949',
          type: 'image',
          name: 'Rådhuset',
          url: '/eksempelbilleder/raadhuset.svg',
          width: 1600,
          height: 1067,
          size: 348770,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/raadhuset.svg?width=1600&height=1067&v=1dbb2a4c5e6f7a8',
          altText: 'Rådhusets røde murstensfacade med tårnur',
          imageText: 'Rådhuset blev opført i 1938 og er tegnet af en lokal arkitekt.',
        },
        showCompleteImage: false,
        text: '',
        caption: '',
      },
    ],
  },
  settings: {
    includeInToc: true,
  },
};
