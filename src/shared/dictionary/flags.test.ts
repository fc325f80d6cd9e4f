import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from '#src/shared/dictionary/index.ts';

describe("the feature-flag components' strings", () => {
  it('every new dictionary key exists in da, en and de', () => {
    for (const key of ['goToTop.label', 'climate.label', 'toast.close', 'toast.region'] as const) {
      for (const lang of ['da', 'en', 'de'] as const) {
        expect(dictionaries[lang][key], `${lang} ${key}`).toMatch(/\S/);
      }
    }
    expect(translator('de')('goToTop.label')).toBe('Nach oben');
  });
});
