import { describe, expect, it, vi } from 'vitest';
import {
  FormError,
  formRefusal,
  isSameOrigin,
  MAX_FORM_BYTES,
  readForm,
  wantsJson,
} from '#src/server/forms/forms.ts';
import { log } from '#src/server/log.ts';
import { errorDocument } from '#src/server/http/error-page.ts';
import { rejectionOf } from '#tests/support/rejection.ts';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/feedback', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.test', ...headers },
  });

const errorOf = (promise: Promise<unknown>) => rejectionOf(promise, FormError);

describe('readForm', () => {
  it('parses an urlencoded form', async () => {
    expect((await readForm(post('a=1&b=%C3%B8'))).get('b')).toBe('ø');
  });
  it('refuses an oversized post with 413, by header or by counting', async () => {
    expect((await errorOf(readForm(post('a=1', { 'content-length': '999999' })))).status).toBe(413);
    expect((await errorOf(readForm(post(`a=${'x'.repeat(20_000)}`), 16 * 1024))).status).toBe(413);
  });
  it('responds to a multipart post without its boundary with 400 (regression: a 500)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const err = await errorOf(readForm(post('a=1', { 'content-type': 'multipart/form-data' })));
    expect(err.status).toBe(400);
  });
  it('the limit is 16 KB: exactly that is read, one byte more is refused', async () => {
    expect(MAX_FORM_BYTES).toBe(16 * 1024);
    const fits = `a=${'x'.repeat(MAX_FORM_BYTES - 2)}`;
    expect((await readForm(post(fits))).get('a')).toHaveLength(MAX_FORM_BYTES - 2);
    expect((await errorOf(readForm(post(`${fits}x`)))).status).toBe(413);
  });
  it('counts a streamed body that declares no length', async () => {
    const chunk = new TextEncoder().encode(`a=${'x'.repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const req = new Request('http://site.test/api/feedback', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.test' },
      duplex: 'half',
    } as RequestInit);
    expect((await errorOf(readForm(req))).status).toBe(413);
    expect(sent).toBeLessThan(10);
  });
  it('parses a multipart form, keeping only its text fields', async () => {
    const data = new FormData();
    data.set('name', 'Ada');
    data.set('file', new Blob(['x']), 'x.txt');
    const req = new Request('http://site.test/api/subscriptions', {
      method: 'POST',
      body: data,
      headers: { host: 'site.test' },
    });
    const form = await readForm(req);
    expect(form.get('name')).toBe('Ada');
    expect(form.has('file')).toBe(false);
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

describe('wantsJson', () => {
  it('is our JavaScript asking for JSON, not a plain form post', () => {
    expect(wantsJson(post('', { accept: 'application/json' }))).toBe(true);
    expect(wantsJson(post('', { accept: 'text/html,application/xhtml+xml' }))).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it('accepts the site itself and clients that send neither header', () => {
    expect(isSameOrigin(post('', { origin: 'http://site.test' }))).toBe(true);
    expect(isSameOrigin(post('', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(post(''))).toBe(true);
  });
});

describe('formRefusal: one response for every refused post (modules, tools, login)', () => {
  const refused = (status: 400 | 403 | 413 | 415) => new FormError(status, 'refused for a test');
  const plain = new Request('http://site.test/api/feedback', { method: 'POST' });
  const fromScript = new Request('http://site.test/api/feedback', {
    method: 'POST',
    headers: { accept: 'application/json' },
  });

  it('gives our JavaScript JSON: the status and the reason, or the caller’s own', async () => {
    const res = formRefusal(refused(413), fromScript, { language: 'da' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'rejected', reason: 'refused for a test' });
    const own = formRefusal(refused(403), fromScript, { language: 'da' }, { ok: false });
    expect(await own.json()).toEqual({ ok: false });
  });

  // Regression: the modules' refusals were a bare page in Danish and English at once, and the
  // tools' and the login's each had their own page and words.
  it.each([
    [403, 'da', 'Formularen blev afvist, fordi den ikke kom fra denne side.'],
    [413, 'da', 'Formularen er for stor. Skriv en kortere tekst og prøv igen.'],
    [415, 'en', 'The form could not be read.'],
    [400, 'de', 'Das Formular konnte nicht gelesen werden.'],
  ] as const)(
    'a plain post (%s) gets the error page in its language (%s)',
    async (status, language, text) => {
      const res = formRefusal(refused(status), plain, { language });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toBe(errorDocument({ status, language, backHref: '/', message: { text } }));
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/ \/ (?:Front page|Error)/);
    },
  );

  it('a tool’s refusal has its title and its way back', async () => {
    const page = {
      language: 'da' as const,
      title: 'Login afvist',
      backHref: '/__login/',
      backLabel: 'Tilbage til log ind',
    };
    const html = await formRefusal(refused(403), plain, page).text();
    expect(html).toContain('<title>Login afvist</title>');
    expect(html).toMatch(/<a href="\/__login\/"[^>]*>Tilbage til log ind<\/a>/);
  });
});
