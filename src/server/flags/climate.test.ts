import { describe, expect, it } from 'vitest';
import { climateChosen, CLIMATE_COOKIE } from '#src/shared/climate.ts';
import { climateModeOf, effectiveTheme, themeCacheVariant } from '#src/server/flags/climate.ts';
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
