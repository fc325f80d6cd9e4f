import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockDocumentList, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Planer',
    items: [
      {
        id: 4201,
        bytes: 845312,
        url: '/media/abc123/affaldsplan-2025.pdf',
      },
      {
        id: 4202,
        bytes: 1290240,
        url: '/media/k2m4x9qp/klimaplan-2030.pdf',
      },
      {
        type: 'media',
        name: 'Budget 2027',
        url: '/media/dokumenter/budget-2027.pdf',
      },
    ],
  },
};
