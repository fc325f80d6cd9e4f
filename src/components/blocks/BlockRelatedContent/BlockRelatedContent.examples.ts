import type { Image } from '#src/server/types.ts';
import { exampleOf, PAGE_LINK } from '../block-sample.ts';
import { schema, type BlockRelatedContentContent } from './BlockRelatedContent.schema.ts';
import { sample } from './BlockRelatedContent.sample.ts';

type Item = BlockRelatedContentContent['items'][number];

const page = (fields: Partial<Item> & Pick<Item, 'name' | 'url'>): Item => ({
  id: null,
  teaser: null,
  image: null,
  ...PAGE_LINK,
  ...fields,
});

const photo = (url: string, alt: string): Image => ({
  url,
  width: 1920,
  height: 1280,
  alt,
  caption: null,
  cropUrl: `${url}?width=1920&height=1280&v=1dbb85c7656e5b0`,
  focalPoint: null,
});

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockRelatedContentContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  gridWithImages: {
    title: 'Læs også',
    view: 'grid',
    items: [
      page({
        id: '12853',
        name: 'Storskrald',
        url: '/borger/affald-og-genbrug/storskrald/',
        teaser: 'Bestil afhentning af møbler, hvidevarer og haveaffald.',
        image: photo(
          '/eksempelbilleder/storskrald.svg',
          'Sofa og madras stillet ud til afhentning',
        ),
      }),
      page({
        id: '12803',
        name: 'Genbrugsstationer',
        url: '/borger/affald-og-genbrug/genbrugsstationer/',
        teaser: 'Åbningstider og adresser.',
        image: photo('/eksempelbilleder/genbrugsstation.svg', 'Containere på en genbrugsstation'),
      }),
      page({
        id: '11036',
        name: 'Affaldsguiden på affaldsportalen.dk',
        url: 'https://www.affaldsportalen.dk/',
        external: true,
        newWindow: true,
        kind: 'external',
      }),
    ],
  },
  /** As the real backend sends it: no title on the block, no teasers, no images. */
  gridWithoutTitle: {
    title: null,
    view: 'grid',
    items: [
      page({ id: '12853', name: 'Profil', url: '/da/medarbejdere/profil/' }),
      page({ id: '12803', name: 'Beskeder', url: '/da/beskeder/' }),
      page({
        id: '12936',
        name: 'Et privat arbejdsrum som ingen har adgang til',
        url: '/da/arbejdsrum/et-privat-arbejdsrum-som-ingen-har-adgang-til/',
      }),
    ],
  },
  slider: {
    title: 'Oplevelser i kommunen',
    view: 'slider',
    items: [
      page({
        name: 'Musikhuset',
        url: '/kultur-og-fritid/musikhuset/',
        teaser: 'Koncerter, teater og foredrag for hele familien.',
        image: photo('/eksempelbilleder/musikhuset.svg', 'Musikhusets foyer'),
      }),
      page({
        name: 'Naturstier langs fjorden',
        url: '/kultur-og-fritid/natur/fjordstien/',
        teaser: '14 km afmærket sti med udsigtspunkter og shelters.',
        image: photo('/eksempelbilleder/fjordstien.svg', 'Sti langs fjorden i morgenlys'),
      }),
      page({
        name: 'Biblioteket',
        url: '/kultur-og-fritid/biblioteket/',
        teaser: 'Lån bøger, film og musik – og brug makerspace.',
      }),
      page({ name: 'Svømmehallen', url: '/kultur-og-fritid/svoemmehallen/' }),
    ],
  },
  sliderWithoutTitle: {
    title: null,
    view: 'slider',
    items: [
      page({ name: 'Indholdsside', url: '/da/limbo/indholdsside/', teaser: 'Her er en teaser' }),
      page({ name: 'Test', url: '/da/limbo/formular-med-captcha/' }),
    ],
  },
};
