import { describe, expect, it } from 'vitest';
import { cookieHeaderOf, sentCookie, sentCookies } from './cookies.ts';

// The one reading of a Cookie header (http/cookies.ts): what a visitor, a probe or a broken
// client can send, read as the `cookie` library reads it.

const long = `${'a'.repeat(64)}=${'b'.repeat(8_000)}; `.repeat(40); // ~ 320 kB

describe('sentCookie: the cookie library, values undecoded', () => {
  it('takes the first of a repeated name, and a name exactly (spaces and tabs trimmed only)', () => {
    const a = (header: string) => sentCookie(header, 'a');
    const firsts = ['a=1; a=2', 'a=; a=2', ' \ta\t =\t1 ; b=2', 'junk; a=1'];
    expect(firsts.map(a)).toEqual(['1', '', '1', '1']);
    for (const header of ['\xa0a=1', 'A=1', 'xa=1', 'a']) expect(a(header), header).toBeUndefined();
  });

  it('keeps a value as sent: `=` in it, odd or broken encodings, quotes', () => {
    const sent = ['b=c==', 'energy%2Dsaver', '%E0%A4%A', '"quoted"', 'æøå'];
    expect(sent.map((value) => sentCookie(`a=${value}; d=1`, 'a'))).toEqual(sent);
  });

  it('has no inherited names, and reads an empty, missing or very long header', () => {
    expect(sentCookie('a=1', 'constructor')).toBeUndefined();
    expect(sentCookie('__proto__=x', '__proto__')).toBe('x');
    expect(sentCookies(null)).toEqual({});
    expect(sentCookies('')).toEqual({});
    expect(Object.keys(sentCookies(long))).toEqual(['a'.repeat(64)]);
    expect(sentCookie(`${long}a=1`, 'a')).toBe('1');
    expect(cookieHeaderOf(`${long}a=%ZZ`, ['a'])).toBe('a=%ZZ');
  });
});

describe('cookieHeaderOf: the named cookies, in one spelling', () => {
  // [the header sent, the names asked for, the header made of them]
  it.each([
    [' b=2 ;x=9;a=1; a=3;\xa0b=4; c', ['a', 'b', 'c'], 'a=1; b=2'],
    [' b=2 ;x=9;a=1; a=3;\xa0b=4; c', ['b'], 'b=2'],
    ['a=x=y; a=z', ['a'], 'a=x=y'],
    ['a=', ['a'], 'a='],
    // None of them sent.
    ['x=1; y=2', ['a'], null],
    [null, ['a'], null],
    ['', ['a'], null],
    ['a=1', [], null],
  ])('%j %j: %j', (header, names, made) => {
    expect(cookieHeaderOf(header, new Set(names))).toBe(made);
  });
});
