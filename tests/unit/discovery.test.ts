import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { siteDa } from '#mocks/fixtures/site.ts';
import { isRoutableLink } from '#src/components/runtime/runtime-rules.ts';
import { BACKEND_FILE_TIMEOUT_MS } from '#src/server/discovery/backend-file.ts';
import { clearDiscoveryCache, discoveryResponse } from '#src/server/discovery/files.ts';
import { discoveryHostOf, publicPageUrl, type DiscoveryHost } from '#src/server/discovery/host.ts';
import { MANIFEST_ICONS, shortNameOf, webManifest } from '#src/server/discovery/manifest.ts';
import { DISALLOWED, parseRobotsGroups, renderRobots } from '#src/server/discovery/robots.ts';
import { renderSecurityTxt, securityContacts } from '#src/server/discovery/security-txt.ts';
import {
  MAX_SITEMAP_URLS,
  parseSitemapXml,
  renderSitemapXml,
  SITEMAP_NAMESPACE,
} from '#src/server/discovery/sitemap-xml.ts';
import { buildEntries, rewriteEntries } from '#src/server/discovery/sitemap.ts';
import { backendCache } from '#src/server/cms/page.ts';
import { EMPTY_SITE } from '#src/server/cms/reshape.ts';
import type { Site } from '#src/server/cms/types.ts';
import { EnvError, parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { classify } from '#src/server/pipeline/classify.ts';
import { discoveryFiles } from '#src/server/pipeline/discovery-files.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { unservedFiles } from '#src/server/pipeline/unserved-files.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS, server } from '#tests/support/setup.ts';

const HOST = 'www.example-kommune.dk';
const ORIGIN = `http://${HOST}`;

const useEnv = (extra: Record<string, string> = {}) =>
  setEnvForTests(
    parseEnv({ CMS_API_URL: CMS, CMS_API_KEY: 'test-key', CMS_TIMEOUT_MS: '300', ...extra }),
  );

beforeEach(() => clearDiscoveryCache());

/** The discovery answer of `url` (GET), with request headers. */
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await runWithRequestContext(undefined, () =>
    discoveryResponse(new URL(url).pathname, new Request(url, { headers })),
  );
  if (!res) throw new Error(`no discovery answer for ${url}`);
  return { res, body: await res.text() };
}

/** Every backend call of SEO files: path and the Host header the backend saw. */
function seoCalls() {
  const calls: { path: string; host: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt')
      calls.push({ path: pathname, host: request.headers.get('host') });
  });
  return calls;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

const host = (origin = ORIGIN): DiscoveryHost => ({
  origin,
  appHost: new URL(origin).hostname,
  siteHosts: new Set([new URL(origin).hostname, 'cms.test']),
});

// ---------------------------------------------------------------------------------------------

