import { describe, expect, it, vi } from 'vitest';
import {
  FormError,
  formOrRefusal,
  formRefusal,
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
  // Step 7 judges a post from another site by its type (Hono's csrf: a form's three types): a
  // body of any other type it lets through must never be read as a form here.
  it.each([
    'application/json',
    'text/plain',
    'application/x-www-form-urlencodedx',
    'application/x-www-form-urlencoded-x',
    'multipart/form-data2; boundary=x',
    'x application/x-www-form-urlencoded',
    '',
  ])('refuses a body of another type (%j) with 415, unread', async (type) => {
    const req = post('a=1', { 'content-type': type });
    expect((await errorOf(readForm(req))).status).toBe(415);
    expect(req.bodyUsed).toBe(false);
  });
  it('reads a form type however it is spelt, with its parameters', async () => {
    const type = 'Application/X-WWW-Form-Urlencoded ; charset=UTF-8';
    expect((await readForm(post('a=%C3%B8', { 'content-type': type }))).get('a')).toBe('ø');
  });
});

describe('wantsJson', () => {
  it('is our JavaScript asking for JSON, not a plain form post', () => {
    expect(wantsJson(post('', { accept: 'application/json' }))).toBe(true);
    expect(wantsJson(post('', { accept: 'text/html,application/xhtml+xml' }))).toBe(false);
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

describe('formOrRefusal: how every form route starts', () => {
  const page = { language: 'en' as const, title: 'Refused', backHref: '/tool/' };

  it('gives the form when it can be read', async () => {
    const form = await formOrRefusal(post('a=1'), page);
    expect(form).toBeInstanceOf(URLSearchParams);
    expect((form as URLSearchParams).get('a')).toBe('1');
  });

  it('else the refusal: the error page with the route’s title and way back, or its JSON', async () => {
    const big = post(`a=${'x'.repeat(2000)}`);
    const res = (await formOrRefusal(big, page, { maxBytes: 1024 })) as Response;
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain('<title>Refused</title>');
    expect(html).toContain('The form is too large.');
    expect(html).toMatch(/<a href="\/tool\/"/);
    const script = post('{}', { 'content-type': 'application/json', accept: 'application/json' });
    const json = (await formOrRefusal(script, page, { json: { ok: false } })) as Response;
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ ok: false });
  });

  it('lets any other failure through (a 500, not a refusal)', async () => {
    const broken = {
      headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: {
        getReader: () => {
          throw new Error('socket gone');
        },
      },
    } as unknown as Request;
    await expect(formOrRefusal(broken, page)).rejects.toThrow('socket gone');
  });
});
