import { describe, expect, it } from 'vitest';
import { iframeSources, sanitizeRichText } from '#src/server/sanitize.ts';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" alt="" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['<p style="position:fixed" onclick="x()">c</p>', '<p>c</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name="q"></form>', ''],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img alt="" loading="lazy" />'],
  ])('removes the hostile part of %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps ordinary editor markup', () => {
    const html =
      '<h2>Titel</h2><p><strong>fed</strong> <a href="/borger/">link</a> <a href="mailto:a@b.dk">mail</a></p><ul><li>x</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('demotes h1 and makes new-window links safe', () => {
    expect(sanitizeRichText('<h1>T</h1>')).toBe('<h2>T</h2>');
    expect(sanitizeRichText('<a href="https://x.dk" target="_blank">x</a>')).toBe(
      '<a href="https://x.dk" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('handles empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
  });
});

describe('iframeSources (an embed code, read but never rendered)', () => {
  it.each([
    ['<div><iframe src="//v.x.dk/p?a=1&amp;b=2"></iframe></div>', ['//v.x.dk/p?a=1&b=2']],
    ['<IFRAME SRC="https://a.dk/" src="https://b.dk/"></IFRAME>', ['https://a.dk/']],
    ['<iframe src="&#106;avascript:x"></iframe>', ['javascript:x']],
    ['<iframe srcdoc="x"></iframe>', [null]],
    [
      '<iframe src="https://a.dk"></iframe><iframe src="https://b.dk"></iframe>',
      ['https://a.dk', 'https://b.dk'],
    ],
    ['<!-- <iframe src="https://a.dk"></iframe> -->', []],
    ['<script>"<iframe src=https://a.dk>"</script>', []],
    ['<div title="<iframe src=https://a.dk>"></div>', []],
  ])('reads %s as a browser would', (html, expected) => {
    expect(iframeSources(html)).toEqual(expected);
  });

  it('does not read an embed code longer than 16 KB', () => {
    expect(iframeSources(`<iframe src="https://a.dk"></iframe>${' '.repeat(16_384)}`)).toBeNull();
  });
});
