import { describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { fromCachedPage, pageCacheKey, toCachedPage } from '#src/server/http/page-cache.ts';

const req = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://site.test${path}`, { method, headers });
const consent = (approved: string[]) =>
  `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`;

describe('full-page cache key', () => {
  it('covers anonymous CMS pages and their RSC payloads', () => {
    expect(pageCacheKey(req('/borger/'))).toBe('http://site.test|/borger/||00000');
    expect(pageCacheKey(req('/borger/?page=2'))).toBe('http://site.test|/borger/|?page=2|00000');
    expect(pageCacheKey(req('/RSC/R/borger.txt'))).not.toBeNull();
  });
  it('ignores forwarded host and scheme unless a proxy is trusted (regression: a visitor chose the host)', () => {
    expect(
      pageCacheKey(
        req('/borger/', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }),
      ),
    ).toBe('http://site.test|/borger/||00000');
  });
  it('varies by the origin visitors see behind a proxy (regression: http and https shared a page)', () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', TRUSTED_PROXIES: '1' }));
    const behind = (proto: string) =>
      pageCacheKey(
        req('/borger/', { 'x-forwarded-host': 'kommune.dk', 'x-forwarded-proto': proto }),
      );
    expect(behind('https')).toBe('https://kommune.dk|/borger/||00000');
    expect(behind('http')).toBe('http://kommune.dk|/borger/||00000');
  });
  it('varies by the consent categories that change the HTML', () => {
    expect(pageCacheKey(req('/borger/', { cookie: consent(['cookie_cat_marketing']) }))).toBe(
      'http://site.test|/borger/||00101',
    );
  });
  it('never caches tools, sessions, previews, cache=false, files, API or non-GET', () => {
    for (const r of [
      req('/__limbo/'),
      req('/__login/'),
      req('/theme-playground/'),
      req('/borger/?cache=false'),
      req('/media/quiz/affaldsquiz.pdf'),
      req('/api/data?url=/'),
      req('/borger/', {}, 'HEAD'),
      req('/borger/', {}, 'POST'),
    ]) {
      expect(pageCacheKey(r), `${r.method} ${r.url}`).toBeNull();
    }
  });
  it('bypasses for a valid session only: garbage in the session cookie is ignored', () => {
    const withCookie = req('/borger/', { cookie: '__limbo-authenticated=garbage' });
    // Regression: any value in the cookie made every page skip the cache.
    expect(pageCacheKey(withCookie, undefined, false)).not.toBeNull();
    expect(pageCacheKey(withCookie, undefined, true)).toBeNull();
  });
  it('never caches an Umbraco preview, with or without its cookie (decision 012)', () => {
    for (const path of ['/1234/', '/1234.aspx', '/umbraco/preview/?id=1234', '/RSC/R/1234.txt']) {
      expect(pageCacheKey(req(path)), path).toBeNull();
    }
    expect(pageCacheKey(req('/umbraco/preview/?id=x'))).not.toBeNull();
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
  it('is off with FULL_PAGE_CACHE=false, on by default', () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test' }));
    expect(pageCacheKey(req('/borger/'))).not.toBeNull();
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', FULL_PAGE_CACHE: 'false' }));
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
    const res = fromCachedPage(new Request('http://x/'), page, 'hit');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.has('x-request-id')).toBe(false);
    expect(await res.text()).toBe('<p>hej</p>');
  });
  it('answers a matching If-None-Match with 304 and compresses once per entry', async () => {
    const html = `<!doctype html><p>${'velkommen '.repeat(300)}</p>`;
    const page = await toCachedPage(
      new Response(html, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'nonce-abc'",
        },
      }),
    );
    expect(page.etag).toMatch(/^"[\w-]+"$/);
    const fresh = fromCachedPage(
      new Request('http://x/', { headers: { 'if-none-match': page.etag! } }),
      page,
      'hit',
    );
    expect(fresh.status).toBe(304);
    expect(fresh.headers.has('content-security-policy')).toBe(false);
    const br = fromCachedPage(
      new Request('http://x/', { headers: { 'accept-encoding': 'gzip, br' } }),
      page,
      'hit',
    );
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const first = page.encoded?.br;
    fromCachedPage(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), page, 'hit');
    expect(page.encoded?.br).toBe(first); // the same buffer: not compressed again
  });
  it('does not keep private answers', async () => {
    const res = new Response('x', {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
    expect((await toCachedPage(res)).cacheable).toBe(false);
  });
});
