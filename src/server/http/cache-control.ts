// Cache-Control by kind of answer, and Vary (docs/decisions/008-csp-and-http-caching.md).

export const CACHE_CONTROL = {
  /**
   * Feeds of lists: a shared cache keeps them briefly and may serve them stale. (CMS pages are
   * kept until a publish when they can be: freshness.ts.)
   */
  publicList: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400',
  /** Answers for one person (tools session, preview, `cache=false`). */
  private: 'private, no-store',
  noStore: 'no-store',
  /** Build assets have content hashes in their names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Other public files (favicon and the like). */
  publicFile: 'public, max-age=3600',
  /** Redirects decided by the URL alone (trailing slash, /umbraco/*). */
  permanentRedirect: 'public, max-age=86400',
} as const;

/** Adds names to a response's `Vary` without repeating any. */
export function addVary(headers: Headers, ...names: string[]): void {
  const current = (headers.get('vary') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (current.includes('*')) return;
  for (const name of names) {
    if (!current.some((n) => n.toLowerCase() === name.toLowerCase())) current.push(name);
  }
  headers.set('vary', current.join(', '));
}

/** A `Vary` value with `name` added unless it is there (or `*` is). */
export function withVary(vary: string | undefined, name: string): string {
  const current = (vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (current.includes('*')) return current.join(', ');
  if (!current.some((n) => n.toLowerCase() === name.toLowerCase())) current.push(name);
  return current.join(', ');
}

/** The `s-maxage` (else `max-age`) of a Cache-Control value in ms, or null. */
export function sharedMaxAgeMs(cacheControl: string | null | undefined): number | null {
  const value = cacheControl ?? '';
  const seconds =
    /(?:^|[,\s])s-maxage=(\d+)/i.exec(value) ?? /(?:^|[,\s])max-age=(\d+)/i.exec(value);
  return seconds ? Number(seconds[1]) * 1000 : null;
}

/** The `stale-while-revalidate` of a Cache-Control value in ms (0 without). */
export function staleWhileRevalidateMs(cacheControl: string | null | undefined): number {
  const seconds = /(?:^|[,\s])stale-while-revalidate=(\d+)/i.exec(cacheControl ?? '');
  return seconds ? Number(seconds[1]) * 1000 : 0;
}
