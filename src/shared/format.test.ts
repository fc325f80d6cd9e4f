import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import {
  byDeadline,
  dateSortKey,
  deadlinePassed,
  dateTimeAttribute,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatShortDate,
  formatTime,
  isCalendarDate,
  isPast,
  parseDateValue,
} from './format.ts';

const clock = /\d{1,2}[.:]\d{2}(?!\d)/;

describe('reading backend dates (decision 018)', () => {
  it('reads a date-only value, and midnight on the dot in any notation, as a calendar date', () => {
    for (const value of [
      '2026-05-01',
      '2026-05-01T00:00:00',
      '2026-05-01T00:00:00Z',
      '2026-05-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000+02:00',
      '2026-05-01T00:00:00-08:00',
      '2026-05-01T00:00',
    ]) {
      expect(parseDateValue(value), value).toEqual({ kind: 'date', year: 2026, month: 5, day: 1 });
      expect(isCalendarDate(value), value).toBe(true);
    }
  });

  it('reads any other time as an instant; without an offset, as Copenhagen wall time', () => {
    expect(parseDateValue('2025-10-24T13:23:00.000+02:00')).toEqual({
      kind: 'dateTime',
      epochMs: Date.UTC(2025, 9, 24, 11, 23),
    });
    expect(parseDateValue('2026-12-12T18:30:00Z')).toEqual({
      kind: 'dateTime',
      epochMs: Date.UTC(2026, 11, 12, 18, 30),
    });
    // Winter (+01:00) and summer (+02:00) wall times, whatever the process's time zone.
    expect(parseDateValue('2026-12-06T17:00:00')).toEqual({
      kind: 'dateTime',
      epochMs: Date.UTC(2026, 11, 6, 16, 0),
    });
    expect(parseDateValue('2026-07-06T17:00:00')).toEqual({
      kind: 'dateTime',
      epochMs: Date.UTC(2026, 6, 6, 15, 0),
    });
    expect(parseDateValue('2026-05-01T00:00:01Z')?.kind).toBe('dateTime');
  });

  it('reads the Copenhagen clock on both sides of each daylight-saving switch, asked again and again', () => {
    // The offset is read per minute of UTC (format.ts): the minutes either side of 01:00 UTC
    // on the switch days have different offsets, and asking twice gives the same text.
    for (let round = 0; round < 2; round++) {
      // 29 March 2026: 02:00 winter time becomes 03:00 summer time at 01:00 UTC.
      expect(formatTime('2026-03-29T00:59:59Z', 'da')).toBe('01.59');
      expect(formatTime('2026-03-29T01:00:00Z', 'da')).toBe('03.00');
      // 25 October 2026: 03:00 summer time becomes 02:00 winter time at 01:00 UTC.
      expect(formatTime('2026-10-25T00:59:59Z', 'da')).toBe('02.59');
      expect(formatTime('2026-10-25T01:00:00Z', 'da')).toBe('02.00');
      // Wall times without an offset, on the day after each switch: noon is 10:00 and 11:00 UTC.
      const noon = ['2026-03-30T12:00:00', '2026-10-26T12:00:00'].map(parseDateValue);
      expect(noon.map((d) => d?.kind === 'dateTime' && new Date(d.epochMs).toISOString())).toEqual([
        '2026-03-30T10:00:00.000Z',
        '2026-10-26T11:00:00.000Z',
      ]);
      // The day of an instant just before Copenhagen's midnight, in UTC the day before.
      expect(formatDate('2026-07-06T22:30:00Z', 'en')).toBe('7 July 2026');
    }
  });

  it('gives the same reading when asked again, whatever a caller did with the first', () => {
    const first = parseDateValue('2026-12-06T17:00:00');
    const copy = structuredClone(first);
    if (first?.kind === 'dateTime') first.epochMs = 0;
    expect(parseDateValue('2026-12-06T17:00:00')).toEqual(copy);
    expect(parseDateValue('not a date')).toBeNull();
    expect(parseDateValue('not a date')).toBeNull();
  });

  it('refuses what is not an ISO 8601 date', () => {
    for (const value of [
      '',
      null,
      undefined,
      'i går',
      '1. maj 2026',
      '1 May 2026',
      '2026/05/01',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-05-01T24:00:00',
      '2026-05-01T12:60:00',
      '2026-05-01T12:00:00+25:00',
      '20260501',
      '2026-05-01T12:00:00Z<script>',
    ]) {
      expect(parseDateValue(value), String(value)).toBeNull();
      expect(formatDate(value, 'da')).toBe('');
      expect(dateTimeAttribute(value)).toBeUndefined();
    }
    expect(parseDateValue('2024-02-29')?.kind).toBe('date');
  });
});

