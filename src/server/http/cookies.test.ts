import { describe, expect, it } from 'vitest';
import { cookieHeaderOf, sentCookie, sentCookies } from './cookies.ts';

// The one reading of a Cookie header (http/cookies.ts): what a visitor, a probe or a broken
// client can send, read as the `cookie` library reads it.

const long = `${'a'.repeat(64)}=${'b'.repeat(8_000)}; `.repeat(40); // ~ 320 kB

describe('sentCookies: the cookie library, values undecoded', () => {
  it('takes the first of a repeated name, and names exactly (spaces and tabs trimmed only)', () => {
    expect(sentCookie('a=1; a=2', 'a')).toBe('1');
    expect(sentCookie('a=; a=2', 'a')).toBe('');
    expect(sentCookie(' \ta\t =\t1 ; b=2', 'a')).toBe('1');
    expect(sentCookie('\xa0a=1', 'a')).toBeUndefined();
    expect(sentCookie('A=1', 'a')).toBeUndefined();
    expect(sentCookie('xa=1', 'a')).toBeUndefined();
    expect(sentCookie('junk; a=1', 'a')).toBe('1');
    expect(sentCookie('a', 'a')).toBeUndefined();
  });

  it('keeps a value as sent: `=` in it, odd or broken encodings, quotes', () => {
    expect(sentCookie('a=b=c==; d=1', 'a')).toBe('b=c==');
    expect(sentCookie('a=energy%2Dsaver', 'a')).toBe('energy%2Dsaver');
    expect(sentCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(sentCookie('a="quoted"', 'a')).toBe('"quoted"');
    expect(sentCookie('a=æøå', 'a')).toBe('æøå');
  });

  it('has no inherited names, and reads an empty, missing or very long header', () => {
    expect(sentCookie('a=1', 'constructor')).toBeUndefined();
    expect(sentCookie('__proto__=x', '__proto__')).toBe('x');
    expect(sentCookies(null)).toEqual({});
    expect(sentCookies('')).toEqual({});
    expect(sentCookie(`${long}a=1`, 'a')).toBe('1');
    expect(Object.keys(sentCookies(long))).toEqual(['a'.repeat(64)]);
  });
});

describe('cookieHeaderOf: the named cookies, in one spelling', () => {
  it('keeps the first of each name, in the order of the names, and nothing else', () => {
    const sent = ' b=2 ;x=9;a=1; a=3;\xa0b=4; c';
    expect(cookieHeaderOf(sent, ['a', 'b', 'c'])).toBe('a=1; b=2');
    expect(cookieHeaderOf(sent, new Set(['b']))).toBe('b=2');
    expect(cookieHeaderOf('a=x=y; a=z', ['a'])).toBe('a=x=y');
    expect(cookieHeaderOf('a=', ['a'])).toBe('a=');
    expect(cookieHeaderOf(`${long}a=%ZZ`, ['a'])).toBe('a=%ZZ');
  });

  it('is null when none of them was sent', () => {
    expect(cookieHeaderOf('x=1; y=2', ['a'])).toBeNull();
    expect(cookieHeaderOf(null, ['a'])).toBeNull();
    expect(cookieHeaderOf('', ['a'])).toBeNull();
    expect(cookieHeaderOf('a=1', [])).toBeNull();
  });
});
