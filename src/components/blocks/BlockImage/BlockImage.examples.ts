import { examples as imageExamples } from '#src/components/ResponsiveImage/ResponsiveImage.examples.ts';
import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockImage.sample.ts';
import { schema, type BlockImageContent } from './BlockImage.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockImageContent> = {
  get withFocalPoint() {
    return exampleOf(schema, sample);
  },
  imageCaptionOnly: {
    image: {
      url: '/eksempelbilleder/luftfoto-eksempelby.svg',
      width: 2400,
      height: 1600,
      alt: 'Luftfoto af Eksempelby med havnen og fjorden i baggrunden',
      caption: 'Eksempelby set fra luften en klar forårsdag. Foto: Eksempel Kommune',
      cropUrl: null,
      focalPoint: null,
    },
    caption: null,
  },
  // The small decorative picture the image component's own examples show.
  decorativeSmall: { image: imageExamples.smallEager!.image, caption: null },
  cmsCrop: {
    image: {
      url: '/eksempelbilleder/musikhuset.svg',
      width: 3000,
      height: 2000,
      alt: 'Musikhusets foyer med publikum før en koncert',
      caption: null,
      cropUrl: '/eksempelbilleder/musikhuset.svg?width=1200&height=675&rmode=crop&rxy=0.4,0.5',
      focalPoint: { left: 0.4, top: 0.5 },
    },
    caption:
      'Musikhuset har plads til 1.200 tilhørere i Store Sal og lægger hvert år scene til over 300 koncerter, forestillinger og foredrag for børn og voksne.',
  },
};
