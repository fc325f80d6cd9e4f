import { exampleLink, exampleOf, PAGE_LINK } from '../block-sample.ts';
import { schema, type BlockNewsListContent } from './BlockNewsList.schema.ts';
import { sample } from './BlockNewsList.sample.ts';

type Item = BlockNewsListContent['items'][number];

const news = (fields: Partial<Item> & Pick<Item, 'name' | 'url'>): Item => ({
  id: null,
  teaser: null,
  newsDate: null,
  categories: [],
  newsType: null,
  image: null,
  ...PAGE_LINK,
  ...fields,
});

const allNews = exampleLink({ name: 'Se alle nyheder', url: '/nyheder/' });

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockNewsListContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  withImages: {
    title: 'Nyheder',
    link: allNews,
    showImages: true,
    items: [
      news({
        id: '12887',
        name: 'Ny genbrugsstation åbner i Nordby',
        url: '/nyheder/ny-genbrugsstation-aabner-i-nordby/',
        teaser: 'Fra 1. marts kan du aflevere 14 affaldstyper tæt på motorvejen.',
        newsDate: '2026-02-12T12:09:00.000+01:00',
        categories: ['Affald', 'Nordby'],
        newsType: 'Nyhed',
        image: {
          url: '/eksempelbilleder/genbrugsstation.svg',
          width: 1920,
          height: 1280,
          alt: 'Den nye genbrugsstation',
          caption: null,
          cropUrl: '/eksempelbilleder/genbrugsstation.svg?width=1920&height=1280&v=1dbb85c7656e5b0',
          focalPoint: { left: 0.5, top: 0.3 },
        },
      }),
      news({
        id: '12890',
        name: 'Byrådet har vedtaget budget 2027',
        url: '/nyheder/budget-2027/',
        teaser: 'Flere penge til skoler og ældrepleje.',
        newsDate: '2026-02-11T12:55:00.000+01:00',
        categories: ['Politik'],
        newsType: 'Pressemeddelelse',
      }),
    ],
  },
  /** The real backend's shape without images: dates, types and categories only. */
  textOnly: {
    title: 'Nyheder',
    link: { ...allNews, name: 'Nyheder' },
    showImages: false,
    items: [
      news({
        name: 'STO Nyhed',
        url: '/da/nyheder/sto-nyhed/',
        teaser: 'Nyhed STO',
        newsDate: '2025-09-12T12:09:00.000+02:00',
        categories: ['Kategori 1', 'Kategori 3'],
        newsType: 'Nyhed',
      }),
      news({
        name: 'Test',
        url: '/da/nyheder/test/',
        newsDate: '2025-06-01T12:48:00.000+02:00',
        categories: ['Kategori 1'],
        newsType: 'Pressemeddelelse',
      }),
    ],
  },
  empty: { title: 'Nyheder', link: allNews, showImages: true, items: [] },
};