describe('formatting', () => {
  it('shows a calendar date without a clock time, in every language', () => {
    // The bug: midnight UTC in winter is 01.00 in Copenhagen.
    expect(formatDateTime('2027-01-15T00:00:00Z', 'da')).toBe('15. januar 2027');
    expect(formatDateTime('2026-05-01', 'da')).toBe('1. maj 2026');
    expect(formatDateTime('2026-05-01', 'en')).toBe('1 May 2026');
    expect(formatDateTime('2026-05-01', 'de')).toBe('1. Mai 2026');
    expect(formatDateTime('2026-12-05', 'en')).toBe('5 December 2026');
    // The year's edges never slide to the day before or after.
    expect(formatDateTime('2026-01-01', 'da')).toBe('1. januar 2026');
    expect(formatDateTime('2026-12-31', 'da')).toBe('31. december 2026');
    for (const language of ['da', 'en', 'de'] as const) {
      expect(formatDateTime('2026-12-05', language)).not.toMatch(clock);
      expect(formatDateTime('2027-01-15T00:00:00Z', language)).not.toMatch(clock);
      expect(formatTime('2026-12-05', language)).toBe('');
    }
  });

  it('shows a date-time in Copenhagen time', () => {
    expect(formatDateTime('2025-10-24T13:23:00.000+02:00', 'da')).toBe(
      '24. oktober 2025 kl. 13.23',
    );
    expect(formatDateTime('2026-12-12T18:30:00Z', 'da')).toBe('12. december 2026 kl. 19.30');
    expect(formatDateTime('2026-12-12T18:30:00Z', 'en')).toBe('12 December 2026 at 19:30');
    expect(formatDateTime('2026-12-12T18:30:00Z', 'de')).toBe('12. Dezember 2026 um 19:30');
    expect(formatTime('2026-12-12T18:30:00Z', 'da')).toBe('19.30');
    // A date-time shown as a date is Copenhagen's date.
    expect(formatDate('2026-12-31T23:30:00Z', 'da')).toBe('1. januar 2027');
    expect(formatShortDate('2026-12-31T23:30:00Z', 'da')).toBe('01.01.2027');
    expect(formatShortDate('2026-05-01', 'de')).toBe('01.05.26');
  });

  it('shows a range: a same-day end as its clock time, an equal end not at all', () => {
    expect(formatDateRange('2026-12-12T18:30:00Z', '2026-12-12T20:30:00Z', 'da')).toEqual({
      start: '12. december 2026 kl. 19.30',
      end: '21.30',
    });
    expect(formatDateRange('2026-12-05', '2026-12-06', 'da')).toEqual({
      start: '5. december 2026',
      end: '6. december 2026',
    });
    expect(formatDateRange('2026-12-05', '2026-12-05T00:00:00Z', 'da')).toEqual({
      start: '5. december 2026',
      end: '',
    });
    expect(formatDateRange('2026-12-06T17:00:00+01:00', '2026-12-06T16:00:00Z', 'da')).toEqual({
      start: '6. december 2026 kl. 17.00',
      end: '',
    });
    expect(formatDateRange(null, '2026-12-06', 'da')).toEqual({ start: '', end: '' });
    expect(formatDateRange('2026-12-05', 'soon', 'da')).toEqual({
      start: '5. december 2026',
      end: '',
    });
  });

  it('gives <time datetime> a date for a date, and the ISO date-time with its offset', () => {
    expect(dateTimeAttribute('2026-05-01')).toBe('2026-05-01');
    expect(dateTimeAttribute('2027-01-15T00:00:00Z')).toBe('2027-01-15');
    expect(dateTimeAttribute('2025-10-24T13:23:00.000+02:00')).toBe('2025-10-24T13:23:00+02:00');
    expect(dateTimeAttribute('2026-12-12T18:30:00Z')).toBe('2026-12-12T19:30:00+01:00');
    expect(dateTimeAttribute('2026-12-06T17:00:00')).toBe('2026-12-06T17:00:00+01:00');
  });
});

describe('deadlines and order', () => {
  it('keeps a date-only deadline open until its day has ended in Copenhagen', () => {
    // 1 May 2026, 23:30 in Copenhagen (21:30Z): the day of the deadline, still open.
    expect(isPast('2026-05-01', Date.UTC(2026, 4, 1, 21, 30))).toBe(false);
    // 2 May, 00:30 in Copenhagen (1 May, 22:30Z): past.
    expect(isPast('2026-05-01', Date.UTC(2026, 4, 1, 22, 30))).toBe(true);
    expect(isPast('2026-05-01T12:00:00+02:00', Date.UTC(2026, 4, 1, 10, 1))).toBe(true);
    expect(isPast('2026-05-01T12:00:00+02:00', Date.UTC(2026, 4, 1, 9, 59))).toBe(false);
    expect(isPast('not a date')).toBe(false);
  });

  it('marks an application deadline passed by the day: from the Copenhagen midnight after it', () => {
    // A noon deadline on 1 May stays open all of 1 May, and is passed from 2 May, 00:00.
    expect(deadlinePassed('2026-05-01T12:00:00+02:00', Date.UTC(2026, 4, 1, 21, 59))).toBe(false);
    expect(deadlinePassed('2026-05-01T12:00:00+02:00', Date.UTC(2026, 4, 1, 22, 0))).toBe(true);
    expect(deadlinePassed('2026-05-01', Date.UTC(2026, 4, 1, 21, 30))).toBe(false);
    expect(deadlinePassed('2026-05-01', Date.UTC(2026, 4, 1, 22, 0))).toBe(true);
    expect(deadlinePassed(null)).toBe(false);
  });

  it('orders jobs by deadline: the nearest first, then none, then the passed ones', () => {
    const now = Date.UTC(2026, 4, 10, 10);
    const jobs = [
      { t: 'passed long ago', d: '2026-04-01' },
      { t: 'none', d: null },
      { t: 'in a month', d: '2026-06-10' },
      { t: 'passed yesterday', d: '2026-05-09' },
      { t: 'today', d: '2026-05-10' },
      { t: 'tomorrow', d: '2026-05-11T12:00:00Z' },
    ];
    expect(byDeadline(jobs, (j) => j.d, now).map((j) => j.t)).toEqual([
      'today',
      'tomorrow',
      'in a month',
      'none',
      'passed yesterday',
      'passed long ago',
    ]);
  });

  it('sorts a calendar date from Copenhagen midnight', () => {
    expect(dateSortKey('2026-05-01')).toBe(Date.UTC(2026, 3, 30, 22));
    expect(dateSortKey('2026-05-01')).toBeLessThan(dateSortKey('2026-05-01T00:30:00+02:00'));
    expect(dateSortKey('nope')).toBeNaN();
  });
});

