import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE } from '#src/server/cms/reshape.ts';
import type { Site } from '#src/server/types.ts';
import { log } from '#src/server/log.ts';
import { server } from '#tests/support/setup.ts';
import { BACKEND_FILE_TIMEOUT_MS } from './backend-file.ts';
import { freshDiscovery, get, host, HOST, locs, ORIGIN, useEnv } from './discovery.test-kit.ts';
import { SITEMAP_NAMESPACE } from './sitemap-xml.ts';
import { buildEntries, rewriteEntries } from './sitemap.ts';

beforeEach(() => freshDiscovery());

describe('sitemap entries on this host only', () => {
  it('rewrites backend entries, dropping other hosts and duplicates', () => {
    const entry = (loc: string, lastmod: string | null = null) => ({
      loc,
      lastmod,
      changefreq: null,
      priority: null,
    });
    const out = rewriteEntries(
      [
        entry('https://www.example-kommune.dk/a/', '2026-01-01'),
        entry('https://www.example-kommune.dk/a/', '2026-02-02'),
        entry('https://en.example-kommune.dk/b/'),
        entry('/relative/'),
        entry('https://cms.test/c/'),
      ],
      host('http://www.example-kommune.dk'),
    );
    expect(out).toEqual([
      entry('http://www.example-kommune.dk/a/', '2026-01-01'),
      entry('http://www.example-kommune.dk/c/'),
    ]);
  });

  it('builds from the navigation: culture roots, menus and their children, content service links', () => {
    const site: Site = {
      ...EMPTY_SITE,
      url: '/',
      cultures: [
        { culture: 'da-DK', url: '/', name: 'Dansk', language: 'da' },
        {
          culture: 'en-US',
          url: 'https://en.example-kommune.dk/',
          name: 'English',
          language: 'en',
        },
      ],
      mainNav: [{ id: '1', title: 'Borger', url: '/borger/', teaser: null, children: [] }],
      burgerNav: [
        {
          id: '1',
          title: 'Borger',
          url: '/borger/',
          teaser: null,
          children: [
            { id: '2', title: 'Affald', url: '/borger/affald', teaser: null, children: [] },
          ],
        },
        { id: '3', title: 'Ude', url: 'https://borger.dk/', teaser: null, children: [] },
      ],
      serviceLinks: [
        {
          name: 'Kontakt',
          url: '/kontakt/',
          external: false,
          newWindow: false,
          kind: 'content',
          size: null,
          extension: null,
        },
        {
          name: 'PDF',
          url: '/media/x.pdf',
          external: false,
          newWindow: false,
          kind: 'media',
          size: null,
          extension: 'pdf',
        },
      ],
    };
    expect(buildEntries([site], host()).map((e) => e.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/borger/`,
      `${ORIGIN}/borger/affald/`,
      `${ORIGIN}/kontakt/`,
    ]);
  });
});

describe('/sitemap.xml', () => {
  it("rewrites the backend's sitemap onto the visitor's origin, with lastmod", async () => {
    const { res, body } = await get(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('x-sitemap-source')).toBe('backend');
    const all = locs(body);
    expect(all).toContain(`${ORIGIN}/borger/affald-og-genbrug/`);
    expect(all).toContain(`${ORIGIN}/b%C3%B8rn-og-unge/`);
    expect(all).toContain(`${ORIGIN}/en/contact/`);
    expect(all.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
    // hidden (noindex) pages are not in the backend's sitemap
    expect(all).not.toContain(`${ORIGIN}/skjult-side/`);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives two hosts two sitemaps', async () => {
    const a = await get('http://localhost:3000/sitemap.xml');
    const b = await get('http://127.0.0.1:3000/sitemap.xml');
    expect(locs(a.body)[0]).toMatch(/^http:\/\/localhost:3000\//);
    expect(locs(b.body)[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
  });

  it('builds it from the navigation of every culture when the backend has none for the host', async () => {
    useEnv({ PUBLIC_HOSTS: `${HOST},other.example` });
    const info = vi.spyOn(log, 'warn');
    const { res, body } = await get('http://other.example/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sitemap-source')).toBe('navigation');
    const all = locs(body);
    expect(all).toContain('http://other.example/');
    expect(all).toContain('http://other.example/borger/affald-og-genbrug/');
    expect(all).toContain('http://other.example/en/');
    expect(all).toContain('http://other.example/de/');
    expect(all.every((loc) => loc?.startsWith('http://other.example/'))).toBe(true);
    expect(body).not.toContain('<lastmod>');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ appHost: 'other.example' }),
      'sitemap: the backend answer is not a urlset, built instead',
    );
  });

  it.each([
    ['an error status', () => new HttpResponse('oops', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['HTML', () => new HttpResponse('<html><body>502</body></html>', { status: 200 })],
    [
      'a DOCTYPE with entities',
      () =>
        new HttpResponse(
          `<!DOCTYPE urlset [<!ENTITY a "x">]><urlset xmlns="${SITEMAP_NAMESPACE}"><url><loc>https://${HOST}/&a;</loc></url></urlset>`,
        ),
    ],
    ['over 5 MB', () => new HttpResponse(`<urlset>${' '.repeat(5 * 1024 * 1024)}</urlset>`)],
    [
      'only other hosts',
      () =>
        new HttpResponse(
          `<urlset xmlns="${SITEMAP_NAMESPACE}"><url><loc>https://evil.example/x/</loc></url></urlset>`,
        ),
    ],
  ])('builds it when the backend answers %s', async (_, answer) => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/sitemap.xml', answer));
    const { res, body } = await get(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sitemap-source')).toBe('navigation');
    expect(locs(body)).toContain(`${ORIGIN}/borger/`);
    expect(body).not.toContain('evil.example');
  });

  it('builds it when the backend is slow, within its own deadline', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/sitemap.xml', async () => {
        await delay(5_000);
        return new HttpResponse('<urlset/>');
      }),
    );
    const started = performance.now();
    const { res } = await get(`${ORIGIN}/sitemap.xml`);
    expect(res.headers.get('x-sitemap-source')).toBe('navigation');
    expect(performance.now() - started).toBeLessThan(BACKEND_FILE_TIMEOUT_MS);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ failure: 'timeout' }),
      'sitemap: backend sitemap failed, built instead',
    );
  });
});
