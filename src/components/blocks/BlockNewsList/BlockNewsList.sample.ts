import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockNewsList, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Seneste nyheder',
    link: {
      type: 'content',
      name: 'Alle nyheder',
      url: '/nyheder/',
    },
    items: [
      {
        id: 1300,
        key: 'b6e99c39-9e1a-41f9-a084-f6ca71e023c5',
        type: 'content',
        name: 'Ny genbrugsstation åbner i Eksempelby Nord',
        url: '/nyheder/ny-genbrugsstation-aabner-i-eksempelby-nord/',
        title: 'Ny genbrugsstation åbner i Eksempelby Nord',
        teaser:
          'Den 1. december åbner kommunens nye genbrugsstation med længere åbningstider og en genbrugshal, hvor du kan hente brugte ting gratis.',
        newsDate: '2026-11-19T09:00:00.000+01:00',
        categories: ['Affald', 'Genbrug'],
        newsType: 'Nyhed',
        image: {
          id: 3014,
          key: '297d19f4-0376-4cc9-b881-3cc9e4f68e84',
          type: 'image',
          name: 'Den nye genbrugsstation i Eksempelby Nord',
          url: '/eksempelbilleder/genbrugsstation-nord.svg',
          width: 1600,
          height: 900,
          size: 376540,
          extension: 'svg',
          cropUrl:
            '/eksempelbilleder/genbrugsstation-nord.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText:
            'Overdækket genbrugsstation med ramper og skilte til de forskellige affaldstyper',
        },
      },
      {
        id: 1301,
        key: '805e6658-7611-419d-b818-c657132df411',
        type: 'content',
        name: 'Vejarbejde på Søndergade i uge 48-50',
        url: '/nyheder/vejarbejde-paa-soendergade/',
        title: 'Vejarbejde på Søndergade i uge 48-50',
        teaser:
          'Søndergade er spærret for gennemkørsel, mens vi udskifter kloakken. Busserne kører ad Vestre Ringvej.',
        newsDate: '2026-11-17T08:30:00.000+01:00',
        categories: ['Trafik'],
        newsType: 'Nyhed',
        image: {
          id: 3301,
          key: '0b602d72-a67e-43a6-acf7-27fa3f774f25',
          type: 'image',
          name: 'Vejarbejde på Søndergade i uge 48-50',
          url: '/eksempelbilleder/fjordstien.svg',
          width: 1600,
          height: 900,
          size: 309320,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/fjordstien.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Billede til nyheden: Vejarbejde på Søndergade i uge 48-50',
        },
      },
      {
        id: 1302,
        key: 'edf5ac1c-7b6e-4013-a002-207ba6caa5ed',
        type: 'content',
        name: 'Byrådet har vedtaget budget 2027',
        url: '/nyheder/byraadet-har-vedtaget-budget-2027/',
        title: 'Byrådet har vedtaget budget 2027',
        teaser:
          'Budgettet giver flere penge til folkeskolerne og ældreplejen og fastholder skatteprocenten.',
        newsDate: '2026-11-13T16:45:00.000+01:00',
        categories: ['Politik', 'Økonomi'],
        newsType: 'Pressemeddelelse',
        image: {
          id: 3302,
          key: 'a0cad790-00b3-45c7-bce8-61bac92c8dcd',
          type: 'image',
          name: 'Byrådet har vedtaget budget 2027',
          url: '/eksempelbilleder/raadhuset.svg',
          width: 1600,
          height: 900,
          size: 311053,
          extension: 'svg',
          cropUrl: '/eksempelbilleder/raadhuset.svg?width=1600&height=900&v=1dbb2a4c5e6f7a8',
          altText: 'Billede til nyheden: Byrådet har vedtaget budget 2027',
        },
      },
    ],
    showImages: true,
  },
  settings: {
    includeInToc: true,
  },
};
