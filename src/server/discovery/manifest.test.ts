import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '#src/server/cms/reshape.ts';
import { freshDiscovery, get, host, ORIGIN } from './discovery.test-kit.ts';
import { MANIFEST_ICONS, shortNameOf, webManifest } from './manifest.ts';

beforeEach(() => freshDiscovery());

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
      const png = readFileSync(new URL(`../../../public${icon.src}`, import.meta.url));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
