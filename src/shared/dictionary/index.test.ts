import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type * as IntlMessageFormatModule from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { dictionaries, sections, translator, type DictionaryKey } from './index.ts';

// Counts the messages the translator compiles, and the times it formats each.
const compiled = vi.hoisted(() => [] as unknown[]);
const formatted = vi.hoisted(() => [] as unknown[]);
vi.mock('intl-messageformat', async (importOriginal) => {
  const real = await importOriginal<typeof IntlMessageFormatModule>();
  class CountingMessageFormat extends real.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof real.IntlMessageFormat>) {
      super(...args);
      compiled.push(args[0]);
      const format = this.format;
      this.format = (...values) => {
        formatted.push(args[0]);
        return format(...values);
      };
    }
  }
  return { ...real, IntlMessageFormat: CountingMessageFormat };
});

const languages = ['da', 'en', 'de'] as const;

/** Every string with a count, and what it says for 0, 1 and 2 in each language. */
const counts: Record<string, Record<(typeof languages)[number], [string, string, string]>> = {
  'preview.contentCheck': {
    da: [
      'Indholdstjekket fandt ingen problemer i kladden.',
      'Indholdstjekket fandt 1 problem i kladden.',
      'Indholdstjekket fandt 2 problemer i kladden.',
    ],
    en: [
      'The content check found no problems in the draft.',
      'The content check found 1 problem in the draft.',
      'The content check found 2 problems in the draft.',
    ],
    de: [
      'Die Inhaltsprüfung hat im Entwurf keine Probleme gefunden.',
      'Die Inhaltsprüfung hat im Entwurf 1 Problem gefunden.',
      'Die Inhaltsprüfung hat im Entwurf 2 Probleme gefunden.',
    ],
  },
  'list.results': {
    da: ['0 resultater', '1 resultat', '2 resultater'],
    en: ['0 results', '1 result', '2 results'],
    de: ['0 Ergebnisse', '1 Ergebnis', '2 Ergebnisse'],
  },
  'input.teamMinimum': {
    da: [
      'Et hold skal have mindst 0 tilmeldte',
      'Et hold skal have mindst 1 tilmeldt',
      'Et hold skal have mindst 2 tilmeldte',
    ],
    en: [
      'A team needs at least 0 registrants',
      'A team needs at least 1 registrant',
      'A team needs at least 2 registrants',
    ],
    de: [
      'Ein Team braucht mindestens 0 Anmeldungen',
      'Ein Team braucht mindestens 1 Anmeldung',
      'Ein Team braucht mindestens 2 Anmeldungen',
    ],
  },
  'tools.tryAgainIn': {
    da: ['Prøv igen om 0 sekunder.', 'Prøv igen om 1 sekund.', 'Prøv igen om 2 sekunder.'],
    en: ['Try again in 0 seconds.', 'Try again in 1 second.', 'Try again in 2 seconds.'],
    de: [
      'Versuchen Sie es in 0 Sekunden erneut.',
      'Versuchen Sie es in 1 Sekunde erneut.',
      'Versuchen Sie es in 2 Sekunden erneut.',
    ],
  },
  'tools.loginLimitedText': {
    da: [
      'For mange mislykkede forsøg. Prøv igen om 0 minutter.',
      'For mange mislykkede forsøg. Prøv igen om 1 minut.',
      'For mange mislykkede forsøg. Prøv igen om 2 minutter.',
    ],
    en: [
      'Too many failed attempts. Try again in 0 minutes.',
      'Too many failed attempts. Try again in 1 minute.',
      'Too many failed attempts. Try again in 2 minutes.',
    ],
    de: [
      'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 0 Minuten erneut.',
      'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 1 Minute erneut.',
      'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 2 Minuten erneut.',
    ],
  },
  'contentCheck.atMost': {
    da: ['højst 0 adresser', 'højst 1 adresse', 'højst 2 adresser'],
    en: ['at most 0 addresses', 'at most 1 address', 'at most 2 addresses'],
    de: ['höchstens 0 Adressen', 'höchstens 1 Adresse', 'höchstens 2 Adressen'],
  },
  'longRead.readingTime': {
    da: ['Læsetid: 0 minutter', 'Læsetid: 1 minut', 'Læsetid: 2 minutter'],
    en: ['Reading time: 0 minutes', 'Reading time: 1 minute', 'Reading time: 2 minutes'],
    de: ['Lesezeit: 0 Minuten', 'Lesezeit: 1 Minute', 'Lesezeit: 2 Minuten'],
  },
};