describe('reading a sitemap (sax, strict)', () => {
  const urlset = (inner: string, ns = ` xmlns="${SITEMAP_NAMESPACE}"`) =>
    `<?xml version="1.0" encoding="utf-8"?><urlset${ns}>${inner}</urlset>`;

  it('reads the shape Limbo.Umbraco.Seo writes, with or without the namespace', () => {
    const xml = urlset(
      '<url><loc>https://x.dk/a/</loc><lastmod>2026-04-30</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>' +
        '<url><loc> https://x.dk/b/?a=1&amp;b=2 </loc></url><url><lastmod>2026-01-01</lastmod></url>',
    );
    expect(parseSitemapXml(xml)).toEqual([
      { loc: 'https://x.dk/a/', lastmod: '2026-04-30', changefreq: 'weekly', priority: '0.5' },
      { loc: 'https://x.dk/b/?a=1&b=2', lastmod: null, changefreq: null, priority: null },
    ]);
    expect(parseSitemapXml(urlset('<url><loc>https://x.dk/</loc></url>', ''))).toHaveLength(1);
    expect(parseSitemapXml(urlset('<url><loc><![CDATA[https://x.dk/c/]]></loc></url>'))).toEqual([
      expect.objectContaining({ loc: 'https://x.dk/c/' }),
    ]);
  });

  it('drops malformed optional fields and ignores unknown elements', () => {
    const [entry] = parseSitemapXml(
      urlset(
        '<url><loc>https://x.dk/</loc><lastmod>30-04-2026</lastmod><changefreq>sometimes</changefreq><priority>7</priority><image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><image:loc>https://x.dk/i.png</image:loc></image:image></url>',
      ),
    )!;
    expect(entry).toEqual({
      loc: 'https://x.dk/',
      lastmod: null,
      changefreq: null,
      priority: null,
    });
  });

  it("refuses the package's <e> error root, a sitemap index and malformed XML", () => {
    expect(parseSitemapXml(`<e xmlns="${SITEMAP_NAMESPACE}">Failed</e>`)).toBeNull();
    expect(parseSitemapXml(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}"/>`)).toBeNull();
    expect(parseSitemapXml(urlset('<url><loc>https://x.dk/</loc>'))).toBeNull();
    expect(parseSitemapXml('<html><body>Bad gateway</body></html>')).toBeNull();
    expect(parseSitemapXml('')).toBeNull();
    expect(parseSitemapXml('{"meta":{"code":500}}')).toBeNull();
  });

  it('refuses any DOCTYPE and any entity but XML’s five (no expansion, no billion laughs)', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      `<urlset xmlns="${SITEMAP_NAMESPACE}"><url><loc>https://x.dk/&b;</loc></url></urlset>`;
    expect(parseSitemapXml(laughs)).toBeNull();
    const external =
      '<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      `<urlset xmlns="${SITEMAP_NAMESPACE}"><url><loc>https://x.dk/&x;</loc></url></urlset>`;
    expect(parseSitemapXml(external)).toBeNull();
    expect(parseSitemapXml(urlset('<url><loc>https://x.dk/&nbsp;</loc></url>'))).toBeNull();
  });

  it('stops at the protocol’s 50,000 URLs and skips values over 2 KB', () => {
    const many = urlset('<url><loc>https://x.dk/p/</loc></url>'.repeat(MAX_SITEMAP_URLS + 10));
    expect(parseSitemapXml(many)).toHaveLength(MAX_SITEMAP_URLS);
    // A loc over the protocol's 2,048 characters is skipped, the rest kept.
    const long = urlset(
      `<url><loc>https://x.dk/${'a'.repeat(700_000)}</loc></url><url><loc>https://x.dk/ok/</loc></url>`,
    );
    expect(parseSitemapXml(long)?.map((e) => e.loc)).toEqual(['https://x.dk/ok/']);
  });

  it('writes escaped XML that reads back the same', () => {
    const entries = [
      { loc: 'https://x.dk/a/?q=1&r=<2>', lastmod: '2026-04-30', changefreq: null, priority: null },
      { loc: 'https://x.dk/"o\'\u0001/', lastmod: null, changefreq: 'daily', priority: '1.0' },
    ];
    const xml = renderSitemapXml(entries);
    expect(xml).toContain('<loc>https://x.dk/a/?q=1&amp;r=&lt;2&gt;</loc>');
    expect(xml).not.toContain('\u0001');
    expect(parseSitemapXml(xml)).toEqual([
      entries[0],
      { ...entries[1], loc: 'https://x.dk/"o\'/' },
    ]);
  });
});

