import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackgroundRenderer } from '#src/server/cache/background-refresh.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { cachePage, resetPageCachesEachTest } from '#src/server/cms/page.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { anyConsentVariant, cacheVariantOf } from '#src/server/request/personal.ts';
import { CMS } from '#tests/support/setup.ts';
import { dropLocally } from './drop.ts';
import { refreshNamedPages } from './refresh-named.ts';

// A publish renders the named page's document again at once in a process without nginx in
// front, as nginx's refresh does behind it: the first visitor after it finds the new page kept.

resetPageCachesEachTest();

const render = vi.fn(async (_req: Request) => new Response('rendered'));
beforeEach(() => {
  render.mockClear();
  setBackgroundRenderer(render);
});
afterEach(() => setBackgroundRenderer(null));

const rendered = () =>
  render.mock.calls.map(([req]) => ({
    url: req.url,
    encoding: req.headers.get('accept-encoding'),
    cookie: req.headers.get('cookie'),
  }));

describe('the named pages rendered again after a publish', () => {
  it('renders the document most visitors ask for, once per page: no query, no cookie, brotli', async () => {
    const plain = cacheVariantOf(null)!;
    const started = refreshNamedPages([
      `http://site.test|/kontakt/||${plain}`,
      `http://site.test|/kontakt/||${anyConsentVariant(plain)}`,
      `http://site.test|/kontakt/|?utm_source=x|${plain}`,
      `http://site.test|/RSC/R/kontakt.txt|?query=|${plain}`,
      `http://site.test|/job/||11111${plain.slice(5)}`,
      `not a key`,
    ]);
    expect(started).toBe(1);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(rendered()).toEqual([
      { url: 'http://site.test/kontakt/', encoding: 'br, gzip', cookie: null },
    ]);
  });

  it('leaves it to nginx when nginx is in front (its refresh renders the page)', () => {
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, NGINX_PURGE_URL: 'http://127.0.0.1:8080/__purge' }),
    );
    const plain = cacheVariantOf(null)!;
    expect(refreshNamedPages([`http://site.test|/kontakt/||${plain}`])).toBe(0);
    expect(render).not.toHaveBeenCalled();
  });

  it('a publish drops the named page and renders it again; the pages that share a part stay kept', async () => {
    const plain = cacheVariantOf(null)!;
    await cachePage(`http://site.test|/kontakt/||${plain}`, '/kontakt/');
    await cachePage(`http://site.test|/job/||${plain}`, '/job/');
    const dropped = dropLocally({ paths: ['/kontakt/'], ids: [] });
    expect(dropped.page).toBe(1);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(rendered()[0]!.url).toBe('http://site.test/kontakt/');
    expect(pageCache.peek(`http://site.test|/job/||${plain}`)?.value.pagePath).toBe('/job/');
  });
});