/** `{n}` that is not a count: a page's number. */
const numbersThatAreNotCounts = new Set(['list.page']);

/** The names of the plain `{name}` arguments and the plural ones in a parsed message. */
function argumentsOf(elements: MessageFormatElement[]) {
  const plain: string[] = [];
  const plural: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const el of list) {
      if (el.type === TYPE.argument) plain.push(el.value);
      if (el.type === TYPE.plural) {
        plural.push(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.select)
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  return { plain, plural };
}

describe('the dictionary is ICU MessageFormat (decision 018)', () => {
  it('every message of every language parses, with the same arguments in each language', () => {
    for (const key of Object.keys(dictionaries.da) as DictionaryKey[]) {
      const names = languages.map((language) => {
        const args = argumentsOf(parse(dictionaries[language][key]));
        return [...args.plain, ...args.plural].sort().join(',');
      });
      expect(new Set(names).size, `${key}: ${names.join(' | ')}`).toBe(1);
    }
  });

  it('a number argument that counts something uses a plural in every language', () => {
    const counted = new Set<string>();
    for (const language of languages) {
      for (const [key, message] of Object.entries(dictionaries[language])) {
        const { plain, plural } = argumentsOf(parse(message));
        if (plural.length) counted.add(key);
        const bare = plain.filter((name) => ['n', 'count'].includes(name));
        if (bare.length && !numbersThatAreNotCounts.has(key))
          expect.fail(`${language} ${key} has a bare {${bare[0]}}: use {n, plural, …}`);
      }
    }
    // And each of them is tested below.
    expect([...counted].sort()).toEqual(Object.keys(counts).sort());
  });

  for (const [key, byLanguage] of Object.entries(counts)) {
    for (const language of languages) {
      it(`${key} in ${language} for 0, 1 and 2`, () => {
        const t = translator(language);
        expect([0, 1, 2].map((n) => t(key as DictionaryKey, { n }))).toEqual(byLanguage[language]);
      });
    }
  }

  it('formats counts as numbers of the language', () => {
    expect(translator('da')('list.results', { n: 1234 })).toBe('1.234 resultater');
    expect(translator('en')('list.results', { n: 1234 })).toBe('1,234 results');
    expect(translator('de')('list.results', { n: 1234 })).toBe('1.234 Ergebnisse');
  });

  it('fills plain values and keeps a missing one visible instead of throwing', () => {
    const t = translator('da');
    expect(t('search.resultsFor', { q: 'affald' })).toBe('Søgeresultater for »affald«');
    expect(t('search.resultsFor', { q: "{n, plural, other {#}} '" })).toBe(
      "Søgeresultater for »{n, plural, other {#}} '«",
    );
    expect(t('search.resultsFor')).toBe('Søgeresultater for »{q}«');
    expect(t('list.page', { n: 3 })).toBe('Side 3');
  });

  it('compiles a message once per language and key, whichever translator asks', () => {
    for (let i = 0; i < 5; i++) expect(translator('de')('list.page', { n: i })).toBe(`Seite ${i}`);
    expect(compiled.filter((m) => m === dictionaries.de['list.page'])).toHaveLength(1);
  });

  it('is one translator per language, which formats a message without values once', () => {
    expect(translator('en')).toBe(translator('en'));
    expect(translator('en')).not.toBe(translator('da'));
    const times = () => formatted.filter((m) => m === dictionaries.en['skipLink']).length;
    const before = times();
    for (let i = 0; i < 3; i++) expect(translator('en')('skipLink')).toBe(dictionaries.en.skipLink);
    expect(times() - before).toBeLessThanOrEqual(1);
    expect(translator('en')('skipLink')).toBe(dictionaries.en.skipLink);
    // With values, every call is formatted: the values differ.
    const pages = () => formatted.filter((m) => m === dictionaries.en['list.page']).length;
    const pagesBefore = pages();
    translator('en')('list.page', { n: 1 });
    translator('en')('list.page', { n: 2 });
    expect(pages() - pagesBefore).toBe(2);
  });
});

describe('the sections', () => {
  it('never define a key twice: a block’s strings cannot quietly change another’s', () => {
    for (const language of languages) {
      const seen = new Map<string, number>();
      sections.forEach((section, index) => {
        for (const key of Object.keys(section[language])) {
          expect(seen.get(key), `${key} (${language})`).toBeUndefined();
          seen.set(key, index);
        }
      });
      expect(Object.keys(dictionaries[language]).length).toBe(seen.size);
    }
  });
});
