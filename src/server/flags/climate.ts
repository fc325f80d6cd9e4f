import { isThemeAlias, type ThemeAlias } from '#src/styles/themes.ts';
import { CLIMATE_THEME, climateChosen } from '#src/shared/climate.ts';
import type { PublicConfig } from '../public-config.ts';

/**
 * Whether this request is shown in the energy-saver theme because the visitor chose it with the
 * climate button. Only while CLIMATE_BUTTON is on: switching the flag off gives every visitor the
 * site's own theme back, whatever their cookie says.
 */
export function climateModeOf(cookie: string | null | undefined, config: PublicConfig): boolean {
  return config.flags.CLIMATE_BUTTON && climateChosen(cookie);
}

/** The theme a page is painted in: the visitor's climate choice, else the site's theme. */
export function effectiveTheme(
  siteAlias: string | null | undefined,
  cookie: string | null | undefined,
  config: PublicConfig,
): ThemeAlias {
  if (climateModeOf(cookie, config)) return CLIMATE_THEME;
  return siteAlias && isThemeAlias(siteAlias) ? siteAlias : 'default';
}

/**
 * The page-cache variant of the theme (page-cache.ts): a page painted in the visitor's chosen
 * theme is a different page, so it is kept apart from everyone else's.
 */
export const themeCacheVariant = (cookie: string | null | undefined, config: PublicConfig) =>
  climateModeOf(cookie, config) ? 'c' : '';
