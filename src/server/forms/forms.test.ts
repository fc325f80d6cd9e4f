import { describe, expect, it, vi } from 'vitest';
import {
  FormError,
  isSameOrigin,
  MAX_FORM_BYTES,
  readForm,
  wantsJson,
} from '#src/server/forms/forms.ts';
import { log } from '#src/server/log.ts';
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
  it('answers a multipart post without its boundary with 400 (regression: a 500)', async () => {
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
