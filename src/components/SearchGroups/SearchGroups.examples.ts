import { translator } from '#src/shared/dictionary/index.ts';
import type { ListingGroup, ListItem } from '#src/server/types.ts';
import type { SearchGroupsProps } from './SearchGroups.tsx';

const item = (id: number, name: string, url: string, teaser: string | null = null): ListItem => ({
  id: String(id),
  name,
  url,
  teaser,
  image: null,
  date: null,
});

const pages: ListingGroup = {
  id: '1',
  name: 'Indhold',
  type: 'content',
  total: 7,
  limit: 3,
  offset: 3,
  items: [
    item(1204, 'Parkering', '/borger/parkering/', 'Licenser, zoner og parkering for handicappede.'),
    item(1205, 'Erhverv', '/erhverv/'),
    item(1206, 'Politik', '/politik/'),
  ],
};
const news: ListingGroup = {
  id: '2',
  name: 'Nyt fra kommunen',
  type: 'news',
  total: 2,
  limit: 3,
  offset: 0,
  items: [
    item(1300, 'Ny genbrugsstation åbner i Eksempelby Nord', '/nyheder/ny-genbrugsstation/'),
    item(1301, 'Vejarbejde på Storegade', '/nyheder/vejarbejde-storegade/'),
  ],
};

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, SearchGroupsProps> = {
  /** The second page of "Indhold" (o1=3) beside the first of "Nyt fra kommunen", on the search page. */
  twoGroups: {
    listing: { groups: [pages, news] },
    path: '/da/soegning-grupperet/',
    keep: new URLSearchParams({ cludoquery: 'kommune', o1: '3' }),
    headingLevel: 'h3',
    t: translator('da'),
    language: 'da',
    quality: 80,
  },
  /** Narrowed to one group (groups=1): a link back to every group; English. */
  narrowedEnglish: {
    listing: { groups: [{ ...pages, name: 'Pages', offset: 0 }] },
    path: '/en/search/',
    keep: new URLSearchParams({ cludoquery: 'parking', groups: '1' }),
    headingLevel: 'h2',
    t: translator('en'),
    language: 'en',
    quality: 80,
  },
};
