import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '#src/server/routing.test-kit.ts';
import { absoluteUrl, isoValue } from './urls.ts';

const ORIGIN = 'https://www.example-kommune.dk';

describe('dates and addresses', () => {
  it('reads ISO dates and date-times with real calendar days only', () => {
    expect(isoValue('2026-05-01')).toMatchObject({ value: '2026-05-01', dateOnly: true });
    expect(isoValue('2026-05-01T10:00:00+02:00')).toMatchObject({ dateOnly: false });
    expect(isoValue('2026-05-01T10:00')).toMatchObject({ dateOnly: false });
    for (const bad of [
      '2026-02-29',
      '2026-02-31',
      '2026-5-1',
      '1/5/2026',
      '',
      'x',
      '2026-05-01T25:00',
    ]) {
      expect(isoValue(bad), bad).toBeNull();
    }
    expect(isoValue('2028-02-29')).not.toBeNull();
  });

  it('makes paths absolute on the origin; only http(s) addresses pass', () => {
    expect(absoluteUrl('/a b/ø/', ORIGIN)).toBe(`${ORIGIN}/a%20b/%C3%B8/`);
    expect(absoluteUrl('https://other.dk/x', ORIGIN)).toBe('https://other.dk/x');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil',
      'data:text/html,x',
      'x/y',
    ]) {
      expect(absoluteUrl(bad, ORIGIN), bad).toBeNull();
    }
  });

  it.each(HOSTILE_PATHS)('never makes an address of a hostile path: %s', (_name, path) => {
    expect(absoluteUrl(path, ORIGIN)).toBeNull();
  });
});
