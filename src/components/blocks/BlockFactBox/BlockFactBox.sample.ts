import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockFactBox, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `withTitle` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Fakta om kommunen',
    text: '<ul><li>62.000 indbyggere</li><li>14 skoler</li></ul>',
  },
};
