import type { Language } from '#src/shared/language.ts';

// Dates, numbers and file sizes, formatted with Intl for the active language: the one place the
// site turns a date into text or into a `<time datetime>` value (decision 018).
//
// Two kinds of date value come from the backend:
// - a **calendar date**: `2026-05-01`, or a date-time whose clock reads exactly midnight in its
//   own notation (`2026-05-01T00:00:00Z`, `…T00:00:00.000+02:00`, `…T00:00:00`), which is how
//   Umbraco's date pickers send a day. It names a day, not an instant: it is shown without a
//   clock time and is never moved by a time zone.
// - a **date-time** (any other time of day): an instant, shown in Copenhagen time whatever the
//   server's time zone. A date-time without an offset is Copenhagen wall time.
// Only ISO 8601 text is read; anything else is no date ('' when formatted).

// English as written in Europe ("15 September 2026", day first), not the US month-first order.
export const locales: Record<Language, string> = { da: 'da-DK', en: 'en-GB', de: 'de-DE' };
const TIME_ZONE = 'Europe/Copenhagen';

type CalendarDate = { kind: 'date'; year: number; month: number; day: number };
type Instant = { kind: 'dateTime'; epochMs: number };
export type DateValue = CalendarDate | Instant;

/**
 * Intl formatters are costly to make and safe to share: each one below is made once, on first
 * use, per language and style, and kept for the life of the process (three languages, a handful
 * of styles). Callers hold them by name, so a call builds no key.
 */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let f = made.get(language);
    if (!f) made.set(language, (f = make(locales[language])));
    return f;
  };
}
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  perLanguage((locale) => new Intl.DateTimeFormat(locale, options));
/** A calendar date is formatted by its own digits, as a UTC day: no time zone can move it. */
const dayFormats = {
  long: dateFormat({ dateStyle: 'long', timeZone: 'UTC' }),
  short: dateFormat({ dateStyle: 'short', timeZone: 'UTC' }),
};
const dateTimeFormat = dateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
const timeFormat = dateFormat({ timeStyle: 'short', timeZone: TIME_ZONE });
/** Reads the Copenhagen wall clock of an instant (the parts, in digits). */
let clockFormat: Intl.DateTimeFormat | undefined;

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Days in a month of a year (day 0 of the next month is its last day). */
function daysIn(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Epoch ms of a wall-clock reading in UTC (years below 100 included). */
function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The Copenhagen wall clock at an instant, read from Intl. */
function clockByIntl(epochMs: number): WallClock {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = clockFormat.formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * Copenhagen's offset from UTC (ms) at an instant, read from Intl at the start of its minute of
 * UTC (the offset changes only between minutes).
 */
function offsetMsAt(epochMs: number): number {
  const minuteStart = Math.floor(epochMs / 60_000) * 60_000;
  const c = clockByIntl(minuteStart);
  return utcMs(c.year, c.month, c.day, c.hour, c.minute, c.second) - minuteStart;
}

const secondOf = (epochMs: number) => Math.floor(epochMs / 1000) * 1000;

/** The Copenhagen wall clock at an instant (to the second), given its offset if already read. */
function copenhagenClock(epochMs: number, offsetMs = offsetMsAt(epochMs)): WallClock {
  const wall = new Date(secondOf(epochMs) + offsetMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Copenhagen's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function copenhagenOffset(epochMs: number): number {
  return Math.round(offsetMsAt(epochMs) / 60_000);
}

/** The instant a Copenhagen wall-clock reading names (the later one in the autumn's repeated hour). */
function fromCopenhagenClock(wall: number): number {
  const first = wall - copenhagenOffset(wall) * 60_000;
  const second = wall - copenhagenOffset(first) * 60_000;
  return second;
}

/** Reads an ISO 8601 date or date-time; null for anything else. */
export function parseDateValue(value: string | null | undefined): DateValue | null {
  return value ? readDateValue(value) : null;
}

function readDateValue(value: string): DateValue | null {
  const m = ISO.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (h === undefined) return { kind: 'date', year, month, day };
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  const ms = Math.floor(Number(`0.${frac ?? '0'}`) * 1000);
  if (hour > 23 || minute > 59 || second > 59) return null;
  // Midnight on the dot is how a date picker sends a day: a calendar date, read from its digits.
  if (hour === 0 && minute === 0 && second === 0 && ms === 0)
    return { kind: 'date', year, month, day };
  const wall = utcMs(year, month, day, hour, minute, second, ms);
  if (!zone) return { kind: 'dateTime', epochMs: fromCopenhagenClock(wall) };
  if (/^z$/i.test(zone)) return { kind: 'dateTime', epochMs: wall };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  if (offset > 18 * 60) return null;
  return { kind: 'dateTime', epochMs: wall - sign * offset * 60_000 };
}

/** Whether the value is a calendar date (no clock time). */
export const isCalendarDate = (value: string | null | undefined) =>
  parseDateValue(value)?.kind === 'date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDay = (d: { year: number; month: number; day: number }) =>
  `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The day a value falls on: its own for a calendar date, Copenhagen's for a date-time. */
function dayOf(value: DateValue): CalendarDate {
  if (value.kind === 'date') return value;
  const c = copenhagenClock(value.epochMs);
  return { kind: 'date', year: c.year, month: c.month, day: c.day };
}

/** A calendar date formatted by its own digits: no time zone can move it. */
const formatDay = (day: CalendarDate, language: Language, dateStyle: 'long' | 'short') =>
  dayFormats[dateStyle](language).format(utcMs(day.year, day.month, day.day));

/** '2. oktober 2026' (da), 'October 2, 2026' (en), '2. Oktober 2026' (de); '' for no date. */
export function formatDate(value: string | null | undefined, language: Language): string {
  const parsed = parseDateValue(value);
  return parsed ? formatDay(dayOf(parsed), language, 'long') : '';
}

/** '02.10.2026' style short dates. */
export function formatShortDate(value: string | null | undefined, language: Language): string {
  const parsed = parseDateValue(value);
  return parsed ? formatDay(dayOf(parsed), language, 'short') : '';
}

/**
 * '24. oktober 2025 kl. 13.23' for a date-time, in Copenhagen time; a calendar date has no clock
 * time and gives the date alone ('5. december 2026'); '' for no date.
 */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  const parsed = parseDateValue(value);
  if (!parsed) return '';
  if (parsed.kind === 'date') return formatDay(parsed, language, 'long');
  return dateTimeFormat(language).format(parsed.epochMs);
}

/** '13.23' (da), '1:23 PM' (en) in Copenhagen time; '' for a calendar date or no date. */
export function formatTime(value: string | null | undefined, language: Language): string {
  const parsed = parseDateValue(value);
  if (parsed?.kind !== 'dateTime') return '';
  return timeFormat(language).format(parsed.epochMs);
}

/**
 * A start and an end as shown: an end on the start's day shows its clock time only
 * ('24. oktober 2025 kl. 13.00' – '15.00'); an end equal to the start, or unreadable, is left out.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  language: Language,
): { start: string; end: string } {
  const from = parseDateValue(start);
  if (!from) return { start: '', end: '' };
  const shownStart = formatDateTime(start, language);
  const to = parseDateValue(end);
  if (!to || end === start) return { start: shownStart, end: '' };
  if (from.kind === 'dateTime' && to.kind === 'dateTime') {
    if (from.epochMs === to.epochMs) return { start: shownStart, end: '' };
    if (isoDay(dayOf(from)) === isoDay(dayOf(to)))
      return { start: shownStart, end: formatTime(end, language) };
  }
  if (from.kind === 'date' && to.kind === 'date' && isoDay(from) === isoDay(to))
    return { start: shownStart, end: '' };
  return { start: shownStart, end: formatDateTime(end, language) };
}

/**
 * The `<time datetime>` value: `2026-05-01` for a calendar date, the full ISO date-time with
 * Copenhagen's offset for a date-time (`2025-10-24T13:23:00+02:00`); undefined for no date.
 */
export function dateTimeAttribute(value: string | null | undefined): string | undefined {
  const parsed = parseDateValue(value);
  if (!parsed) return undefined;
  if (parsed.kind === 'date') return isoDay(parsed);
  const offsetMs = offsetMsAt(parsed.epochMs);
  const offset = Math.round(offsetMs / 60_000);
  const c = copenhagenClock(parsed.epochMs, offsetMs);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${isoDay(c)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today's date in Copenhagen, as `YYYY-MM-DD`. */
const copenhagenToday = (now = Date.now()) => isoDay(copenhagenClock(now));

/**
 * Whether a date is in the past: a date-time once its instant has gone, a calendar date (a
 * deadline, say) only once its whole day has ended in Copenhagen.
 */
export function isPast(value: string | null | undefined, now = Date.now()): boolean {
  const parsed = parseDateValue(value);
  if (!parsed) return false;
  if (parsed.kind === 'dateTime') return parsed.epochMs < now;
  return isoDay(parsed) < copenhagenToday(now);
}

/**
 * The instant a date turns: when {@link isPast} starts to say so. A date-time turns just after
 * its instant, a calendar date at the Copenhagen midnight that ends its day; null for no date.
 */
export function turnsAt(value: string | null | undefined): number | null {
  const parsed = parseDateValue(value);
  if (!parsed) return null;
  if (parsed.kind === 'dateTime') return parsed.epochMs + 1;
  return fromCopenhagenClock(utcMs(parsed.year, parsed.month, parsed.day + 1));
}

/** The Copenhagen midnight that ends the day a value falls on; null for no date. */
export function dayEndsAt(value: string | null | undefined): number | null {
  const parsed = parseDateValue(value);
  if (!parsed) return null;
  const day = dayOf(parsed);
  return fromCopenhagenClock(utcMs(day.year, day.month, day.day + 1));
}

/**
 * Whether an application deadline has passed: once the whole day it falls on has ended in
 * Copenhagen. By the day, not the minute, so what a page says of its deadlines changes at most
 * once a day, at midnight, and a cached page is kept no longer than that (freshness.ts).
 */
export function deadlinePassed(value: string | null | undefined, now = Date.now()): boolean {
  const end = dayEndsAt(value);
  return end !== null && end <= now;
}

/**
 * Jobs by their deadline: the nearest first, then those without one, then the passed ones (the
 * most recent first). Stable: equal deadlines keep their order.
 */
export function byDeadline<T>(
  items: readonly T[],
  deadlineOf: (item: T) => string | null,
  now = Date.now(),
): T[] {
  const rank = (item: T) => {
    const deadline = deadlineOf(item);
    const key = dateSortKey(deadline);
    if (Number.isNaN(key)) return [1, 0];
    return deadlinePassed(deadline, now) ? [2, -key] : [0, key];
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.index - b.index)
    .map(({ item }) => item);
}

/** A number to sort dates by (a calendar date counts from Copenhagen's midnight); NaN for no date. */
export function dateSortKey(value: string | null | undefined): number {
  const parsed = parseDateValue(value);
  if (!parsed) return Number.NaN;
  if (parsed.kind === 'dateTime') return parsed.epochMs;
  return fromCopenhagenClock(utcMs(parsed.year, parsed.month, parsed.day));
}

/** By fraction digits (0–20, as Intl allows), each per language. */
const numberFormats = new Map<number, (language: Language) => Intl.NumberFormat>();

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits }));
    numberFormats.set(maximumFractionDigits, format);
  }
  return format(language).format(value);
}

/** File sizes in decimal units: 2300000 bytes gives '2,3 MB' in Danish. */
export function formatFileSize(bytes: number | null | undefined, language: Language): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : 1)} ${units[unit]}`;
}
