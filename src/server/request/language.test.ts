import { describe, expect, it } from 'vitest';
import type { Site } from '../types.ts';
import { decideLanguage, documentLanguage } from './language.ts';

// The one decision of a request's language: the visitor's choice, the backend's culture for the
// page, the site's culture list by path prefix, the path, Danish.

const cultures: Site['cultures'] = [
  { culture: 'da-DK', url: '/', name: 'Dansk', language: 'da' },
  { culture: 'en-US', url: '/en/', name: 'English', language: 'en' },
  { culture: 'de-DE', url: 'https://www.example-kommune.dk/deutsch/', name: null, language: 'de' },
];
const q = (query = '') => new URLSearchParams(query);

describe('decideLanguage', () => {
  it("takes the visitor's explicit choice first", () => {
    expect(
      decideLanguage({
        query: q('overwrite-lang=en'),
        pagePath: '/borger/',
        pageCulture: 'da-DK',
        cultures,
      }),
    ).toBe('en');
    // A choice that names no language of the site's counts for nothing.
    expect(decideLanguage({ query: q('overwrite-lang=fr'), pagePath: '/en/x/' })).toBe('en');
  });

  it("then the backend's culture for the page", () => {
    expect(decideLanguage({ query: q(), pagePath: '/en/x/', pageCulture: 'de-DE', cultures })).toBe(
      'de',
    );
  });

  it("then the site's culture list by the longest path prefix (a root may be a URL)", () => {
    expect(decideLanguage({ query: q(), pagePath: '/en/about/', cultures })).toBe('en');
    expect(decideLanguage({ query: q(), pagePath: '/deutsch/x/', cultures })).toBe('de');
    expect(decideLanguage({ query: q(), pagePath: '/borger/', cultures })).toBe('da');
    // `/ende/` is not under `/en/`.
    expect(decideLanguage({ query: q(), pagePath: '/ende/', cultures })).toBe('da');
  });

  it('then the path, then Danish', () => {
    expect(decideLanguage({ query: q(), pagePath: '/de/' })).toBe('de');
    expect(decideLanguage({ query: q(), pagePath: '/en/contact/' })).toBe('en');
    expect(decideLanguage({ query: q(), pagePath: '/ende/' })).toBe('da');
    expect(decideLanguage({ query: q(), pagePath: '/' })).toBe('da');
  });

  // Regression: a backend whose site culture stays da-DK on /en/… (its not-found answer carries
  // the site's culture, not a page's) while its culture list maps /en/ to English: the English
  // 404 was Danish.
  it('gives English for an /en/ page the backend did not find, whatever its site culture', () => {
    expect(
      decideLanguage({ query: q(), pagePath: '/en/does-not-exist/', pageCulture: null, cultures }),
    ).toBe('en');
  });
});

describe('documentLanguage', () => {
  it("writes <html lang> as the content's tag when it names the language", () => {
    expect(documentLanguage('da', q(), 'da-DK')).toEqual({
      language: 'da',
      html: 'da-DK',
      main: null,
      mainLanguage: 'da',
    });
    expect(documentLanguage('da', q(), 'not a tag')).toMatchObject({ html: 'da', main: null });
  });

  it('gives <main> the content’s own language when it is another, unless the visitor chose', () => {
    expect(documentLanguage('da', q(), 'en-US')).toEqual({
      language: 'da',
      html: 'da',
      main: 'en-US',
      mainLanguage: 'en',
    });
    expect(documentLanguage('da', q('overwrite-lang=da'), 'en-US')).toMatchObject({
      main: null,
      mainLanguage: 'da',
    });
  });
});
