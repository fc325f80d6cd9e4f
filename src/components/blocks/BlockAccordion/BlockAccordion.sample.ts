import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockAccordion, as the backend sends it: /borger/alle-blokke/ shows it, and
 * the example `faq` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    items: [
      {
        title: 'Min skraldespand blev ikke tømt – hvad gør jeg?',
        text: '<p>Meld det til Affald og Genbrug senest dagen efter den planlagte tømning. Så kommer vi inden for to hverdage.</p>',
      },
      {
        title: 'Hvordan kommer jeg af med storskrald?',
        text: '<p>Du kan bestille afhentning af storskrald hver anden måned. Bestil senest fem dage før og stil det ud ved skel aftenen før.</p><ul><li>Møbler og madrasser</li><li>Hvidevarer</li><li>Haveaffald i bundter</li></ul>',
      },
      {
        title: 'Hvad koster affaldsordningen?',
        text: '<p>Et parcelhus betaler 3.284 kr. om året i 2026. Beløbet opkræves over <a href="/borger/ejendomsskat/">ejendomsskattebilletten</a>.</p>',
      },
    ],
  },
};
