import { z } from 'zod';
import { kultunautEvents, kultunautFellowships } from './data.ts';
import { dateSortKey } from '#src/shared/format.ts';
import { paginate } from '#src/shared/paginate.ts';

// The Kultunaut demo's data source: cultural events and associations. The demo has no backend of
// its own, so this module reads the demo's own data (./data.ts); pages only see these functions
// and types.

export type KultunautEvent = {
  id: string;
  title: string;
  /** ISO 8601 with offset. */
  date: string;
  venue: string;
  genre: string;
  area: string;
  description: string;
  /** DKK; 0 is free admission. */
  price: number;
};

export type Fellowship = {
  id: string;
  name: string;
  area: string;
  /** Kind of association: Kor, Idrætsforening … */
  type: string;
  description: string;
  email: string;
  website: string;
};

export type ListPage<T> = { items: T[]; total: number; page: number; pageCount: number };

export const PAGE_SIZE = 12;

const byDate = (a: KultunautEvent, b: KultunautEvent) => dateSortKey(a.date) - dateSortKey(b.date);
const events: readonly KultunautEvent[] = [...kultunautEvents].sort(byDate);
const fellowships: readonly Fellowship[] = [...kultunautFellowships].sort((a, b) =>
  a.name.localeCompare(b.name, 'da'),
);

const distinct = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'da'));

/** The values the list filters offer, alphabetically. */
export const eventGenres = distinct(events.map((e) => e.genre));
export const eventAreas = distinct(events.map((e) => e.area));

/** One page of `all`; a page outside 1…pageCount is clamped into it. */
function pageOf<T>(all: readonly T[], page: number): ListPage<T> {
  const { items, total, page: current, pageCount } = paginate(all, PAGE_SIZE, page);
  return { items, total, page: current, pageCount };
}

/** Events, soonest first, optionally of one genre and/or in one area. */
export function listEvents({
  page,
  genre,
  area,
}: {
  page: number;
  genre?: string | null;
  area?: string | null;
}): ListPage<KultunautEvent> {
  const matching = events.filter(
    (e) => (!genre || e.genre === genre) && (!area || e.area === area),
  );
  return pageOf(matching, page);
}

/** The event with `id`; without an id the soonest event; null for an unknown id. */
export function getEvent(id: string | null | undefined): KultunautEvent | null {
  if (!id) return events[0] ?? null;
  return events.find((e) => e.id === id) ?? null;
}

/** Associations in alphabetical order. */
export function listFellowships({ page }: { page: number }): ListPage<Fellowship> {
  return pageOf(fellowships, page);
}

/** The association with `id`; without an id the first one; null for an unknown id. */
export function getFellowship(id: string | null | undefined): Fellowship | null {
  if (!id) return fellowships[0] ?? null;
  return fellowships.find((f) => f.id === id) ?? null;
}

const oneOf = (allowed: readonly string[]) =>
  z
    .string()
    .nullable()
    .transform((v) => (v && allowed.includes(v) ? v : null));

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  genre: oneOf(eventGenres),
  area: oneOf(eventAreas),
  id: z
    .string()
    .nullable()
    .transform((v) => (v ? v.trim().slice(0, 100) || null : null)),
});

export type KultunautQuery = z.infer<typeof querySchema>;

/**
 * The demo pages' query (`page`, `genre`, `area`, `id`), validated: a missing or broken page is 1,
 * a genre or area the data does not have is no filter.
 */
export function kultunautQuery(query: string | undefined): KultunautQuery {
  const q = new URLSearchParams(query ?? '');
  return querySchema.parse({
    page: q.get('page') ?? 1,
    genre: q.get('genre'),
    area: q.get('area'),
    id: q.get('id'),
  });
}
