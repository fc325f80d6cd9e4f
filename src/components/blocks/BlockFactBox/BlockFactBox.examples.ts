import { sanitizeRichText } from '#src/server/sanitize.ts';
import type { BlockFactBoxContent } from './BlockFactBox.schema.ts';

export const examples: Record<string, BlockFactBoxContent> = {
  withTitle: {
    title: 'Fakta om kommunen',
    text: sanitizeRichText('<ul><li>62.000 indbyggere</li><li>14 skoler</li></ul>'),
  },
  withoutTitle: {
    title: null,
    text: sanitizeRichText('<p>Husk at tilmelde dig storskrald senest fredag kl. 12.</p>'),
  },
};
