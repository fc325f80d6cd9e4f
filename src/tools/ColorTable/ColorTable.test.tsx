// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { colorTokens, themeAliases, themes } from '#src/styles/themes.ts';
import { ColorTable } from './ColorTable.tsx';

describe('ColorTable', () => {
  it('lists every colour token of every theme with its value', () => {
    for (const alias of themeAliases) {
      const view = renderStatic(<ColorTable alias={alias} theme={themes[alias]} />);
      for (const token of colorTokens) expect(view.getAllByText(token).length).toBeGreaterThan(0);
      expect(view.container.innerHTML).toContain(themes[alias].siteSettings.colors.primary);
    }
  });
});
