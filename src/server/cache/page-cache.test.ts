import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CACHE_BYTES } from '#src/server/cache/micro-cache.ts';
import { allOn, envWith } from '#src/server/flags/flags.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { contentSecurityPolicy, documentScripts } from '#src/server/http/csp.ts';
import {
  countResponse,
  fromCachedPage,
  isWholeResponse,
  pageBytes,
  POPULAR_AFTER,
  toCachedPage,
} from '#src/server/cache/cached-page.ts';
import { pageCache, pageFreshness } from '#src/server/cache/page-cache.ts';
import { pageCacheKey, pagePathOfKey } from '#src/server/cache/page-keys.ts';
import { countMiss, missBookkeepingBytes } from '#src/server/cache/page-misses.ts';
import { bytesHeld } from '#src/server/http/representation.ts';
import { classify } from '#src/server/request/classify.ts';
import { requestModelOf } from '#src/server/pipeline/classify-step.ts';
import { CLIMATE_COOKIE } from '#src/shared/climate.ts';

const req = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://site.test${path}`, { method, headers });
/** The key of a request, from its request model as the classify step makes it. */
const keyOf = async (r: Request) =>
  pageCacheKey(r, await requestModelOf(classify(new URL(r.url)), r.headers.get('cookie')));
const consent = (approved: string[]) =>
  `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`;

describe('full-page cache key', () => {
  it('covers anonymous CMS pages and their RSC payloads', async () => {
    expect(await keyOf(req('/borger/'))).toBe('http://site.test|/borger/||00000');
    expect(await keyOf(req('/borger/?page=2'))).toBe('http://site.test|/borger/|?page=2|00000');
    expect(await keyOf(req('/RSC/R/borger.txt'))).not.toBeNull();
  });
  it('ignores forwarded host and scheme unless a proxy is trusted (regression: a visitor chose the host)', async () => {
    expect(
      await keyOf(
        req('/borger/', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }),
      ),
    ).toBe('http://site.test|/borger/||00000');
  });
  it('varies by the origin visitors see behind a proxy (regression: http and https shared a page)', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', TRUSTED_PROXIES: '1' }));
    const behind = (proto: string) =>
      keyOf(req('/borger/', { 'x-forwarded-host': 'kommune.dk', 'x-forwarded-proto': proto }));
    expect(await behind('https')).toBe('https://kommune.dk|/borger/||00000');
    expect(await behind('http')).toBe('http://kommune.dk|/borger/||00000');
  });
  it('varies by the consent categories that change the HTML', async () => {
    expect(await keyOf(req('/borger/', { cookie: consent(['cookie_cat_marketing']) }))).toBe(
      'http://site.test|/borger/||00101',
    );
  });
  it('never caches tools, files, API or non-GET', async () => {
    for (const r of [
      req('/__limbo/'),
      req('/__login/'),
      req('/theme-playground/'),
      req('/media/quiz/affaldsquiz.pdf'),
      req('/api/data?url=/'),
      req('/borger/', {}, 'HEAD'),
      req('/borger/', {}, 'POST'),
    ]) {
      expect(await keyOf(r), `${r.method} ${r.url}`).toBeNull();
    }
  });
  it('bypasses for a valid session only: garbage in the session cookie is ignored', async () => {
    const withCookie = req('/borger/', { cookie: '__limbo-authenticated=garbage' });
    // Regression: any value in the cookie made every page skip the cache.
    expect(await keyOf(withCookie)).not.toBeNull();
    const model = await requestModelOf(classify(new URL(withCookie.url)), null);
    expect(pageCacheKey(withCookie, { ...model, personal: true })).toBeNull();
  });
  it('caches an anonymous cache=false like any query: only a session or a preview skips the caches', async () => {
    // Regression: anyone could make every page skip both caches (and the backend's) with it.
    expect(await keyOf(req('/borger/?cache=false'))).toBe(
      'http://site.test|/borger/|?cache=false|00000',
    );
  });
  it('never caches what the package would read as a preview, by its own rule (decision 012)', async () => {
    const editor = { cookie: 'UMB_UCONTEXT=editor' };
    // An all-number path with the back-office login (decision 033).
    for (const path of ['/1234/', '/1234.aspx', '/RSC/R/1234.txt', '/2030/?a=1']) {
      expect(await keyOf(req(path, editor)), path).toBeNull();
    }
    for (const path of [
      '/umbraco/preview/?id=1234',
      // Regression: TryGetPreviewId reads any url containing /umbraco/preview/ with a number
      // after its first `=`; such a draft reached the page cache and nginx.
      '/x/umbraco/preview/=5210=/',
      '/RSC/R/x/umbraco/preview/=5210=.txt',
      '/umbraco/preview/?id=x',
    ]) {
      expect(await keyOf(req(path)), path).toBeNull();
      expect(await keyOf(req(path, editor)), path).toBeNull();
    }
    expect(await keyOf(req('/borger/?id=1234'))).not.toBeNull();
  });

  // Regression (issue 23): every all-number path was a preview, so a real page at /2030/ was
  // never cached (and never shown). Without the back-office login it is an ordinary page.
  it('caches an all-number path without the back-office login like any page (decision 033)', async () => {
    for (const cookie of ['', 'UMB_PREVIEW=1', 'UMB_UCONTEXT=', 'umb_ucontext=other-case']) {
      const headers = cookie ? { cookie } : undefined;
      expect(await keyOf(req('/2030/', headers)), cookie).toBe('http://site.test|/2030/||00000');
      expect(await keyOf(req('/RSC/R/2030.txt', headers)), cookie).not.toBeNull();
    }
    // A file path: no page, never kept by this cache (step 13 responds 404).
    expect(await keyOf(req('/1234.aspx'))).toBeNull();
  });

  it('is off with UMBRACO_MICRO_CACHE', async () => {
    setEnvForTests(
      parseEnv({
        CMS_API_URL: 'http://cms.test',
        PUBLIC_CONFIG: '{"flags":{"UMBRACO_MICRO_CACHE":false}}',
      }),
    );
    expect(await keyOf(req('/borger/'))).toBeNull();
  });
  it('is off with FULL_PAGE_CACHE=false, on by default', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test' }));
    expect(await keyOf(req('/borger/'))).not.toBeNull();
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', FULL_PAGE_CACHE: 'false' }));
    expect(await keyOf(req('/borger/'))).toBeNull();
  });
});

