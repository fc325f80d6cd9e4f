import { translator } from '#src/shared/dictionary/index.ts';
import { examples as groups } from '#src/components/SearchGroups/SearchGroups.examples.ts';
import { examples as cards } from '#src/components/ListCards/ListCards.examples.ts';
import type { GroupedListing } from '#src/server/types.ts';
import type { ListingProps } from './Listing.tsx';

const twoGroups = (groups.twoGroups!.listing as GroupedListing).groups;

const da = translator('da');

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, ListingProps> = {
  /** The second page of a job list searched by its own text parameter (`keywords`). */
  jobList: {
    listing: { items: cards.listPage!.items, total: 14, limit: 12, offset: 12 },
    path: '/job/ledige-stillinger/',
    keep: new URLSearchParams({ keywords: 'pædagog' }),
    t: da,
    language: 'da',
    quality: 80,
  },
  /**
   * A grouped site search: each group with its heading, count and pager. Groups named apart from
   * every other example's regions (SearchGroups', the news and event lists'): the components
   * overview has them all on one page, and two regions of one name are landmarks a screen reader
   * cannot tell apart.
   */
  grouped: {
    listing: {
      groups: twoGroups.map((group, i) => ({
        ...group,
        name: i === 0 ? 'Selvbetjening' : 'Kalender',
      })),
    },
    path: groups.twoGroups!.path,
    keep: groups.twoGroups!.keep,
    groupHeadingLevel: 'h3',
    t: da,
    language: 'da',
    quality: 80,
  },
  /** The endpoint failed: the list says so and asks the visitor to try again. */
  failed: {
    listing: { failed: true, reason: 'error' },
    path: '/nyheder/',
    t: da,
    language: 'da',
    quality: 80,
  },
  /** Refused, or an answer in an unknown shape: search is unavailable, never "0 results". */
  unavailableGerman: {
    listing: { failed: true, reason: 'unavailable' },
    path: '/de/suche/',
    t: translator('de'),
    language: 'de',
    quality: 80,
  },
};