describe('file sizes and dates in the language', () => {
  it('formats file sizes the Danish way', () => {
    expect(formatFileSize(2_300_000, 'da')).toBe('2,3 MB');
    expect(formatFileSize(2_300_000, 'en')).toBe('2.3 MB');
    expect(formatFileSize(512, 'da')).toBe('512 B');
    expect(formatFileSize(45_000, 'da')).toBe('45 kB');
    expect(formatFileSize(null, 'da')).toBe('');
  });
  it('formats dates for the language in Danish time', () => {
    expect(formatDate('2026-10-02T09:14:00Z', 'da')).toBe('2. oktober 2026');
    expect(formatDate('2026-10-02T09:14:00Z', 'en')).toBe('2 October 2026');
    expect(formatDate('2026-10-02T09:14:00Z', 'de')).toBe('2. Oktober 2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'da')).toBe('1. januar 2027');
    expect(formatDate('not a date', 'da')).toBe('');
  });
});

describe('Intl formatters', () => {
  it('are made once per language and style, not per call', () => {
    const everything = () => {
      for (const language of ['da', 'en', 'de'] as const) {
        formatDate('2026-10-02', language);
        formatShortDate('2026-10-02', language);
        formatDateTime('2026-10-02T09:14:00Z', language);
        formatDateRange('2026-10-02T09:14:00Z', '2026-10-02T11:00:00Z', language);
        formatFileSize(2_300_000, language);
        formatNumber(1.25, language, 2);
      }
      dateTimeAttribute('2026-10-02T09:14:00Z');
      isPast('2026-10-02');
    };
    everything();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      everything();
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
    }
  });
});

describe('the server time zone does not matter', () => {
  const probe = `
    import('#src/shared/format.ts').then((f) => {
      const values = ['2026-05-01', '2027-01-15T00:00:00Z', '2026-12-31T23:30:00Z', '2026-12-06T17:00:00', '2026-07-06T00:00:00+02:00'];
      const out = values.map((v) => [f.formatDateTime(v, 'da'), f.formatDate(v, 'en'), f.dateTimeAttribute(v), f.dateSortKey(v)]);
      out.push([f.isPast('2026-05-01', Date.UTC(2026, 4, 1, 21, 30)), f.isPast('2026-05-01', Date.UTC(2026, 4, 1, 22, 30))]);
      out.push([new Date(2026, 0, 1).getTimezoneOffset()]);
      process.stdout.write(JSON.stringify(out));
    });
  `;
  const run = async (tz: string) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe],
      { env: { ...process.env, TZ: tz }, cwd: process.cwd() },
    );
    return JSON.parse(stdout) as unknown[][];
  };

  it('gives the same text under Pacific/Kiritimati (UTC+14) and America/Los_Angeles', async () => {
    const [far, west, copenhagen] = await Promise.all([
      run('Pacific/Kiritimati'),
      run('America/Los_Angeles'),
      run('Europe/Copenhagen'),
    ]);
    // The probes really ran in those zones.
    expect(far.pop()).toEqual([-840]);
    expect(west.pop()).toEqual([480]);
    copenhagen.pop();
    expect(far).toEqual(copenhagen);
    expect(west).toEqual(copenhagen);
    expect(copenhagen.slice(0, 3).map((row) => row.slice(0, 3))).toEqual([
      ['1. maj 2026', '1 May 2026', '2026-05-01'],
      ['15. januar 2027', '15 January 2027', '2027-01-15'],
      ['1. januar 2027 kl. 00.30', '1 January 2027', '2027-01-01T00:30:00+01:00'],
    ]);
    expect(copenhagen.at(-1)).toEqual([false, true]);
  }, 30_000);
});
