import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockRichText, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `paragraphs` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    text: '<h2>Sådan sorterer du dit affald</h2><p>Husstande i kommunen sorterer i <strong>10 fraktioner</strong>. Læs mere om <a href="/borger/affald-og-genbrug/">affald og genbrug</a>.</p><ul><li>Madaffald</li><li>Papir og pap</li></ul>',
  },
};
