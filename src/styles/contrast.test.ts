import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA, relativeLuminance } from './contrast.ts';

describe('contrast', () => {
  it('follows the WCAG 2.1 formula at the extremes and at a known mid value', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abc', '#aabbcc')).toBe(1);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });

  it('rejects anything but #rgb and #rrggbb', () => {
    for (const bad of ['fff', '#ffff', '#gggggg', 'red', '']) {
      expect(() => relativeLuminance(bad)).toThrow(TypeError);
    }
  });

  it('applies the AA minimum per kind without rounding up', () => {
    expect(meetsAA(4.5, 'text')).toBe(true);
    expect(meetsAA(4.499, 'text')).toBe(false);
    expect(meetsAA(3, 'large')).toBe(true);
    expect(meetsAA(2.999, 'ui')).toBe(false);
  });
});
