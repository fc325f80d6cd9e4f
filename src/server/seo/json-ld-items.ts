import type { Event, GovernmentOrganization, JobPosting, Place, WithContext } from 'schema-dts';
import { absoluteUrl, isoValue } from './urls.ts';

// The structured data of a list's items (decision 017): job postings and events, which the blocks
// that list them give through their `jsonLd` hook (block-hooks.ts). A leaf: it knows no block.

export type Leaf<T> = Exclude<T, string>;
export type JobPostingLd = WithContext<JobPosting>;
export type EventLd = WithContext<Leaf<Event>>;
/** What a block adds to its page's structured data; null for an item that cannot be one. */
export type ItemLd = JobPostingLd | EventLd | null;

/** What a block's items are written against: the public origin, and the municipality as employer. */
export type ItemsLdContext = {
  origin: string;
  /** The site's organisation, or null when the site has no name (no job posting then). */
  hiring: Leaf<GovernmentOrganization> | null;
};

export const CONTEXT = 'https://schema.org' as const;
/** A municipality's website is Danish; the country of every address it gives. */
export const COUNTRY = 'DK';

/** Trimmed text, or undefined for nothing (so the property is left out). */
export const textOf = (value: string | null | undefined): string | undefined => {
  const trimmed = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return trimmed || undefined;
};

/** Leaves out properties whose value is undefined (JSON.stringify would too; tests read keys). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** What a job posting is made of: a job list item's fields. */
export type JobItem = {
  title: string | null | undefined;
  url: string | null | undefined;
  deadline?: string | null;
  workplace?: string | null;
  department?: string | null;
  hours?: string | null;
};

/** A job list item as a JobPosting; null when it has no title or address, or a bad deadline. */
export function jobPostingLd(
  item: JobItem,
  hiringOrganization: Leaf<GovernmentOrganization>,
  origin: string,
): JobPostingLd | null {
  const title = textOf(item.title);
  const url = absoluteUrl(item.url, origin);
  if (!title || !url) return null;
  const deadline = item.deadline == null ? null : isoValue(item.deadline);
  // A deadline that cannot be read is not left out: the posting would look open for ever.
  if (item.deadline != null && !deadline) return null;
  const workplace = textOf(item.workplace);
  const details = [textOf(item.department), workplace, textOf(item.hours)].filter(Boolean);
  const jobLocation: Leaf<Place> | undefined = workplace
    ? {
        '@type': 'Place',
        name: workplace,
        address: { '@type': 'PostalAddress', addressCountry: COUNTRY },
      }
    : undefined;
  return compact<JobPostingLd>({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title,
    url,
    description: details.length > 0 ? `${title}. ${details.join('. ')}.` : title,
    validThrough: deadline?.value,
    hiringOrganization,
    jobLocation,
  });
}

export type EventItem = {
  name: string | null | undefined;
  url: string | null | undefined;
  start: string | null | undefined;
  end?: string | null;
  location?: string | null;
  description?: string | null;
  geo?: { lat: number | null; lng: number | null };
};

/** An event item as an Event; null without a name or a readable start. */
export function eventLd(item: EventItem, origin: string): EventLd | null {
  const name = textOf(item.name);
  const start = isoValue(item.start);
  if (!name || !start) return null;
  const end = isoValue(item.end);
  const place = textOf(item.location);
  const { lat, lng } = item.geo ?? { lat: null, lng: null };
  const geo =
    lat != null && lng != null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { '@type': 'GeoCoordinates' as const, latitude: lat, longitude: lng }
      : undefined;
  const location: Leaf<Place> | undefined = place
    ? compact<Leaf<Place>>({ '@type': 'Place', name: place, address: place, geo })
    : undefined;
  return compact<EventLd>({
    '@context': CONTEXT,
    '@type': 'Event',
    name,
    // A date-only start stays a date: the event is on that day, at no particular hour.
    startDate: start.value,
    endDate: end && end.time >= start.time ? end.value : undefined,
    url: absoluteUrl(item.url, origin) ?? undefined,
    description: textOf(item.description),
    location,
  });
}
