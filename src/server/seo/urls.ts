import { dateSortKey, dateTimeAttribute, isCalendarDate } from '#src/shared/format.ts';
import { sameOriginPath } from '../routing.ts';
// Addresses for search engines and feed readers: always absolute, on the origin visitors use
// (publicOrigin in http/proxy.ts, never a forwarded header on its own).

/**
 * `url` as an absolute http(s) address: a path on `origin`, or an http(s) address as given (a
 * page on another host, e.g. another culture's domain). A path must pass the one check for paths
 * from input (sameOriginPath: no `//host`, no `/\t/host`, no control characters); anything else
 * (`javascript:`, a malformed address) is null. The URL parser percent-encodes what needs it and
 * leaves existing escapes alone, so `/børn/` and `/b%C3%B8rn/` give the same address.
 */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  try {
    if (trimmed.startsWith('/')) {
      const path = sameOriginPath(trimmed);
      return path ? new URL(path, origin).href : null;
    }
    if (/^https?:\/\//i.test(trimmed)) {
      const parsed = new URL(trimmed);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
    }
  } catch {
    return null;
  }
  return null;
}

/** The decoded path of a path or address, for comparing two of them (`/da/` vs `/da`). */
export function pathOf(url: string): string | null {
  try {
    const { pathname } = new URL(url, 'http://x');
    const decoded = decodeURI(pathname);
    return decoded.endsWith('/') ? decoded : `${decoded}/`;
  } catch {
    return null;
  }
}

export type IsoValue = { value: string; dateOnly: boolean; time: number };

/**
 * An ISO 8601 date or date-time as schema.org and feeds want it, or null for anything else
 * (`2026-02-31`, `31/12/2026`, `Invalid Date`). Read by the one date reader the pages use
 * (src/shared/format.ts): a calendar date (no time, or a date picker's midnight) stays a date,
 * a date-time is given with Copenhagen's offset.
 */
export function isoValue(raw: string | null | undefined): IsoValue | null {
  if (typeof raw !== 'string') return null;
  const value = dateTimeAttribute(raw.trim());
  if (!value) return null;
  return { value, dateOnly: isCalendarDate(raw.trim()), time: dateSortKey(raw.trim()) };
}
