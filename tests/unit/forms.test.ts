import { describe, expect, it } from 'vitest';
import type { FormError } from '#src/server/forms.ts';
import { isSameOrigin, readForm } from '#src/server/forms.ts';
import { safeReturnPath } from '#src/server/routing.ts';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/feedback', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.test', ...headers },
  });

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as FormError;
  }
  throw new Error('expected a FormError');
}

describe('readForm', () => {
  it('parses an urlencoded form', async () => {
    expect((await readForm(post('a=1&b=%C3%B8'))).get('b')).toBe('ø');
  });
  it('refuses an oversized post with 413, by header or by counting', async () => {
    expect((await errorOf(readForm(post('a=1', { 'content-length': '999999' })))).status).toBe(413);
    expect((await errorOf(readForm(post(`a=${'x'.repeat(20_000)}`), 16 * 1024))).status).toBe(413);
  });
  it('refuses a cross-site post with 403', async () => {
    expect((await errorOf(readForm(post('a=1', { origin: 'https://evil.example' })))).status).toBe(
      403,
    );
    expect((await errorOf(readForm(post('a=1', { 'sec-fetch-site': 'cross-site' })))).status).toBe(
      403,
    );
    expect((await errorOf(readForm(post('a=1', { origin: 'null' })))).status).toBe(403);
  });
  it('refuses other encodings with 415', async () => {
    expect(
      (await errorOf(readForm(post('{}', { 'content-type': 'application/json' })))).status,
    ).toBe(415);
  });
});

describe('isSameOrigin', () => {
  it('accepts the site itself and clients that send neither header', () => {
    expect(isSameOrigin(post('', { origin: 'http://site.test' }))).toBe(true);
    expect(isSameOrigin(post('', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(post(''))).toBe(true);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/borger/?a=1#x', '/borger/?a=1#x'],
    ['//evil.example/', '/fallback/'],
    ['/\\evil.example/', '/fallback/'],
    ['https://evil.example/', '/fallback/'],
    ['javascript:alert(1)', '/fallback/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/ok\nSet-Cookie: x', '/fallback/'],
    ['', '/fallback/'],
    [null, '/fallback/'],
    ['borger/', '/fallback/'],
  ])('%s gives %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback/')).toBe(expected);
  });
});
