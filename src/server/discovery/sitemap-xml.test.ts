import { describe, expect, it } from 'vitest';
import {
  MAX_SITEMAP_URLS,
  parseSitemapXml,
  renderSitemapXml,
  SITEMAP_NAMESPACE,
} from './sitemap-xml.ts';

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
