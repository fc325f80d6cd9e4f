import { sanitizeRichText } from '#src/server/sanitize.ts';
import { exampleOf } from '../block-sample.ts';
import { schema, type BlockBorgerDkContent } from './BlockBorgerDk.schema.ts';
import { sample } from './BlockBorgerDk.sample.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockBorgerDkContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  withMicroArticles: {
    article: {
      id: '1234',
      url: 'https://www.borger.dk/familie-og-boern/boernepasning/dagtilbud',
      title: 'Dagtilbud til børn',
      header: sanitizeRichText(
        '<p>Kommunen skal tilbyde en plads i et dagtilbud til alle børn fra 26 uger til skolestart.</p>',
      ),
      byline: sanitizeRichText(
        '<p>Indholdet er leveret af Børne- og Undervisningsministeriet.</p>',
      ),
      elements: [
        {
          kind: 'micro',
          id: 'kernetekst',
          title: null,
          microArticles: [
            {
              id: 'm1',
              title: 'Hvem kan få en plads?',
              content: sanitizeRichText(
                '<p>Alle børn med bopæl i kommunen har ret til en plads.</p><h2>Pasningsgaranti</h2><p>Kommunen skal anvise en plads senest tre måneder efter, at du har skrevet dit barn op.</p>',
              ),
            },
            {
              id: 'm2',
              title: 'Hvad koster det?',
              content: sanitizeRichText(
                '<p>Du betaler højst 25 procent af udgifterne. Læs mere om <a href="https://www.borger.dk/familie-og-boern/boernepasning/fripladser">økonomisk friplads</a>.</p>',
              ),
            },
          ],
        },
        {
          kind: 'text',
          id: 'lovgivning',
          title: 'Lovgivning',
          content: sanitizeRichText('<ul><li>Dagtilbudsloven</li></ul>'),
        },
      ],
    },
  },
  /** A text element only, and an address that is not on borger.dk: no source link. */
  textOnlyForeignUrl: {
    article: {
      id: null,
      url: 'https://borger.dk.example.net/artikel',
      title: 'Sygedagpenge',
      header: sanitizeRichText(''),
      byline: sanitizeRichText(''),
      elements: [
        {
          kind: 'text',
          id: 'selvbetjening',
          title: null,
          content: sanitizeRichText('<p>Du kan søge sygedagpenge digitalt.</p>'),
        },
      ],
    },
  },
};
