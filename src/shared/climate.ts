// CLIMATE_BUTTON (decision 020): the visitor's choice of the energy-saver theme, remembered in a
// cookie the server reads, so the next page is rendered in that theme without a flash. Shared by
// the server (which reads it: flags/climate.ts) and the button (which reads the state it was
// rendered with).

/** The cookie name has no `-`, so nginx can read it as `$cookie_kommune_theme` for its cache key. */
export const CLIMATE_COOKIE = 'kommune_theme';
/** The one value the cookie may hold; anything else is no choice. */
export const CLIMATE_THEME = 'energy-saver';
/** One year, in seconds. */
export const CLIMATE_COOKIE_MAX_AGE = 31_536_000;
