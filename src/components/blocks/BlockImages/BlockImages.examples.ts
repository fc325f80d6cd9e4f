import type { Image } from '#src/server/types.ts';
import { exampleOf } from '../block-sample.ts';
import { schema, type BlockImagesContent } from './BlockImages.schema.ts';
import { sample } from './BlockImages.sample.ts';

const photo = (
  path: string,
  width: number,
  height: number,
  fields: Partial<Image> = {},
): Image => ({
  url: path,
  width,
  height,
  alt: '',
  caption: null,
  cropUrl: `${path}?width=${width}&height=${height}&v=1dbb85c7656e5b0`,
  focalPoint: null,
  ...fields,
});

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockImagesContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  /** As the real backend sends it: complete images, empty texts, a photo credit. */
  completeImages: {
    title: 'Billeder',
    items: [
      {
        image: photo('/eksempelbilleder/is.svg', 1920, 1280, {
          alt: 'Isvaffel med chokoladeis',
          caption: 'Sarah Kilian @ Unsplash',
        }),
        showCompleteImage: true,
        text: null,
        caption: null,
      },
      {
        image: photo('/eksempelbilleder/portraet.svg', 2662, 3993, { alt: 'Portræt i højformat' }),
        showCompleteImage: true,
        text: null,
        caption: null,
      },
    ],
  },
  croppedWithTexts: {
    title: null,
    items: [
      {
        image: photo('/eksempelbilleder/musikhuset.svg', 3000, 2000, {
          alt: 'Musikhusets foyer med publikum',
          focalPoint: { left: 0.4, top: 0.5 },
        }),
        showCompleteImage: false,
        text: 'Musikhuset før en koncert.',
        caption: null,
      },
      {
        image: photo('/eksempelbilleder/fjordstien.svg', 5304, 2983, {
          alt: 'Sti langs fjorden i morgenlys',
        }),
        showCompleteImage: false,
        text: null,
        caption: 'Fjordstien ved Nordby.',
      },
      {
        image: photo('/eksempelbilleder/lille.svg', 240, 160),
        showCompleteImage: false,
        text: null,
        caption: null,
      },
    ],
  },
};
