import { describe, expect, it } from 'vitest';
import { hreflangLinks } from './alternates.ts';
import { jsonLdFor, serializeJsonLd } from './json-ld.ts';
import { pageSeoOf } from './page-seo.ts';
import { load, ORIGIN } from './seo.test-kit.ts';

describe('a page answer’s hreflang and JSON-LD', () => {
  it('are what alternates.ts and json-ld.ts make', async () => {
    const r = await load('/en/contact/');
    const canonical = `${ORIGIN}/en/contact/`;
    const seo = pageSeoOf(r.page, r.site, 'en', canonical);
    expect(seo.alternates).toEqual(hreflangLinks(r.page, r.site, 'en', canonical));
    const ld = jsonLdFor({ page: r.page, site: r.site, language: 'en', canonical });
    expect(ld.length).toBeGreaterThan(0);
    expect(seo.jsonLd).toEqual(ld.map((d) => ({ type: d['@type'], json: serializeJsonLd(d) })));
  });

  it('are made once per answer, language and address', async () => {
    const r = await load('/en/contact/');
    const canonical = `${ORIGIN}/en/contact/`;
    const first = pageSeoOf(r.page, r.site, 'en', canonical);
    expect(pageSeoOf(r.page, r.site, 'en', canonical)).toBe(first);
    // Another address, language or answer is its own.
    const elsewhere = pageSeoOf(r.page, r.site, 'en', `https://other.example/en/contact/`);
    expect(elsewhere).not.toBe(first);
    expect(elsewhere.alternates[0]?.href).toBe('https://other.example/en/contact/');
    expect(pageSeoOf(r.page, r.site, 'da', canonical)).not.toBe(first);
    const republished = { ...r.page, title: 'Contact the municipality' };
    const again = pageSeoOf(republished, r.site, 'en', canonical);
    expect(again).not.toBe(first);
    expect(again.jsonLd.some((d) => d.json.includes('Contact the municipality'))).toBe(true);
  });

  it('keeps the 16 latest addresses of an answer (a search page has one per query)', async () => {
    const r = await load('/en/contact/');
    const at = (i: number) => `${ORIGIN}/en/contact/?q=${i}`;
    const first = pageSeoOf(r.page, r.site, 'en', at(0));
    for (let i = 1; i < 16; i++) pageSeoOf(r.page, r.site, 'en', at(i));
    expect(pageSeoOf(r.page, r.site, 'en', at(0))).toBe(first);
    pageSeoOf(r.page, r.site, 'en', at(16));
    pageSeoOf(r.page, r.site, 'en', at(17));
    expect(pageSeoOf(r.page, r.site, 'en', at(0))).not.toBe(first);
  });
});
