/**
 * `answer` with its answers kept per key, for a pure function asked the same few things on
 * every render (a page's dates, its site's paths). At most `max` are kept; when full, they are
 * all dropped and kept again as asked (cheaper than an LRU's bookkeeping on every hit, and a
 * flood of new keys costs no more than the function itself).
 */
export function keptAnswers<K, V>(answer: (key: K) => V, max: number): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = answer(key);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}
