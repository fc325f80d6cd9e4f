import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockCtaBox.sample.ts';
import { schema, type BlockCtaBoxContent } from './BlockCtaBox.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockCtaBoxContent> = {
  get selfService() {
    return exampleOf(schema, sample);
  },
  titleOnly: {
    title: 'Byrådsmødet 26. november 2026 kan ses direkte på kommunens hjemmeside fra kl. 17.00',
    text: null,
    link: null,
  },
  externalLink: {
    title: 'Har du brug for hjælp til MitID?',
    text: 'Borgerservice hjælper dig med at oprette og bruge MitID. Book en tid, så du ikke skal vente.',
    link: {
      name: 'Book tid i Borgerservice',
      url: 'https://selvbetjening.example-kommune.dk/tidsbestilling/',
      external: true,
      newWindow: true,
      kind: 'external',
      size: null,
      extension: null,
    },
  },
};
