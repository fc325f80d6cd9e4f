import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockImage, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `withFocalPoint` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    image: {
      id: 3004,
      key: '672a1937-7032-48d4-bac3-78a8ba8c1670',
      type: 'image',
      name: 'Genbrugsstation Nord',
      url: '/eksempelbilleder/genbrugsstation-nord.svg',
      width: 1600,
      height: 900,
      extension: 'svg',
      altText: 'Containere til pap, metal og haveaffald på Genbrugsstation Nord',
      imageText: 'Genbrugsstation Nord. Foto: Eksempel Kommune',
      focalPoint: { left: 0.5, top: 0.4 },
    },
    caption: 'På Genbrugsstation Nord er der plads til 14 forskellige affaldstyper.',
  },
};
