import { sanitizeRichText } from '#src/server/sanitize.ts';
import type { BlockAccordionContent } from './BlockAccordion.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockAccordionContent> = {
  faq: {
    items: [
      {
        title: 'Min skraldespand blev ikke tømt – hvad gør jeg?',
        text: sanitizeRichText(
          '<p>Meld det til Affald og Genbrug senest dagen efter den planlagte tømning. Så kommer vi inden for to hverdage.</p>',
        ),
      },
      {
        title: 'Hvordan kommer jeg af med storskrald?',
        text: sanitizeRichText(
          '<p>Du kan bestille afhentning af storskrald hver anden måned. Bestil senest fem dage før og stil det ud ved skel aftenen før.</p><ul><li>Møbler og madrasser</li><li>Hvidevarer</li><li>Haveaffald i bundter</li></ul>',
        ),
      },
      {
        title: 'Hvad koster affaldsordningen?',
        text: sanitizeRichText(
          '<p>Et parcelhus betaler 3.284 kr. om året i 2026. Beløbet opkræves over <a href="/borger/ejendomsskat/">ejendomsskattebilletten</a>.</p>',
        ),
      },
    ],
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
