import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { colorTokens, themeAliases, themes, type ColorToken, type Theme } from './themes.ts';
import { fontStack } from './typography.ts';

/** The one theme contract. Themes fill it; components read only `vars`. */
export const vars = createThemeContract({
  color: Object.fromEntries(colorTokens.map((token) => [token, null])) as Record<ColorToken, null>,
  font: { body: null, heading: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null },
  width: { content: null, page: null },
});

const shared = {
  font: fontStack,
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  width: { content: '46rem', page: '78rem' },
};

function colorScheme(selector: string, theme: Theme) {
  globalStyle(selector, { colorScheme: theme.siteSettings.colorScheme });
}

createGlobalTheme(':root', vars, { color: themes.default.siteSettings.colors, ...shared });
colorScheme(':root', themes.default);

// The other themes switch on `<html data-theme="…">` and only replace colours.
for (const alias of themeAliases) {
  if (alias === 'default') continue;
  const selector = `:root[data-theme="${alias}"]`;
  createGlobalTheme(selector, vars.color, themes[alias].siteSettings.colors);
  colorScheme(selector, themes[alias]);
}
