import { describe, expect, it } from 'vitest';
import type { Site } from '../types.ts';
import { cultureLanguageOf, siteSearchOf } from './site-search.ts';

// Where the header's search goes: each culture's own search page, else one that answers in the
// visitor's language (decision 032).

const cultures: Site['cultures'] = [
  { id: '1200', culture: 'da-DK', url: '/', name: 'Dansk', language: 'da' },
  { id: '1250', culture: 'en-US', url: '/en/', name: 'English', language: 'en' },
  { id: '1260', culture: 'de-DE', url: '/de', name: 'Deutsch', language: 'de' },
];
const site = (culture: string, searchPageUrl: string | null) => ({
  culture,
  cultures,
  searchPageUrl,
});
const CONFIGURED = '/da/soegning/';

describe('the header search', () => {
  it("goes to the culture's own search page", () => {
    expect(siteSearchOf(site('da-DK', '/da/soegning/'), 'da', CONFIGURED)).toEqual({
      action: '/da/soegning/',
      language: null,
    });
    expect(siteSearchOf(site('en-US', '/en/search/'), 'en', CONFIGURED)).toEqual({
      action: '/en/search/',
      language: null,
    });
  });

  it("else asks another culture's search page to answer in the visitor's language", () => {
    expect(siteSearchOf(site('de-DE', '/da/soegning/'), 'de', CONFIGURED)).toEqual({
      action: '/da/soegning/',
      language: 'de',
    });
    // No search page in the site data: the configured one, in the visitor's language.
    expect(siteSearchOf(site('de-DE', null), 'de', CONFIGURED)).toEqual({
      action: CONFIGURED,
      language: 'de',
    });
    // A Danish page shown in English (overwrite-lang) searches in English too.
    expect(siteSearchOf(site('da-DK', '/da/soegning/'), 'en', CONFIGURED).language).toBe('en');
  });

  it('places a page in the culture whose root is the longest start of it', () => {
    expect(cultureLanguageOf({ cultures }, '/en/search/')).toBe('en');
    expect(cultureLanguageOf({ cultures }, '/de/suche/')).toBe('de');
    expect(cultureLanguageOf({ cultures }, '/dem/')).toBe('da');
    expect(cultureLanguageOf({ cultures }, '/soeg/')).toBe('da');
    expect(cultureLanguageOf({ cultures: [] }, '/en/search/')).toBeNull();
    // Cultures on hosts of their own.
    const hosts = [
      { culture: 'da-DK', url: 'https://kommune.dk/', name: null, language: 'da' as const },
      { culture: 'en-US', url: 'https://en.kommune.dk/', name: null, language: 'en' as const },
    ];
    expect(cultureLanguageOf({ cultures: hosts }, 'https://en.kommune.dk/search/')).toBe('en');
    expect(cultureLanguageOf({ cultures: hosts }, '/search/')).toBeNull();
  });

  it("takes a search page no culture places to be the site data's own", () => {
    const unplaced = { culture: 'en-US', cultures: [], searchPageUrl: '/search/' };
    expect(siteSearchOf(unplaced, 'en', CONFIGURED).language).toBeNull();
    expect(siteSearchOf({ ...unplaced, culture: null }, 'de', CONFIGURED).language).toBe('de');
  });

  it('is the same for the same site, language and configured page, and follows each', () => {
    const cached = site('en-US', '/da/soegning/');
    const first = siteSearchOf(cached, 'en', CONFIGURED);
    expect(siteSearchOf(cached, 'en', CONFIGURED)).toEqual(first);
    expect(first).toEqual({ action: '/da/soegning/', language: 'en' });
    expect(siteSearchOf(cached, 'da', CONFIGURED)).toEqual({
      action: '/da/soegning/',
      language: null,
    });
    expect(siteSearchOf(site('en-US', '/en/search/'), 'en', CONFIGURED)).toEqual({
      action: '/en/search/',
      language: null,
    });
    expect(siteSearchOf({ ...cached, searchPageUrl: null }, 'da', '/soeg/')).toEqual({
      action: '/soeg/',
      language: null,
    });
  });
});
