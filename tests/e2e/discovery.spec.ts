import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, getWithoutRedirect, test } from './fixtures.ts';
import { SITE_PORT } from '../../playwright.config.ts';

// Discovery files for the visitor's host (decision 016), against the sample backend, which serves
// a Limbo.Umbraco.Seo-shaped /sitemap.xml and /robots.txt for localhost and 127.0.0.1 only. A
// known host it has none for (PUBLIC_HOSTS in playwright.config.ts: andet.localhost,
// nede.localhost) gets the sitemap built from the navigation; a host the site does not know gets
// files made without the backend.

const ORIGIN = `http://localhost:${SITE_PORT}`;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request with the Host header (and others) sent exactly as given. */
function rawRequest(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path, method, headers, setHost: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

test.describe('/sitemap.xml', () => {
  test("is the backend's sitemap on the visitor's origin, with lastmod", async ({ request }) => {
    const res = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers()['cache-control']).toBe('public, max-age=300');
    expect(res.headers()['x-sitemap-source']).toBe('backend');
    const body = await res.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const all = locs(body);
    expect(all).toContain(`${ORIGIN}/borger/affald-og-genbrug/`);
    expect(all).toContain(`${ORIGIN}/en/contact/`);
    expect(all.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test('gives each host its own sitemap; X-Forwarded-Host from a visitor is ignored', async () => {
    const local = await rawRequest('/sitemap.xml', { host: `localhost:${SITE_PORT}` });
    const loopback = await rawRequest('/sitemap.xml', {
      host: `127.0.0.1:${SITE_PORT}`,
      'x-forwarded-host': 'evil.example',
    });
    expect(locs(local.body)[0]).toMatch(new RegExp(`^http://localhost:${SITE_PORT}/`));
    expect(locs(loopback.body)[0]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${SITE_PORT}/`));
    expect(loopback.body).not.toContain('evil.example');
  });

  test('is built from the navigation for a host the backend has no sitemap for', async () => {
    const res = await rawRequest('/sitemap.xml', { host: `andet.localhost:${SITE_PORT}` });
    expect(res.status).toBe(200);
    expect(res.headers['x-sitemap-source']).toBe('navigation');
    const all = locs(res.body);
    expect(all).toContain(`http://andet.localhost:${SITE_PORT}/borger/`);
    expect(all).toContain(`http://andet.localhost:${SITE_PORT}/en/`);
    expect(all.every((loc) => loc.startsWith(`http://andet.localhost:${SITE_PORT}/`))).toBe(true);
  });

  test('responds with a clean 503 when the backend is down and nothing is kept for the host', async ({
    backendFault,
  }) => {
    await backendFault('down');
    const res = await rawRequest('/sitemap.xml', { host: `nede.localhost:${SITE_PORT}` });
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toContain('Service unavailable');
    expect(res.body).not.toMatch(/\bat \w|Error:/);
  });

  test('is not there for a host the site does not know, and names no host', async () => {
    const res = await rawRequest('/sitemap.xml', { host: `ukendt.localhost:${SITE_PORT}` });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('ukendt');
    const robots = await rawRequest('/robots.txt', { host: `ukendt.localhost:${SITE_PORT}` });
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /__limbo/');
    expect(robots.body).not.toMatch(/Sitemap|ukendt/);
  });

  test('refuses odd Host headers without echoing them', async () => {
    for (const host of ['evil.com:80@x', 'a b', 'x/y']) {
      const res = await rawRequest('/sitemap.xml', { host });
      expect(res.status, host).toBe(400);
      expect(res.body, host).not.toContain('evil');
    }
  });

  test('takes GET and HEAD only: 405 with Allow', async ({ request }) => {
    const headRes = await request.head('/sitemap.xml');
    expect(headRes.status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await request.fetch('/sitemap.xml', { method, maxRedirects: 0 });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow, method).toBe('GET, HEAD');
    }
  });
});

test.describe('/robots.txt', () => {
  test("keeps the tools, APIs and RSC payloads out, merges the backend's rules, names the sitemap", async ({
    request,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const body = await res.text();
    for (const path of ['/__limbo/', '/__tools/', '/__login/', '/__demo/', '/api/', '/RSC/'])
      expect(body.match(new RegExp(`^Disallow: ${path}$`, 'gm'))).toHaveLength(2);
    expect(body).toContain('Disallow: /da/soegning/');
    expect(body).toContain('User-agent: ExampleBot');
    expect(body).not.toContain('Allow: /api/');
    expect(body.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
    const other = await rawRequest('/robots.txt', { host: `127.0.0.1:${SITE_PORT}` });
    expect(other.body).toContain(`Sitemap: http://127.0.0.1:${SITE_PORT}/sitemap.xml`);
  });
});

test.describe('security.txt', () => {
  test('has the footer e-mail as Contact, Expires, languages and Canonical; /security.txt redirects', async ({
    page,
    request,
  }) => {
    const res = await request.get('/.well-known/security.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('Contact: mailto:kommune@example-kommune.dk');
    expect(body).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T00:00:00Z$/m);
    expect(body).toContain('Preferred-Languages: da, en');
    expect(body).toContain(`Canonical: ${ORIGIN}/.well-known/security.txt`);
    const redirect = await getWithoutRedirect(page, '/security.txt');
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/.well-known/security.txt');
  });
});

test.describe('web manifest and icons', () => {
  test('/manifest.webmanifest serves itself, never a redirect to a slash (regression)', async ({
    page,
  }) => {
    const res = await getWithoutRedirect(page, '/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers().location).toBeUndefined();
    expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Eksempel Kommune',
      short_name: 'Eksempel',
      lang: 'da',
      start_url: '/',
      display: 'minimal-ui',
      theme_color: '#ffffff',
    });
    for (const icon of manifest.icons) {
      const file = await getWithoutRedirect(page, icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toMatch(
        new RegExp(`^${icon.type.replace('+', '\\+')}\\b`),
      );
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const longExtension = await getWithoutRedirect(page, '/data/export.verylongextension');
    expect(longExtension.status()).toBe(404);
    expect(longExtension.headers().location).toBeUndefined();
  });

  test('every page links the manifest and the touch icon; axe finds nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const touch = page.locator('link[rel="apple-touch-icon"]');
    await expect(touch).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    expect((await page.request.get('/icons/apple-touch-icon.png')).status()).toBe(200);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
