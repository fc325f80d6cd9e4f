import type { TableOfContentsProps } from './TableOfContents.tsx';
import { translator } from '#src/shared/dictionary/index.ts';

export const examples: Record<string, TableOfContentsProps> = {
  longRead: {
    entries: [
      { id: 'kommunens-historie', text: 'Kommunens historie', level: 2 },
      { id: 'byraadet', text: 'Byrådet', level: 2 },
      { id: 'udvalg', text: 'Udvalg', level: 3 },
    ],
    readingMinutes: 6,
    t: translator('da'),
  },
  shortPage: { entries: [], readingMinutes: 1, t: translator('da') },
};
