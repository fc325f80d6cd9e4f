import { describe, expect, it } from 'vitest';
import { themePairs } from './contrast.ts';
import { colorTokens, isThemeAlias, themeAliases, themes } from './themes.ts';

describe('themes', () => {
  it('has exactly the eight aliases', () => {
    expect([...themeAliases].sort()).toEqual(
      [
        'dark',
        'default',
        'energy-saver',
        'subsite-1',
        'subsite-2',
        'subsite-3',
        'subsite-4',
        'subsite-5',
      ].sort(),
    );
    expect(Object.keys(themes).sort()).toEqual([...themeAliases].sort());
    expect(isThemeAlias('subsite-3')).toBe(true);
    expect(isThemeAlias('subsite-6')).toBe(false);
    expect(isThemeAlias(undefined)).toBe(false);
  });

  const defaultKeys = Object.keys(themes.default.siteSettings.colors).sort();

  it('the default theme defines every colour token of the contract', () => {
    expect(defaultKeys).toEqual([...colorTokens].sort());
  });

  describe.each(themeAliases)('%s', (alias) => {
    const { colors } = themes[alias].siteSettings;

    it('defines every token the default defines, each as a hex colour', () => {
      expect(Object.keys(colors).sort()).toEqual(defaultKeys);
      for (const [token, value] of Object.entries(colors)) {
        expect(value, token).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
      }
    });

    it('meets WCAG AA for every required pair', () => {
      const failing = themePairs(colors)
        .filter((pair) => !pair.passes)
        .map(
          (p) =>
            `${p.foreground} ${colors[p.foreground]} on ${p.background} ${colors[p.background]}: ` +
            `${p.ratio.toFixed(2)} < ${p.kind === 'text' ? 4.5 : 3} (${p.kind})`,
        );
      expect(failing, `${alias} fails AA:\n${failing.join('\n')}`).toEqual([]);
    });
  });
});
