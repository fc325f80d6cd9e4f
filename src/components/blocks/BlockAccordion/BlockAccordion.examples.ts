import { sanitizeRichText } from '#src/server/sanitize.ts';
import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockAccordion.sample.ts';
import { schema, type BlockAccordionContent } from './BlockAccordion.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockAccordionContent> = {
  get faq() {
    return exampleOf(schema, sample);
  },
  longTitleEmptyText: {
    items: [
      {
        title:
          'Jeg er flyttet til kommunen i løbet af året og har både fået en regning for den gamle og den nye bolig – hvordan bliver affaldsgebyret fordelt?',
        text: sanitizeRichText(
          '<p>Gebyret beregnes dag for dag. Du får en kreditnota for den periode, hvor du ikke længere boede på den gamle adresse.</p>',
        ),
      },
      { title: 'Svar kommer snart', text: sanitizeRichText('') },
    ],
  },
};
