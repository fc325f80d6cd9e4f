// Addresses for search engines and feed readers: always absolute, on the origin visitors use
// (publicOrigin in http/proxy.ts, never a forwarded header on its own).

/**
 * `url` as an absolute http(s) address: a path on `origin`, or an http(s) address as given (a
 * page on another host, e.g. another culture's domain). Anything else (`javascript:`, `//host`,
 * a malformed address) is null. The URL parser percent-encodes what needs it and leaves
 * existing escapes alone, so `/børn/` and `/b%C3%B8rn/` give the same address.
 */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  try {
    if (/^\/(?![/\\])/.test(trimmed)) return new URL(trimmed, origin).href;
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

/** A date (`2026-05-01`) or date-time with a real calendar day, else null. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export type IsoValue = { value: string; dateOnly: boolean; time: number };

/**
 * An ISO 8601 date or date-time as schema.org and feeds want it, or null for anything else
 * (`2026-02-31`, `31/12/2026`, `Invalid Date`). A date-only value stays a date: it is a calendar
 * day, not midnight somewhere.
 */
export function isoValue(raw: string | null | undefined): IsoValue | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  const m = ISO.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    day.getUTCFullYear() !== Number(y) ||
    day.getUTCMonth() !== Number(mo) - 1 ||
    day.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    return null;
  }
  const dateOnly = m[4] === undefined;
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? null : { value, dateOnly, time };
}
