// Hostile paths every caller of the one path check (routing.ts sameOriginPath) is tested with:
// the Referer's back link, returnUrl, and hreflang alternates. Imported by tests only.

/** Paths that must never come out as a link: each would leave the site, or smuggle a control. */
export const HOSTILE_PATHS: readonly (readonly [name: string, path: string])[] = [
  ['protocol-relative', '//evil.example/x'],
  ['a backslash second', '/\\evil.example'],
  ['a tab the URL parser drops', '/\t/evil.example/'],
  ['a newline', '/\n/evil.example/'],
  ['a carriage return', '/\r/evil.example/'],
  ['an encoded tab', '/%09/evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['a dot segment, then a backslash', '/./\\/evil'],
  ['a dot segment, then //', '/.//evil'],
  ['.. back to //', '/a/..//evil.example'],
  ['an encoded dot segment, then //', '/%2e//evil.example'],
  ['U+2028', '/a\u2028b/'],
  ['DEL', '/a\u007fb/'],
  ['3000 characters', `/${'a'.repeat(2999)}`],
];

/** Not paths at all: no caller may read them as one. */
export const NOT_PATHS: readonly (readonly [name: string, value: string])[] = [
  ['U+2028 alone', '\u2028'],
  ['javascript:', 'javascript:alert(1)'],
  ['another origin', 'https://evil.example'],
  ['a relative path', 'borger/'],
];

/** Whether an HTTP header can carry `value` (no NUL, CR, LF or characters above U+00FF). */
export function fitsInHeader(value: string): boolean {
  try {
    return new Headers({ 'x-value': value }).has('x-value');
  } catch {
    return false;
  }
}
