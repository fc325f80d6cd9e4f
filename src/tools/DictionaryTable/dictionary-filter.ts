/** One dictionary key with its text in each language. */
export type DictionaryRow = { key: string; da: string; en: string; de: string };

/** The rows of `dictionaries`, sorted by key. */
export function dictionaryRows(
  dictionaries: Record<'da' | 'en' | 'de', Record<string, string>>,
): DictionaryRow[] {
  return Object.keys(dictionaries.da)
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((key) => ({
      key,
      da: dictionaries.da[key] ?? '',
      en: dictionaries.en[key] ?? '',
      de: dictionaries.de[key] ?? '',
    }));
}

/** Longest filter text that is used; a longer `?q=` is cut. */
export const MAX_QUERY_LENGTH = 100;

export const normalizeQuery = (q: string | null | undefined) =>
  (q ?? '').trim().slice(0, MAX_QUERY_LENGTH);

/**
 * Rows whose key or any translation contains every word of `query`, case-insensitively.
 * An empty query keeps all rows.
 */
export function filterDictionary(rows: DictionaryRow[], query: string): DictionaryRow[] {
  const words = normalizeQuery(query).toLocaleLowerCase('da').split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = `${row.key}\n${row.da}\n${row.en}\n${row.de}`.toLocaleLowerCase('da');
    return words.every((word) => haystack.includes(word));
  });
}
