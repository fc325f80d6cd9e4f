import { translator } from '#src/shared/dictionary/index.ts';
import type { Image } from '#src/server/types.ts';
import type { CardProps } from './Card.tsx';

const t = translator('da');

const photo: Image = {
  url: '/eksempelbilleder/musikhuset.svg',
  width: 2400,
  height: 1600,
  alt: 'Musikhusets foyer før en koncert',
  caption: null,
  cropUrl: null,
  focalPoint: { left: 0.4, top: 0.5 },
};

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, CardProps> = {
  withImageAndMeta: {
    link: { name: 'Ny genbrugsstation åbner i Nordby', url: '/nyheder/ny-genbrugsstation/' },
    headingLevel: 'h3',
    image: photo,
    quality: 80,
    sizes: '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw',
    meta: '12. februar 2026',
    teaser: 'Fra 1. marts kan du aflevere 14 affaldstyper tæt på motorvejen.',
    t,
  },
  surfaceNewWindow: {
    link: {
      name: 'Affaldsguiden på affaldsportalen.dk',
      url: 'https://www.affaldsportalen.dk/',
      newWindow: true,
    },
    headingLevel: 'h2',
    image: null,
    quality: 80,
    teaser: 'Sortér affaldet rigtigt.',
    t,
    variant: 'surface',
  },
  /** The first card of a list page: its own article, a 16/9 image loaded at once. */
  firstOfListPage: {
    link: { name: 'Byrådet har vedtaget budget 2027', url: '/nyheder/budget-2027/' },
    headingLevel: 'h2',
    image: photo,
    imageAlt: photo.alt,
    quality: 60,
    ratio: '16/9',
    loading: 'eager',
    fetchPriority: 'high',
    teaser: 'Flere penge til skoler og ældrepleje.',
    t,
    as: 'article',
  },
  row: {
    link: { name: 'Julemarked på Torvet', url: '/kultur-og-fritid/arrangementer/julemarked/' },
    headingLevel: 'h3',
    quality: 80,
    teaser: 'Boder, gløgg og juletræstænding.',
    t,
    variant: 'row',
  },
};