describe('a whole response of its route (what the cache keeps)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const html = 'text/html; charset=utf-8';
  const rsc = 'text/x-component; charset=utf-8';
  const doc =
    '<!doctype html><html><head><title>Borger</title></head><body><main>x</main></body></html>\n';
  const payload = (root: object) => `1:I["a",[],"Slot",1]\n0:${JSON.stringify(root)}\n2:"x"\n`;

  it('is a document with its title and main, to its end', () => {
    expect(isWholeResponse(html, bytes(doc), '/borger')).toBe(true);
    // What Waku renders when told to skip the route: no <main>, no <title>.
    expect(
      isWholeResponse(html, bytes('<!doctype html><html><body></body></html>'), '/borger'),
    ).toBe(false);
    expect(isWholeResponse(html, bytes(doc.replace('<main>', '<div>')), '/borger')).toBe(false);
    expect(isWholeResponse(html, bytes(doc.replace(/<title>.*<\/title>/, '')), '/borger')).toBe(
      false,
    );
    expect(isWholeResponse(html, bytes(doc.slice(0, -10)), '/borger')).toBe(false); // cut short
  });

  it('is an RSC payload whose root row holds the layout, the route and its ROUTE', () => {
    const whole = { root: '$L1', 'route:/borger': '$L2', ROUTE: ['/borger', ''] };
    expect(isWholeResponse(rsc, bytes(payload(whole)), '/borger')).toBe(true);
    expect(isWholeResponse(rsc, bytes(`0:${JSON.stringify(whole)}\n`), '/borger')).toBe(true);
    const withoutRoute = { root: '$L1', ROUTE: ['/borger', ''] };
    expect(isWholeResponse(rsc, bytes(payload(withoutRoute)), '/borger')).toBe(false);
    const withoutRoot = { 'route:/borger': '$L2', ROUTE: ['/borger', ''] };
    expect(isWholeResponse(rsc, bytes(payload(withoutRoot)), '/borger')).toBe(false);
    expect(isWholeResponse(rsc, bytes(payload(whole)), '/erhverv')).toBe(false); // another route
    expect(isWholeResponse(rsc, bytes('1:"route:/borger"\n'), '/borger')).toBe(false);
    const danish = { root: '$L1', 'route:/børn': '$L2', ROUTE: ['/børn', ''] };
    expect(isWholeResponse(rsc, bytes(payload(danish)), '/børn')).toBe(true);
  });

  it('is the only response stored; a part is served and logged', async () => {
    const part = new Response('<!doctype html><html><body></body></html>', {
      headers: { 'content-type': html, 'cache-control': 'public, s-maxage=3600' },
    });
    expect((await toCachedPage(part, false, '/borger')).cacheable).toBe(false);
    const whole = new Response(doc, {
      headers: { 'content-type': html, 'cache-control': 'public, s-maxage=3600' },
    });
    expect((await toCachedPage(whole, false, '/borger')).cacheable).toBe(true);
  });
});

