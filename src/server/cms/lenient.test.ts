import { describe, expect, it } from 'vitest';
import { numeric } from './lenient.ts';

describe('numeric', () => {
  it('takes numbers and numeric strings', () => {
    expect(numeric.parse(12)).toBe(12);
    expect(numeric.parse('12')).toBe(12);
    expect(numeric.parse('-1.5')).toBe(-1.5);
  });

  it('refuses what is not a finite number, however it is written', () => {
    for (const bad of ['1'.repeat(400), 'Infinity', '1e3', '', ' 1', Number.NaN, Infinity, null]) {
      expect(numeric.safeParse(bad).success, String(bad).slice(0, 12)).toBe(false);
    }
  });
});
