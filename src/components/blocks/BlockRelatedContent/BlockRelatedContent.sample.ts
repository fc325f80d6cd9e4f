import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockRelatedContent, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Relateret indhold',
    view: 'grid',
    items: [
      {
        id: 1204,
        key: '79e1a1b7-6546-4daa-9289-1764251f3f66',
        type: 'content',
        name: 'Affald og genbrug',
        url: '/borger/affald-og-genbrug/',
        title: 'Affald og genbrug',
        teaser:
          'Se, hvornår din skraldespand bliver tømt, hvordan du sorterer, og hvor du finder nærmeste genbrugsstation.',
        image: {
          id: 3003,
          key: '02ff9192-047a-4b51-93f5-1330446c097a',
          type: 'image',
          name: 'Affaldsspande til sortering',
          url: '/eksempelbilleder/genbrugsstation.svg',
          width: 1600,
          height: 900,
          size: 356201,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/genbrugsstation.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Tre affaldsspande med mærkater til madaffald, papir og plast foran et rækkehus',
          imageText: 'Siden 2023 har alle husstande sorteret affaldet i ti fraktioner.',
          focalPoint: {
            left: 0.3,
            top: 0.55,
          },
        },
      },
      {
        id: 1202,
        key: 'a5f199cd-da7b-40df-a12d-8378f4da6f1d',
        type: 'content',
        name: 'Parkering',
        url: '/borger/parkering/',
        title: 'Parkering',
        teaser: 'Regler for parkering i midtbyen, beboerlicenser og handicapparkering.',
        image: {
          id: 3005,
          key: 'c0cf1ded-16b5-4fcd-9445-6ad7b32ed53f',
          type: 'image',
          name: 'Parkeringspladsen ved Torvet',
          url: '/eksempelbilleder/luftfoto-eksempelby.svg',
          width: 1600,
          height: 900,
          size: 274903,
          extension: 'svg',
          cropUrl:
            '/eksempelbilleder/luftfoto-eksempelby.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Parkeringsplads med afmærkede båse og et skilt med tidsbegrænsning',
          focalPoint: {
            left: 0.62,
            top: 0.5,
          },
        },
      },
      {
        id: 1210,
        key: '0268d829-a90c-4100-875b-aa8764b7cb4c',
        type: 'content',
        name: 'Børn og unge',
        url: '/børn-og-unge/',
        title: 'Børn og unge',
        teaser:
          'Dagpleje, vuggestue, børnehave, skole og fritidstilbud – her finder du det hele ét sted.',
        image: {
          id: 3009,
          key: 'f56345ba-c7f0-4eef-b2d2-325ec1ba5729',
          type: 'image',
          name: 'Legeplads ved børnehus',
          url: '/eksempelbilleder/lille.svg',
          width: 1600,
          height: 900,
          size: 367219,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/lille.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Børn leger i sandkassen på en legeplads i efterårssol',
        },
      },
    ],
  },
  settings: {
    includeInToc: true,
  },
};