describe('cached pages', () => {
  it('keeps 200 and 404 HTML, not errors, cookies or no-store responses', async () => {
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
  it('responds to a matching If-None-Match with 304 and compresses once per entry', async () => {
    const html = `<!doctype html><p>${'velkommen '.repeat(300)}</p>`;
    const page = await toCachedPage(
      new Response(html, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'sha256-abc'",
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
  it('does not keep private responses', async () => {
    const res = new Response('x', {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
    expect((await toCachedPage(res)).cacheable).toBe(false);
  });
});

describe('the same bytes for every visitor (decision 036)', () => {
  // A document as step 17 leaves it: its policy names its inline scripts' hashes.
  const env = parseEnv({ CMS_API_URL: 'http://cms.test' });
  const document =
    '<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>' +
    `<main>${'<p>Affald og genbrug i kommunen</p>'.repeat(400)}</main>` +
    '<script>(self.__FLIGHT_DATA||=[]).push("0:[\\"$\\"]")</script><script>b()</script></body></html>';
  const policy = contentSecurityPolicy(env, documentScripts(document));
  const store = () =>
    toCachedPage(
      new Response(document, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': policy,
          'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
        },
      }),
    );
  const get = (headers: Record<string, string> = {}) => new Request('http://x/', { headers });

  it('gives every response the stored body, policy and ETag as they are', async () => {
    const page = await store();
    expect(page.cacheable).toBe(true);
    const responses = [fromCachedPage(get(), page, 'miss'), fromCachedPage(get(), page, 'hit')];
    for (const res of responses) {
      expect(await res.text()).toBe(document);
      expect(res.headers.get('content-security-policy')).toBe(policy);
      expect(res.headers.get('etag')).toBe(page.etag);
    }
    expect(policy).toMatch(/script-src 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
    const notModified = fromCachedPage(get({ 'if-none-match': page.etag! }), page, 'hit');
    expect(notModified.status).toBe(304);
  });

  it('sends one compressed form per encoding, the same buffer every time', async () => {
    const page = await store();
    const br = () => fromCachedPage(get({ 'accept-encoding': 'gzip, br' }), page, 'hit');
    const one = Buffer.from(await br().arrayBuffer());
    expect(brotliDecompressSync(one).toString()).toBe(document);
    const kept = page.encoded?.br;
    expect(kept?.equals(one)).toBe(true);
    br();
    expect(page.encoded?.br).toBe(kept);
    const gz = fromCachedPage(get({ 'accept-encoding': 'gzip' }), page, 'hit');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(document);
  });

  it('keeps the forms a popular entry is asked for; before that, makes them per response', async () => {
    pageCache.clear();
    const { value: page } = await pageCache.get('popular', store, (p) => p.cacheable);
    const held = bytesHeld(page);
    for (let i = 1; i < POPULAR_AFTER; i++) countResponse(page);
    const gz = fromCachedPage(get({ 'accept-encoding': 'gzip' }), page, 'hit');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(document);
    expect(page.encoded!.gzip).toBeUndefined(); // made for that response, not kept
    expect(bytesHeld(page)).toBe(held);
    countResponse(page);
    const again = fromCachedPage(get({ 'accept-encoding': 'gzip' }), page, 'hit');
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(document);
    expect(gunzipSync(page.encoded!.gzip!).toString()).toBe(document);
  });

  it('keeps a page as long as its own s-maxage; serves it stale while it renders only with the webhook', async () => {
    const page = await store();
    expect(pageFreshness(page)).toEqual({ freshMs: 3_600_000, staleWhileRevalidateMs: 0 });
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', REVALIDATE_TOKEN: 'x'.repeat(32) }));
    expect(pageFreshness(page)).toEqual({ freshMs: 3_600_000, staleWhileRevalidateMs: 3_600_000 });
    const without = await toCachedPage(
      new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(pageFreshness(without).freshMs).toBe(10_000);
  });
});

describe('the page cache in bytes', () => {
  it('keeps a page as its brotli form alone until it is popular; then the forms it is asked for', async () => {
    const get = (headers: Record<string, string> = {}) => new Request('http://x/', { headers });
    const html = `<!doctype html><p>${'velkommen til kommunen '.repeat(3000)}</p>`;
    const page = await toCachedPage(
      new Response(html, { headers: { 'content-type': 'text/html' } }),
    );
    expect(page.body).toBeUndefined();
    expect(brotliDecompressSync(page.encoded!.br!).toString()).toBe(html);
    const held = pageBytes(page);
    expect(held).toBe(page.encoded!.br!.byteLength + 1024);
    expect(held).toBeLessThan(html.length / 5);
    // A client without brotli gets a form made for its response; the entry does not grow.
    const gz = fromCachedPage(get({ 'accept-encoding': 'gzip' }), page, 'hit');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(await fromCachedPage(get(), page, 'hit').text()).toBe(html);
    expect(pageBytes(page)).toBe(held);
    // A popular page keeps them.
    page.keepForms = true;
    fromCachedPage(get({ 'accept-encoding': 'gzip' }), page, 'hit');
    expect(pageBytes(page)).toBe(held + page.encoded!.gzip!.byteLength);
  });

  it('does not keep a page larger than the entry limit (as kept: brotli)', async () => {
    pageCache.clear();
    // Random text: brotli saves a quarter of base64, so this stays above the limit.
    const huge = `<!doctype html><p>${randomBytes(CACHE_BYTES.entry * 2).toString('base64')}</p>`;
    let renders = 0;
    const render = async () => {
      renders++;
      return toCachedPage(new Response(huge, { headers: { 'content-type': 'text/html' } }));
    };
    expect((await pageCache.get('huge', render, (p) => p.cacheable)).outcome).toBe('miss');
    expect((await pageCache.get('huge', render, (p) => p.cacheable)).outcome).toBe('miss');
    expect(renders).toBe(2);
    expect(pageCache.bytes()).toBe(0);
  });
});

describe('the page path of a full-page cache key', () => {
  it('is the page path of the request the key was made for', async () => {
    const urls = [
      '/borger/',
      '/',
      '/borger/?page=2&q=a|b?c',
      '/RSC/R/borger.txt',
      '/RSC/R/borger.txt?query=page%3D2',
      '/RSC/R/_root.txt',
      '/b%C3%B8rn/',
      '/a|b/?x=|',
      '/job',
    ];
    for (const url of urls) {
      const request = req(url, { cookie: consent(['cookie_cat_marketing']) });
      const key = await keyOf(request);
      expect(key, url).not.toBeNull();
      expect(pagePathOfKey(key!), url).toBe(classify(new URL(request.url)).pagePath);
    }
    expect(pagePathOfKey('http://site.test|/b%C3%B8rn/||00000')).toBe('/børn/');
    expect(pagePathOfKey('not a key')).toBeNull();
  });
});

describe('full-page cache key with CLIMATE_BUTTON', () => {
  it('a climate page never shares a full-page-cache entry with the site-theme page', async () => {
    allOn();
    const req = (cookie?: string) =>
      new Request('http://site.test/borger/', { headers: cookie ? { cookie } : {} });
    const key = keyOf;
    const plain = await key(req());
    const climate = await key(req(`${CLIMATE_COOKIE}=energy-saver`));
    expect(plain).not.toBeNull();
    expect(climate).not.toBe(plain);
    // Garbage in the cookie is no choice: it does not make a cache entry of its own.
    expect(await key(req(`${CLIMATE_COOKIE}=${'x'.repeat(50)}`))).toBe(plain);
    envWith({});
    expect(await key(req(`${CLIMATE_COOKIE}=energy-saver`))).toBe(await key(req()));
  });
  it('an ambiguous theme cookie is keyed as the render reads it (regression: nginx poisoning)', async () => {
    allOn();
    const req = (cookie: string) =>
      new Request('http://site.test/borger/', { headers: { cookie } });
    const key = keyOf;
    // The request model reads the site's cookies once, in one spelling (render-inputs.ts
    // `siteCookies`): the key and the render read that same string. nginx bypasses each of
    // these (it reads the header its own way: deploy/nginx.conf `$kommune_theme_unclear`).
    const chosen = await key(req(`${CLIMATE_COOKIE}=energy-saver`));
    const plain = await key(req('a=1'));
    expect(chosen).not.toBe(plain);
    expect(await key(req(`KOMMUNE_THEME=x; ${CLIMATE_COOKIE}=energy-saver`))).toBe(chosen);
    expect(await key(req(`${CLIMATE_COOKIE}=x; ${CLIMATE_COOKIE}=energy-saver`))).toBe(plain);
    expect(await key(req(`Kommune_Theme=energy-saver`))).toBe(plain);
    expect(await key(req(`\xa0${CLIMATE_COOKIE}=energy-saver`))).toBe(plain);
    // nginx keys on the value as sent: so does the app (the second probe's energy%2Dsaver).
    expect(await key(req(`${CLIMATE_COOKIE}=energy%2Dsaver`))).toBe(plain);
  });
});

describe('why a page was rendered: the bookkeeping is bounded', () => {
  it('keeps at most 8 MB of keys, whatever queries a visitor sends', () => {
    const long = 'q'.repeat(8_000);
    for (let i = 0; i < 2_000; i++)
      countMiss(`http://x|/borger/|?${long}${i}|00000`, 'first', false);
    expect(missBookkeepingBytes()).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(missBookkeepingBytes()).toBeGreaterThan(4 * 1024 * 1024);
  });
});
