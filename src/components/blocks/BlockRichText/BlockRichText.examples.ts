import { sanitizeRichText } from '#src/server/sanitize.ts';
import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockRichText.sample.ts';
import { schema, type BlockRichTextContent } from './BlockRichText.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockRichTextContent> = {
  get paragraphs() {
    return exampleOf(schema, sample);
  },
  table: {
    text: sanitizeRichText(
      '<table><caption>Åbningstider</caption><thead><tr><th scope="col">Dag</th><th scope="col">Tid</th></tr></thead><tbody><tr><td>Mandag–fredag</td><td>10–18</td></tr></tbody></table>',
    ),
  },
};
