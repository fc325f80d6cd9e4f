import { describe, expect, it } from 'vitest';
import { dictionaries } from '#src/shared/dictionary/index.ts';
import {
  dictionaryRows,
  filterDictionary,
  normalizeQuery,
  type DictionaryRow,
} from '#src/tools/DictionaryTable/dictionary-filter.ts';

describe('dictionary filter', () => {
  const rows = dictionaryRows(dictionaries);

  it('has one row per key with all three languages', () => {
    expect(rows.length).toBe(Object.keys(dictionaries.da).length);
    expect(rows.find((r) => r.key === 'error.title')).toEqual({
      key: 'error.title',
      da: 'Fejlkode',
      en: 'Error code',
      de: dictionaries.de['error.title'],
    });
    expect(rows.map((r) => r.key)).toEqual([...rows.map((r) => r.key)].sort());
  });

  it('matches key and every language, case-insensitively, all words', () => {
    const sample: DictionaryRow[] = [
      { key: 'a.one', da: 'Gå tilbage', en: 'Go back', de: 'Zurück' },
      { key: 'b.two', da: 'Forside', en: 'Front page', de: 'Startseite' },
    ];
    expect(filterDictionary(sample, '')).toEqual(sample);
    expect(filterDictionary(sample, '   ')).toEqual(sample);
    expect(filterDictionary(sample, 'B.TWO').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'gå').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'front').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go startseite')).toEqual([]);
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe('');
  });
});
