import { sanitizeRichText } from '#src/server/sanitize.ts';
import type { BlockRichTextContent } from './BlockRichText.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockRichTextContent> = {
  paragraphs: {
    text: sanitizeRichText(
      '<h2>Sådan sorterer du dit affald</h2><p>Husstande i kommunen sorterer i <strong>10 fraktioner</strong>. Læs mere om <a href="/borger/affald-og-genbrug/">affald og genbrug</a>.</p><ul><li>Madaffald</li><li>Papir og pap</li></ul>',
    ),
  },
  table: {
    text: sanitizeRichText(
      '<table><caption>Åbningstider</caption><thead><tr><th scope="col">Dag</th><th scope="col">Tid</th></tr></thead><tbody><tr><td>Mandag–fredag</td><td>10–18</td></tr></tbody></table>',
    ),
  },
};
