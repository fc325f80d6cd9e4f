import { translator } from '#src/shared/dictionary/index.ts';
import type { ListItem } from '#src/server/types.ts';
import type { ListCardsProps } from './ListCards.tsx';

const jobs: ListItem[] = [
  {
    id: 'job-4821',
    name: 'Pædagog til Børnehuset Solsikken',
    url: '/job/ledige-stillinger/paedagog-solsikken/',
    teaser: 'Børn og Unge · 32-37 timer om ugen',
    image: null,
    date: '2026-12-06T22:59:00Z',
  },
  {
    id: 'job-4834',
    name: 'Byggesagsbehandler',
    url: '/job/ledige-stillinger/byggesagsbehandler/',
    teaser: 'Teknik og Miljø · 37 timer om ugen',
    image: null,
    date: null,
  },
];

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, ListCardsProps> = {
  /** A list page's items: the card headings are h2, as nothing heads the list. */
  listPage: { items: jobs, headingLevel: 'h2', t: translator('da'), language: 'da', quality: 80 },
  /** One group of a grouped search below its h3: h4 cards, images lazy (not the first list). */
  inGroup: {
    items: jobs.slice(0, 1),
    headingLevel: 'h4',
    t: translator('en'),
    language: 'en',
    quality: 60,
    first: false,
  },
};
