import type { ResponsiveImageProps } from './ResponsiveImage.tsx';

/** Named examples: rendered by the unit tests (and by the components overview once listed). */
export const examples: Record<string, ResponsiveImageProps> = {
  /** The CMS's full-size crop, as the real backend sends it: its `v` is kept. */
  cmsCrop: {
    image: {
      url: '/eksempelbilleder/genbrugsstation-nord.svg',
      width: 1920,
      height: 1280,
      alt: 'Containere til pap, metal og haveaffald på Genbrugsstation Nord',
      caption: null,
      cropUrl:
        '/eksempelbilleder/genbrugsstation-nord.svg?width=1920&height=1280&v=1dbb85c7656e5b0',
      focalPoint: null,
    },
    quality: 80,
  },
  focalPointSquare: {
    image: {
      url: '/eksempelbilleder/raadhuset.svg',
      width: 2400,
      height: 1600,
      alt: 'Rådhuset set fra torvet',
      caption: null,
      cropUrl: null,
      focalPoint: { left: 0.3, top: 0.4 },
    },
    quality: 60,
    ratio: '1/1',
    sizes: '(min-width: 48rem) 20rem, 100vw',
  },
  smallEager: {
    image: {
      url: '/eksempelbilleder/vandloeb-illustration.svg',
      width: 280,
      height: 180,
      alt: '',
      caption: null,
      cropUrl: null,
      focalPoint: null,
    },
    quality: 80,
    loading: 'eager',
  },
};
