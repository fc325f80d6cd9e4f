import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockBorgerDk, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    article: {
      id: 1234,
      url: 'https://www.borger.dk/familie-og-boern/boernepasning',
      title: 'Børnepasning',
      header:
        '<p>Kommunen skal tilbyde dit barn en plads i et dagtilbud, fra barnet er 26 uger gammelt, til det skal i skole.</p>',
      byline: 'Indholdet er leveret af Børne- og Undervisningsministeriet',
      elements: [
        {
          id: 'header',
          title: 'Børnepasning',
          content:
            '<p>Kommunen skal tilbyde dit barn en plads i et dagtilbud, fra barnet er 26 uger gammelt, til det skal i skole.</p>',
        },
        {
          id: 'kernetekst',
          title: 'Kernetekst',
          microArticles: [
            {
              id: 'm1',
              title: 'Pasningsgaranti',
              content:
                '<p>Har du skrevet dit barn op i god tid, skal kommunen tilbyde en plads senest, når barnet er 26 uger. Pladsen skal ligge i kommunen, men ikke nødvendigvis i dit nærområde.</p>',
            },
            {
              id: 'm2',
              title: 'Hvad koster en plads?',
              content:
                '<p>Du betaler højst 25 procent af udgifterne til en plads. Resten betaler kommunen. Taksterne er forskellige fra kommune til kommune.</p>',
            },
            {
              id: 'm3',
              title: 'Økonomisk friplads',
              content:
                '<p>Har din husstand en lav indkomst, kan du søge om økonomisk friplads, så du betaler mindre eller slet ikke noget for pladsen.</p>',
            },
          ],
        },
      ],
    },
  },
  settings: {
    includeInToc: true,
  },
};
