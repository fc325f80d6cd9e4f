// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { themeAliases, themes } from '#src/styles/themes.ts';
import { ContrastTable, formatRatio } from './ContrastTable.tsx';

describe('ContrastTable', () => {
  it('cuts contrast ratios to two decimals, never rounding up', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
    expect(formatRatio(3)).toBe('3,00:1');
  });

  it('lists every contrast pair of every theme with a text verdict, in a captioned table', () => {
    for (const alias of themeAliases) {
      const view = renderStatic(<ContrastTable alias={alias} theme={themes[alias]} />);
      expect(view.getAllByText(/Består/).length, alias).toBeGreaterThan(0);
      expect(view.getByRole('table').querySelector('caption'), alias).not.toBeNull();
    }
  });
});
