import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockLinkList, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Flere sider og filer',
    items: [
      {
        type: 'content',
        name: 'Nyhedsarkiv',
        url: '/nyheder/arkiv/',
      },
      {
        id: 4201,
        bytes: 845312,
        url: '/media/abc123/affaldsplan-2025.pdf',
      },
      {
        type: 'media',
        name: 'Sorteringsvejledning for husstande 2026',
        url: '/media/dokumenter/sorteringsvejledning-2026.pdf',
      },
      {
        type: 'url',
        name: 'Børnepasning på borger.dk',
        url: 'https://www.borger.dk/familie-og-boern/boernepasning',
        target: '_blank',
      },
    ],
  },
};
