import { describe, expect, it } from 'vitest';
import { guard, RECORDED, shown, toleranceMs } from './bench-guard.ts';

describe('the uncached render’s guard', () => {
  const recorded = { cpuMs: 3, spread: [2.8, 3.3] } as const;

  it('allows the recorded figure and what its spread allows above it', () => {
    expect(toleranceMs(recorded)).toBeCloseTo(0.5);
    expect(guard({ cpuMs: 2.5, spread: [2.4, 2.7] }, recorded)).toEqual({
      holds: true,
      limitMs: 3.5,
    });
    expect(guard({ cpuMs: 3.5, spread: [3.2, 3.9] }, recorded).holds).toBe(true);
  });

  it('fails a render that costs more than that', () => {
    expect(guard({ cpuMs: 3.51, spread: [3.4, 3.6] }, recorded).holds).toBe(false);
  });

  it('holds the content page to a figure recorded with its spread', () => {
    expect(RECORDED.path).toBe('/borger/affald-og-genbrug/');
    expect(RECORDED.spread[0]).toBeLessThanOrEqual(RECORDED.cpuMs);
    expect(RECORDED.spread[1]).toBeGreaterThanOrEqual(RECORDED.cpuMs);
    expect(shown(RECORDED)).toMatch(/^\d+\.\d\d ms \(\d+\.\d\d–\d+\.\d\d\)$/);
  });
});
