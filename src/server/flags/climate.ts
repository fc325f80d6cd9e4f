import { isThemeAlias, type ThemeAlias } from '#src/styles/themes.ts';
import { CLIMATE_COOKIE, CLIMATE_THEME } from '#src/shared/climate.ts';
import { sentCookie } from '../http/cookies.ts';
import type { PublicConfig } from '../public-config.ts';

/**
 * Whether a Cookie header carries the energy-saver choice: the first cookie of the exact name, as
 * http/cookies.ts reads it, with exactly that value (undecoded; garbage is no choice).
 */
export const climateChosen = (cookie: string | null | undefined): boolean =>
  sentCookie(cookie, CLIMATE_COOKIE) === CLIMATE_THEME;

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

/** Any mention of the cookie's name, in any case: what nginx's `$cookie_kommune_theme` could find. */
const MENTION = new RegExp(CLIMATE_COOKIE, 'gi');
/**
 * The one spelling both the app (`climateChosen`) and nginx (`$cookie_kommune_theme`) read the
 * same: the exact name first in the header or after `;` and spaces, `=`, a value of RFC 6265
 * cookie octets only (nginx keeps trailing whitespace and reads on past `,`, the app trims).
 */
const EXACT = new RegExp(String.raw`(?:^|;\x20*)${CLIMATE_COOKIE}=[!#-+\--:<-\[\]-~]*(?:;|$)`);

/**
 * The page-cache variant of the theme (page-keys.ts): a page painted in the visitor's chosen
 * theme is a different page, so it is kept apart from everyone else's. null when the Cookie
 * header names the cookie in a way a cache in front could read otherwise (more than one
 * mention in any case, or one in another spelling or position): such a request is neither
 * stored nor served from a cache, as nginx's `$kommune_theme_unclear` bypasses it.
 */
export function themeCacheVariant(
  cookie: string | null | undefined,
  config: PublicConfig,
): 'c' | '' | null {
  // With the flag off the cookie changes nothing in the page, so nothing can be misread.
  if (!config.flags.CLIMATE_BUTTON || !cookie) return '';
  const mentions = cookie.match(MENTION)?.length ?? 0;
  if (mentions === 0) return '';
  if (mentions > 1 || !EXACT.test(cookie)) return null;
  return climateChosen(cookie) ? 'c' : '';
}
