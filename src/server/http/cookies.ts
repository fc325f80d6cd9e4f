import { parse } from 'cookie';

// The one reading of a Cookie header on the server (decision 051): the `cookie` library's, so no
// two places can read one header two ways. The cache key, the personal rule, the render and the
// backend call all see the cookies as `sentCookies` finds them.

/** A Cookie header's cookies by name (a null-prototype object: `constructor` is not a cookie). */
export type SentCookies = Readonly<Record<string, string | undefined>>;

/**
 * The cookies of a Cookie header as the `cookie` library reads it: the first of each exact name
 * (spaces and tabs around a name or value trimmed, nothing else), each value exactly as sent,
 * undecoded, as nginx reads `$cookie_*` for its key: `kommune_theme=energy%2Dsaver` is not
 * `energy-saver` to either.
 */
export const sentCookies = (header: string | null | undefined): SentCookies =>
  parse(header ?? '', { decode: (value) => value });

/** One cookie's value as `sentCookies` reads it; undefined when the header has no such name. */
export const sentCookie = (header: string | null | undefined, name: string): string | undefined =>
  sentCookies(header)[name];

/**
 * A Cookie header of the named cookies only, as `sentCookies` finds them, written again in one
 * spelling (`a=1; b=2`, in the order of `names`); null when none of them was sent.
 */
export function cookieHeaderOf(
  header: string | null | undefined,
  names: Iterable<string>,
): string | null {
  if (!header) return null;
  const sent = sentCookies(header);
  const kept: string[] = [];
  for (const name of names) {
    const value = sent[name];
    if (value !== undefined) kept.push(`${name}=${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}
