import type { Language } from '../server/cms/types.ts';

/** Dates, numbers and file sizes, formatted with Intl for the active language. */

export const locales: Record<Language, string> = { da: 'da-DK', en: 'en-US', de: 'de-DE' };
const TIME_ZONE = 'Europe/Copenhagen';

/** Intl formatters are costly to make and safe to share: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locales[language], options)));
  return f;
}

const valid = (iso: string | null | undefined): iso is string =>
  !!iso && !Number.isNaN(Date.parse(iso));

/** '2. oktober 2026' (da), 'October 2, 2026' (en), '2. Oktober 2026' (de); '' for no date. */
export function formatDate(iso: string | null | undefined, language: Language): string {
  if (!valid(iso)) return '';
  return dateFormat(language, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** '2.10.2026' style short dates. */
export function formatShortDate(iso: string | null | undefined, language: Language): string {
  if (!valid(iso)) return '';
  return dateFormat(language, { dateStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!valid(iso)) return '';
  return dateFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  const key = `n|${language}|${maximumFractionDigits}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f)
    formatters.set(key, (f = new Intl.NumberFormat(locales[language], { maximumFractionDigits })));
  return f.format(value);
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

/** Whether an ISO date is in the past relative to `now`. */
export const isPast = (iso: string | null | undefined, now = Date.now()) =>
  valid(iso) && Date.parse(iso) < now;
