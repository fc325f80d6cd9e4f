import { sanitizeRichText } from '#src/server/sanitize.ts';
import { exampleOf } from '../block-sample.ts';
import { sample } from './BlockFactBox.sample.ts';
import { schema, type BlockFactBoxContent } from './BlockFactBox.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockFactBoxContent> = {
  get withTitle() {
    return exampleOf(schema, sample);
  },
  withoutTitle: {
    title: null,
    text: sanitizeRichText('<p>Husk at tilmelde dig storskrald senest fredag kl. 12.</p>'),
  },
};