describe('URLs on this host only', () => {
  it('moves site-host URLs onto the public origin in canonical form', () => {
    const h = host('https://www.example-kommune.dk');
    expect(publicPageUrl('/borger', h)).toBe('https://www.example-kommune.dk/borger/');
    expect(publicPageUrl('http://cms.test/borger/?a=1', h)).toBe(
      'https://www.example-kommune.dk/borger/?a=1',
    );
    expect(publicPageUrl('/børn-og-unge/', h)).toBe(
      'https://www.example-kommune.dk/b%C3%B8rn-og-unge/',
    );
    expect(publicPageUrl('https://WWW.EXAMPLE-KOMMUNE.DK/en/', h)).toBe(
      'https://www.example-kommune.dk/en/',
    );
  });

  it.each([
    'https://evil.example/borger/',
    '//evil.example/borger/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'https://user:pw@www.example-kommune.dk/',
    'https://www.example-kommune.dk@evil.example/',
    'mailto:a@b.dk',
    '/api/data',
    '/__limbo/',
    '/__login/',
    '/RSC/R/borger.txt',
    '/media/quiz/affaldsquiz.pdf',
    '/umbraco/backoffice/',
    '/1234/',
    '/a%2Fb/',
    '/a b/',
    '',
  ])('leaves out %s', (link) => {
    expect(publicPageUrl(link, host('https://www.example-kommune.dk'))).toBeNull();
  });

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

describe('the host of the files', () => {
  it('is the Host header; X-Forwarded-Host only through a trusted proxy, and only a plain host', () => {
    const req = (headers: Record<string, string>) =>
      new Request('http://www.example-kommune.dk/sitemap.xml', { headers });
    expect(discoveryHostOf(req({ 'x-forwarded-host': 'evil.example' }))?.origin).toBe(ORIGIN);
    useEnv({ TRUSTED_PROXIES: '1' });
    expect(
      discoveryHostOf(req({ 'x-forwarded-host': 'kommune.dk', 'x-forwarded-proto': 'https' }))
        ?.origin,
    ).toBe('https://kommune.dk');
    for (const forged of ['evil.com:80@x', 'a.dk/x', 'a.dk%0d%0aSet-Cookie:x', 'a.dk x', '"a"'])
      expect(discoveryHostOf(req({ 'x-forwarded-host': forged }))?.origin).toBe(ORIGIN);
  });

  it('asks the backend with APP_HOST, else the request host, as the Host header', async () => {
    const calls = seoCalls();
    await get(`${ORIGIN}/robots.txt`);
    useEnv({ APP_HOST: 'app.example-kommune.dk' });
    clearDiscoveryCache();
    await get(`${ORIGIN}/robots.txt`);
    expect(calls.map((c) => c.host)).toEqual([HOST, 'app.example-kommune.dk']);
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

  it('answers a clean 503 when the backend is down and no site data is kept', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    const { res, body } = await get(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(body).not.toMatch(/Error|at /);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ file: 'sitemap.xml' }),
      'discovery file unavailable: no site data',
    );
    // Not kept: the next request after recovery gets the sitemap.
    faults.mode = 'none';
    expect((await get(`${ORIGIN}/sitemap.xml`)).res.status).toBe(200);
  });

  it('keeps answers a minute per host, and never asks the backend for its own call', async () => {
    const calls = seoCalls();
    await get(`${ORIGIN}/sitemap.xml`);
    await get(`${ORIGIN}/sitemap.xml`);
    expect(calls).toHaveLength(1);
    await get('http://localhost/sitemap.xml');
    expect(calls).toHaveLength(2);
    const looped = await get('http://localhost/sitemap.xml', { 'x-limbo-discovery': '1' });
    expect(looped.res.headers.get('x-sitemap-source')).toBe('navigation');
    expect(calls).toHaveLength(2);
  });
});

describe('/robots.txt', () => {
  it("keeps our rules in every group, merges the backend's, and names this host's sitemap", async () => {
    const { res, body } = await get(`${ORIGIN}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const groups = body.split('\n\n');
    const star = groups.find((g) => g.includes('User-agent: *'))!;
    const bot = groups.find((g) => g.includes('User-agent: ExampleBot'))!;
    for (const path of DISALLOWED) {
      expect(star).toContain(`Disallow: ${path}\n`.trim());
      expect(bot).toContain(`Disallow: ${path}`);
    }
    expect(star).toContain('Disallow: /da/soegning/');
    expect(bot).toContain('Disallow: /nyheder/arkiv/');
    // An Allow that would reopen an API is dropped, and so is the backend's own Sitemap line.
    expect(body).not.toContain('Allow: /api/');
    expect(body.match(/^Sitemap:.*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });

  it('is ours alone when the backend fails or has no site for the host', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    faults.mode = 'down';
    const down = await get(`${ORIGIN}/robots.txt`);
    expect(down.res.status).toBe(200);
    expect(down.body).toBe(renderRobots(ORIGIN));
    faults.mode = 'none';
    const unknown = await get('http://other.example/robots.txt');
    expect(unknown.body).toBe(renderRobots('http://other.example'));
  });

  it('reads hostile backend rules safely', () => {
    const groups = parseRobotsGroups(
      [
        'Sitemap: https://evil.example/sitemap.xml',
        'Disallow: /before-any-agent/',
        'User-agent: *',
        'Allow: /__limbo/',
        'Allow: /*',
        'Disallow: /intern/ # editors',
        'Host: evil.example',
        'Crawl-delay: 10000000',
        'Disallow: /a\u0000b/',
        'User-agent: Googlebot\rDisallow: /g/',
        'Noindex: /x/',
      ].join('\n'),
    );
    expect(groups).toEqual([
      { agents: ['*'], rules: ['Disallow: /intern/'] },
      { agents: ['Googlebot'], rules: ['Disallow: /g/'] },
    ]);
    const text = renderRobots('https://kommune.dk', groups);
    expect(text).not.toMatch(/evil|__limbo\/\n*Allow|Allow:/);
    expect(text.match(/^User-agent: \*$/gm)).toHaveLength(1);
  });
});

describe('/.well-known/security.txt', () => {
  it('takes Contact from SECURITY_CONTACT, with Expires, languages and Canonical', async () => {
    useEnv({
      SECURITY_CONTACT: 'security@example-kommune.dk, https://example-kommune.dk/sikkerhed',
    });
    const { res, body } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Contact: mailto:security@example-kommune.dk',
      'Contact: https://example-kommune.dk/sikkerhed',
    ]);
    expect(lines).toContain('Preferred-Languages: da, en');
    expect(lines).toContain(`Canonical: ${ORIGIN}/.well-known/security.txt`);
    const expires = Date.parse(lines.find((l) => l.startsWith('Expires: '))!.slice(9));
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(170);
    expect(days).toBeLessThan(181);
  });

  it("else takes the site's footer e-mail", async () => {
    const { body } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(body).toMatch(/^Contact: mailto:kommune@example-kommune\.dk$/m);
  });

  it('answers 404, not an invalid file, without any contact, and 503 without site data', async () => {
    const noEmail = { ...siteDa, footer: { ...siteDa.footer, contact: { title: 'Kontakt' } } };
    server.use(
      http.get('*/umbraco/api/spa/getdata/', () =>
        HttpResponse.json({ meta: { code: 200 }, site: noEmail, navigation: {} }),
      ),
    );
    const { res } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(res.status).toBe(404);
    server.resetHandlers();
    clearDiscoveryCache();
    backendCache.clear(); // else the micro-cache's stale site (without e-mail) is served
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    expect((await get(`${ORIGIN}/.well-known/security.txt`)).res.status).toBe(503);
  });

  it('never writes an e-mail that could break a line', () => {
    const withEmail = (email: string) =>
      securityContacts([], {
        ...EMPTY_SITE,
        footer: { ...EMPTY_SITE.footer, contact: { title: null, phone: null, link: null, email } },
      });
    expect(withEmail('mailto:a@b.dk')).toEqual(['mailto:a@b.dk']);
    for (const bad of ['a@b.dk\nContact: https://evil', 'a b@c.dk', '<a@b.dk>', 'nope'])
      expect(withEmail(bad)).toEqual([]);
    expect(renderSecurityTxt([], ORIGIN, new Date())).toBeNull();
  });

  it('validates SECURITY_CONTACT at start-up', () => {
    expect(useEnvOf('tel:+4512345678').securityContact).toEqual(['tel:+4512345678']);
    for (const bad of [
      'http://x.dk',
      'mailto:a b@c.dk',
      'javascript:alert(1)',
      ',',
      'x'.repeat(300),
    ])
      expect(() => useEnvOf(bad)).toThrow(EnvError);
  });

  it('/security.txt redirects to the well-known place', async () => {
    const { res } = await get(`${ORIGIN}/security.txt`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/.well-known/security.txt');
  });
});

const useEnvOf = (contact: string) => parseEnv({ CMS_API_URL: CMS, SECURITY_CONTACT: contact });

describe('/manifest.webmanifest', () => {
  it("names the site, its language and its theme's colours, with the icon set", async () => {
    const { res, body } = await get(`${ORIGIN}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(body)).toMatchObject({
      name: 'Eksempel Kommune',
      short_name: 'Eksempel',
      lang: 'da',
      start_url: '/',
      scope: '/',
      display: 'minimal-ui',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    expect(JSON.parse(body).icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  });

  it('follows the theme, and short names stay short', () => {
    const dark = webManifest({ ...EMPTY_SITE, name: 'Kort', themeAlias: 'dark' }, host());
    expect(dark).toMatchObject({ name: 'Kort', short_name: 'Kort', theme_color: '#121212' });
    expect(shortNameOf('Sønderborgkommunesforvaltning')).toBe('Sønderborgk…');
  });

  it('has its PNG icons in public/ at their stated sizes', () => {
    for (const icon of [
      ...MANIFEST_ICONS.filter((i) => i.type === 'image/png'),
      { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    ]) {
      const png = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe('in the pipeline', () => {
  const app = () => {
    const hono = new Hono();
    hono.use((_, next) => runWithRequestContext(undefined, () => next()));
    for (const step of [classifyStep, methods, discoveryFiles, unservedFiles]) hono.use(step);
    hono.all('*', (c) => c.text('rendered'));
    return hono;
  };

  it('answers GET and HEAD, and 405 with Allow for other methods', async () => {
    expect((await app().request(`${ORIGIN}/robots.txt`)).status).toBe(200);
    const head = await app().request(`${ORIGIN}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app().request(`${ORIGIN}/sitemap.xml`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('serves /manifest.webmanifest without a trailing-slash redirect (regression)', async () => {
    const res = await app().request(`${ORIGIN}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    // Other long extensions are files too: a plain 404, never a redirect to a slash.
    const long = await app().request(`${ORIGIN}/data/export.verylongextension`);
    expect(long.status).toBe(404);
    expect(long.headers.get('location')).toBeNull();
    // Near misses are not discovery files.
    expect((await app().request(`${ORIGIN}/sitemap.xml/`)).status).toBe(404);
    expect((await app().request(`${ORIGIN}/Sitemap.xml`)).status).toBe(404);
  });
});

describe('the file-extension rule (server and client alike)', () => {
  it.each([
    ['/manifest.webmanifest', 'file'],
    ['/data/export.verylongextension', 'file'],
    ['/x.geojson', 'file'],
    ['/quiz.PDF', 'file'],
    ['/version-2.0', 'page'],
    ['/borger', 'page'],
  ])('%s is a %s', (path, kind) => {
    const c = classify(new URL(path, ORIGIN));
    expect(c.kind).toBe(kind);
    expect(c.canonical).toBe(kind === 'file' ? null : `${path}/`);
    const anchor = { href: `${ORIGIN}${path}`, target: '', hasAttribute: () => false, dataset: {} };
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isRoutableLink(anchor as unknown as HTMLAnchorElement, click, ORIGIN)).toBe(
      kind === 'page',
    );
  });
});
