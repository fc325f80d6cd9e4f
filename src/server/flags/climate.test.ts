import { describe, expect, it } from 'vitest';
import { CLIMATE_COOKIE } from '#src/shared/climate.ts';
import { climateChosen, climateModeOf, effectiveTheme, themeCacheVariant } from './climate.ts';
import { allOn, envWith } from './flags.test-kit.ts';

// The components' part of the flags is tested beside them: GoToTop, ClimateButton, ToastRegion,
// FeedbackModule (FeedbackForm) and SiteLayout.

describe('CLIMATE_BUTTON', () => {
  it('reads only the exact choice from the cookie; off ignores it', () => {
    const cookie = `a=1; ${CLIMATE_COOKIE}=energy-saver; b=2`;
    expect(climateChosen(cookie)).toBe(true);
    expect(climateChosen(`${CLIMATE_COOKIE}=dark`)).toBe(false);
    expect(climateChosen(`x${CLIMATE_COOKIE}=energy-saver`)).toBe(false);
    expect(climateChosen(`${CLIMATE_COOKIE}=energy-saver%00`)).toBe(false);
    expect(climateChosen(null)).toBe(false);
    // Hostile spellings, read as http/cookies.ts reads them: the first of the exact name, as sent.
    expect(climateChosen(`${CLIMATE_COOKIE}=x; ${CLIMATE_COOKIE}=energy-saver`)).toBe(false);
    expect(climateChosen(`${CLIMATE_COOKIE}=energy-saver; ${CLIMATE_COOKIE}=x`)).toBe(true);
    expect(climateChosen(`${CLIMATE_COOKIE}=energy%2Dsaver`)).toBe(false);
    expect(climateChosen(`${CLIMATE_COOKIE}=energy-saver=1`)).toBe(false);
    expect(climateChosen(`\xa0${CLIMATE_COOKIE}=energy-saver`)).toBe(false);
    expect(climateChosen(`${'a=b; '.repeat(50_000)}${CLIMATE_COOKIE}=energy-saver`)).toBe(true);
    const off = envWith({}).publicConfig;
    expect(climateModeOf(cookie, off)).toBe(false);
    expect(effectiveTheme('subsite-2', cookie, off)).toBe('subsite-2');
    const on = allOn().publicConfig;
    expect(effectiveTheme('subsite-2', cookie, on)).toBe('energy-saver');
    expect(effectiveTheme('subsite-2', null, on)).toBe('subsite-2');
    expect(effectiveTheme('nonsense', null, on)).toBe('default');
    expect(themeCacheVariant(cookie, on)).not.toBe(themeCacheVariant(null, on));
  });
});

describe('themeCacheVariant: only a theme cookie nginx and the app read alike is cached', () => {
  const on = () => allOn().publicConfig;
  it('keys the exact cookie, once, in its own variant; no mention or another value is the default', () => {
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=energy-saver`, on())).toBe('c');
    expect(themeCacheVariant(`a=1; ${CLIMATE_COOKIE}=energy-saver; b=2`, on())).toBe('c');
    expect(themeCacheVariant(`a=1;${CLIMATE_COOKIE}=energy-saver`, on())).toBe('c');
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=dark`, on())).toBe('');
    // nginx's map once matched values in any case: the app reads this as no choice.
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=ENERGY-SAVER`, on())).toBe('');
    expect(themeCacheVariant('a=1', on())).toBe('');
    expect(themeCacheVariant(null, on())).toBe('');
  });
  it('is null (no cache) for an uppercase duplicate, two mentions or another case only', () => {
    // Regression: nginx read `x` (its lookup ignores case), the app energy-saver.
    expect(themeCacheVariant(`KOMMUNE_THEME=x; ${CLIMATE_COOKIE}=energy-saver`, on())).toBeNull();
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=energy-saver; KOMMUNE_THEME=x`, on())).toBeNull();
    expect(
      themeCacheVariant(`${CLIMATE_COOKIE}=x; ${CLIMATE_COOKIE}=energy-saver`, on()),
    ).toBeNull();
    expect(themeCacheVariant(`Kommune_Theme=energy-saver`, on())).toBeNull();
    expect(themeCacheVariant(`a=${CLIMATE_COOKIE}`, on())).toBeNull();
  });
  it('is null where nginx and the app would cut the name or value differently', () => {
    // nginx keeps trailing spaces in the value and starts a cookie after `,`; the app trims and
    // splits on `;` only.
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=energy-saver `, on())).toBeNull();
    expect(themeCacheVariant(`a=1, ${CLIMATE_COOKIE}=energy-saver`, on())).toBeNull();
    expect(themeCacheVariant(`a=1;\t${CLIMATE_COOKIE}=energy-saver`, on())).toBeNull();
    expect(themeCacheVariant(`${CLIMATE_COOKIE} = energy-saver`, on())).toBeNull();
    expect(themeCacheVariant(`${CLIMATE_COOKIE}="energy-saver"`, on())).toBeNull();
  });
  it('with CLIMATE_BUTTON off the cookie is not read, so nothing is ambiguous', () => {
    const off = envWith({}).publicConfig;
    expect(themeCacheVariant(`KOMMUNE_THEME=x; ${CLIMATE_COOKIE}=energy-saver`, off)).toBe('');
    expect(themeCacheVariant(`${CLIMATE_COOKIE}=energy-saver`, off)).toBe('');
  });
});
