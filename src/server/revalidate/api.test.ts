import { beforeEach, describe, expect, it } from 'vitest';
import { backendCache, cacheKey } from '#src/server/cms/page.ts';
import {
  cachedCode,
  cachePage,
  HOST,
  resolve,
  resetPageCachesEachTest,
} from '#src/server/cms/page.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { pageCache } from '#src/server/http/page-cache.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS } from '#tests/support/setup.ts';
import { bearerMatches, handleRevalidatePost } from './api.ts';

const TOKEN = 'unit-revalidate-token-0123456789abcdef';

resetPageCachesEachTest();

describe('POST /api/revalidate', () => {
  const post = (body: BodyInit | null, headers: Record<string, string> = {}, ip = '203.0.113.9') =>
    runWithRequestContext(
      undefined,
      () =>
        handleRevalidatePost(
          new Request(`http://${HOST}/api/revalidate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
            ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
          } as RequestInit),
        ),
      ip,
    );
  const auth = { authorization: `Bearer ${TOKEN}` };

  beforeEach(() => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: TOKEN }));
  });

  it('answers 404 while REVALIDATE_TOKEN is unset', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS }));
    expect((await post('{"url":"/"}', auth)).status).toBe(404);
  });

  it('the token is validated at start: at least 32 characters', () => {
    expect(() => parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: 'short' })).toThrow(/at least 32/);
    expect(() => parseEnv({ CMS_API_URL: CMS, REVALIDATE_TOKEN: `${'x'.repeat(32)} y` })).toThrow(
      /printable ASCII/,
    );
  });

  it('401 with WWW-Authenticate without the token, or with a wrong one', async () => {
    const none = await post('{"url":"/"}');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="revalidate"');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ]) {
      const wrong = await post('{"url":"/"}', { authorization });
      expect(wrong.status, authorization).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer realm="revalidate"/);
    }
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('400 for a body that is not JSON or names a hostile url', async () => {
    for (const body of [
      'not json',
      '{"url": "https://evil.example/"}',
      '{"url":"//evil/"}',
      '{}',
    ]) {
      const res = await post(body, auth);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it('413 for a body over 16 KB, counted as it arrives (no Content-Length)', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect((await post(stream, auth)).status).toBe(413);
  });

  it('drops the page, its ancestors and the lists from the caches, and says what it dropped', async () => {
    await resolve('/borger/affald-og-genbrug/');
    await resolve('/borger/');
    await resolve('/kontakt/');
    await cachePage('a', '/borger/affald-og-genbrug/');
    await cachePage('b', '/kontakt/');
    const res = await post(JSON.stringify({ url: '/borger/affald-og-genbrug/' }), auth);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      dropped: { paths: string[]; backend: number; page: number };
      delivery: string;
    };
    expect(body.dropped.paths).toEqual(
      expect.arrayContaining(['/borger/affald-og-genbrug/', '/borger/', '/']),
    );
    expect(body.dropped).toMatchObject({ backend: 2, page: 1 });
    expect(body.delivery).toBe('none'); // one process, no Redis
    expect(cachedCode('/borger/affald-og-genbrug/')).toBeUndefined();
    expect(cachedCode('/borger/')).toBeUndefined();
    expect(cachedCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('a')).toBeUndefined();
    expect(pageCache.peek('b')).toBeDefined();
  });

  it('a front page (the site node: theme, menus, footer) takes every page below it along', async () => {
    for (const path of ['/', '/kontakt/', '/borger/affald-og-genbrug/', '/en/', '/en/contact/'])
      await resolve(path);
    await cachePage('da', '/borger/affald-og-genbrug/');
    await cachePage('en', '/en/contact/');
    // The English front page (a culture root in site.cultures): its pages go, the Danish stay
    // (but `/`, an ancestor of every page).
    let res = await post(JSON.stringify({ url: '/en/' }), auth);
    expect(res.status).toBe(200);
    expect(cachedCode('/en/contact/')).toBeUndefined();
    expect(pageCache.peek('en')).toBeUndefined();
    expect(cachedCode('/kontakt/')).toBe(200);
    expect(pageCache.peek('da')).toBeDefined();
    // A page under it that is no front page drops only its own line.
    await resolve('/en/contact/');
    expect((await post(JSON.stringify({ url: '/kontakt/' }), auth)).status).toBe(200);
    expect(cachedCode('/en/contact/')).toBe(200);
    // The front page of the site: every page of every culture.
    res = await post(JSON.stringify({ url: '/' }), auth);
    const body = (await res.json()) as { dropped: { paths: string[]; backend: number } };
    expect(body.dropped.paths).toEqual(
      expect.arrayContaining(['/', '/borger/affald-og-genbrug/', '/en/contact/']),
    );
    expect(cachedCode('/borger/affald-og-genbrug/')).toBeUndefined();
    expect(cachedCode('/en/contact/')).toBeUndefined();
    expect(pageCache.peek('da')).toBeUndefined();
  });

  it("Umbraco's minimal payload (an id only) finds the cached page by its key", async () => {
    const page = await resolve('/kontakt/');
    const key = backendCache.peek(
      cacheKey({
        appHost: HOST,
        path: '/kontakt/',
        parts: ['site', 'content'],
        query: new URLSearchParams(),
      }),
    )!.value.pageKey!;
    expect(page).toMatchObject({ status: 200 });
    const res = await post(JSON.stringify({ Id: key.toUpperCase() }), {
      ...auth,
      'umb-webhook-event': 'Umbraco.ContentPublish',
    });
    expect(res.status).toBe(200);
    expect(cachedCode('/kontakt/')).toBeUndefined();
  });

  it('is rate-limited per address: 429 with Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await post('{"url":"/"}', auth, '198.51.100.7');
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not limited by it.
    expect((await post('{"url":"/"}', auth, '198.51.100.8')).status).toBe(200);
  });
});
