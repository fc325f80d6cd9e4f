import { exampleLink, exampleOf } from '../block-sample.ts';
import { schema, type BlockLinkListContent } from './BlockLinkList.schema.ts';
import { sample } from './BlockLinkList.sample.ts';

const link = exampleLink;

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockLinkListContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  mixed: {
    title: 'Søg om tilladelse',
    items: [
      link({ name: 'Søg om beboerlicens', url: '/selvbetjening/' }),
      link({
        name: 'Søg om handicapparkeringskort',
        url: 'https://www.borger.dk/handicap/handicapparkering',
        external: true,
        newWindow: true,
        kind: 'external',
      }),
      link({
        name: 'Vejledning til selvbetjening',
        url: '/media/dokumenter/vejledning-selvbetjening.pdf',
        newWindow: true,
        kind: 'file',
        size: 734003,
        extension: 'pdf',
      }),
    ],
  },
  externalSameWindowNoTitle: {
    title: null,
    items: [
      link({
        name: 'Læs om dine rettigheder på borger.dk',
        url: 'https://www.borger.dk/',
        external: true,
        kind: 'external',
      }),
      link({ name: 'Kontakt Borgerservice', url: '/kontakt/' }),
    ],
  },
  longNames: {
    title: 'Regler og vejledninger om byggeri, nedrivning og ændret anvendelse af bygninger',
    items: [
      link({
        name: 'Vejledning om byggetilladelse til tilbygninger, carporte, udestuer og overdækkede terrasser over 50 m²',
        url: '/erhverv/byggeri/vejledning-tilbygninger/',
      }),
      link({
        name: 'Bygningsreglementet (BR18) på Social- og Boligstyrelsens hjemmeside',
        url: 'https://www.bygningsreglementet.dk/',
        external: true,
        newWindow: true,
        kind: 'external',
      }),
    ],
  },
};
