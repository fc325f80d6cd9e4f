import { describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { fromCachedPage, pageCacheKey, toCachedPage } from '#src/server/page-cache.ts';

const req = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://site.test${path}`, { method, headers });
const consent = (approved: string[]) =>
  `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`;

describe('full-page cache key', () => {
  it('covers anonymous CMS pages and their RSC payloads', () => {
    expect(pageCacheKey(req('/borger/'))).toBe('site.test|/borger/||00000');
    expect(pageCacheKey(req('/borger/?page=2'))).toBe('site.test|/borger/|?page=2|00000');
    expect(pageCacheKey(req('/RSC/R/borger.txt'))).not.toBeNull();
  });
  it('varies by the consent categories that change the HTML', () => {
    expect(pageCacheKey(req('/borger/', { cookie: consent(['cookie_cat_marketing']) }))).toBe(
      'site.test|/borger/||00101',
    );
  });
  it('never caches tools, sessions, previews, cache=false, files, API or non-GET', () => {
    for (const r of [
      req('/__limbo/'),
      req('/__login/'),
      req('/theme-playground/'),
      req('/borger/', { cookie: '__limbo-authenticated=abc' }),
      req('/borger/', { cookie: 'UMB_PREVIEW=1' }),
      req('/borger/?cache=false'),
      req('/media/quiz/affaldsquiz.pdf'),
      req('/api/data?url=/'),
      req('/borger/', {}, 'HEAD'),
      req('/borger/', {}, 'POST'),
    ]) {
      expect(pageCacheKey(r), `${r.method} ${r.url}`).toBeNull();
    }
  });
  it('is off with UMBRACO_MICRO_CACHE', () => {
    setEnvForTests(
      parseEnv({
        CMS_API_URL: 'http://cms.test',
        PUBLIC_CONFIG: '{"flags":{"UMBRACO_MICRO_CACHE":false}}',
      }),
    );
    expect(pageCacheKey(req('/borger/'))).toBeNull();
  });
});

describe('cached pages', () => {
  it('keeps 200 and 404 HTML, not errors, cookies or no-store answers', async () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect((await toCachedPage(new Response('x', { status: 200, headers: html }))).cacheable).toBe(
      true,
    );
    expect((await toCachedPage(new Response('x', { status: 404, headers: html }))).cacheable).toBe(
      true,
    );
    expect((await toCachedPage(new Response('x', { status: 502, headers: html }))).cacheable).toBe(
      false,
    );
    expect(
      (await toCachedPage(new Response('x', { headers: { ...html, 'set-cookie': 'a=1' } })))
        .cacheable,
    ).toBe(false);
    expect(
      (await toCachedPage(new Response('x', { headers: { ...html, 'cache-control': 'no-store' } })))
        .cacheable,
    ).toBe(false);
    expect(
      (await toCachedPage(new Response('{}', { headers: { 'content-type': 'application/json' } })))
        .cacheable,
    ).toBe(false);
  });
  it('replays status, headers and body, marked as a hit', async () => {
    const page = await toCachedPage(
      new Response('<p>hej</p>', {
        status: 404,
        headers: { 'content-type': 'text/html', 'x-request-id': 'r1' },
      }),
    );
    const res = fromCachedPage(page, 'hit', 'GET');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.has('x-request-id')).toBe(false);
    expect(await res.text()).toBe('<p>hej</p>');
  });
});
