import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { Header } from '#src/components/Header/Header.tsx';
import { PageHead } from '#src/components/PageHead/PageHead.tsx';
import { parseAnswer } from '#src/server/cms/answer.ts';
import { resolvePage, type PageResult } from '#src/server/cms/page.ts';
import { reshapePage, reshapeSite } from '#src/server/cms/reshape.ts';
import type { Block, Page, Site } from '#src/server/cms/types.ts';
import { log } from '#src/server/log.ts';
import { getEnv } from '#src/server/env.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { hreflangLinks } from '#src/server/seo/alternates.ts';
import {
  jsonLdFor,
  REQUIRED,
  serializeJsonLd,
  type JsonLd,
  type JsonLdContext,
} from '#src/server/seo/json-ld.ts';
import { absoluteUrl, isoValue } from '#src/server/seo/urls.ts';
import { translator } from '#src/shared/dictionary/index.ts';

const ORIGIN = 'https://www.example-kommune.dk';

type Rendered = Extract<PageResult, { kind: 'render' }> & { page: Page; site: Site };

async function load(path: string): Promise<Rendered> {
  const result = await runWithRequestContext(undefined, () =>
    resolvePage({
      path,
      query: new URLSearchParams(),
      host: 'www.example-kommune.dk',
      cookie: null,
      userAgent: 'Mozilla/5.0',
    }),
  );
  if (result.kind !== 'render' || !result.page || !result.site) throw new Error(`no ${path}`);
  return result as Rendered;
}

const ctxOf = (r: Rendered, path = r.page.path): JsonLdContext => ({
  page: r.page,
  site: r.site,
  language: r.language,
  canonical: new URL(path, ORIGIN).href,
});

const head = (r: Rendered, noIndex = false) =>
  renderToString(
    createElement(PageHead, {
      page: r.page,
      site: r.site,
      canonicalUrl: new URL(r.page.path, ORIGIN).href,
      language: r.language,
      noIndex,
    }),
  );

/** The JSON-LD objects of rendered HTML, each parsed as a crawler would. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const typesOf = (items: { '@type'?: unknown }[]) => items.map((i) => i['@type']);

/** A content answer parsed and reshaped as the app does, from a fixture page with changes. */
function pageWith(path: string, change: (content: Record<string, unknown>) => void): Page {
  const content = structuredClone(
    (pages[path] as { content: Record<string, unknown> }).content,
  ) as Record<string, unknown>;
  change(content);
  const answer = parseAnswer({ meta: { code: 200 }, content }, 200);
  if (!answer?.content) throw new Error('unusable');
  return reshapePage(answer.content, path, { mediaBase: getEnv().mediaBaseUrl, templates: {} });
}

function expectRequired(item: Record<string, unknown>) {
  const type = item['@type'] as string;
  expect(REQUIRED[type], `REQUIRED lists ${type}`).toBeDefined();
  expect(item['@context']).toBe('https://schema.org');
  for (const property of REQUIRED[type]!) {
    expect(item[property], `${type}.${property}`).toBeTruthy();
  }
}

describe('content.alternates in the adapter', () => {
  it('keeps one usable alternate per language and drops odd entries with a warning', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answer = parseAnswer(
      {
        meta: { code: 200 },
        pageId: 7,
        content: {
          id: 7,
          name: 'Kontakt',
          url: '/kontakt/',
          alternates: [
            { culture: 'en-US', url: '/en/contact/' },
            { culture: 'de-DE', url: 'javascript:alert(1)' },
            { culture: 'de-DE', url: '//evil.example/de/' },
            { url: '/x/' },
            { culture: 'de-DE' },
            'nonsense',
            null,
            { culture: 'fr-FR', url: '/fr/contact/' },
            { culture: 'en-GB', url: '/en-gb/contact/' },
            { culture: 'de-DE', url: 'https://www.example-kommune.de/kontakt/' },
          ],
        },
      },
      200,
    );
    const page = reshapePage(answer!.content!, '/kontakt/', { mediaBase: '', templates: {} });
    expect(page.alternates).toEqual([
      { culture: 'en-US', url: '/en/contact/', language: 'en' },
      { culture: 'de-DE', url: 'https://www.example-kommune.de/kontakt/', language: 'de' },
    ]);
    const dropped = warn.mock.calls.filter(([, message]) => message === 'backend field dropped');
    expect(dropped.map(([fields]) => (fields as { path: string }).path)).toEqual([
      'content.alternates.1.url',
      'content.alternates.2.url',
      'content.alternates.3.culture',
      'content.alternates.4.url',
      'content.alternates.5',
      'content.alternates.6',
    ]);
  });

  it('an answer with alternates that are not a list still renders, without alternates', () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answer = parseAnswer(
      { meta: { code: 200 }, content: { id: 7, name: 'K', url: '/k/', alternates: 'en' } },
      200,
    );
    expect(answer?.content?.alternates).toEqual([]);
  });
});

describe('hreflang', () => {
  it('names the page in every language, itself as its canonical, x-default the Danish one', async () => {
    const r = await load('/en/contact/');
    const canonical = `${ORIGIN}/en/contact/`;
    expect(hreflangLinks(r.page, r.site, 'en', canonical)).toEqual([
      { hreflang: 'en', href: canonical },
      { hreflang: 'da', href: `${ORIGIN}/kontakt/` },
      { hreflang: 'de', href: `${ORIGIN}/de/kontakt/` },
      { hreflang: 'x-default', href: `${ORIGIN}/kontakt/` },
    ]);
  });

  it('without alternates only the culture roots carry hreflang (from site.cultures)', async () => {
    const home = await load('/');
    expect(hreflangLinks(home.page, home.site, 'da', `${ORIGIN}/`)).toEqual([
      { hreflang: 'da', href: `${ORIGIN}/` },
      { hreflang: 'en', href: `${ORIGIN}/en/` },
      { hreflang: 'de', href: `${ORIGIN}/de/` },
      { hreflang: 'x-default', href: `${ORIGIN}/` },
    ]);
    const borger = await load('/borger/');
    expect(hreflangLinks(borger.page, borger.site, 'da', `${ORIGIN}/borger/`)).toEqual([]);
  });

  it('keeps addresses on the public origin, percent-encoded once', async () => {
    const r = await load('/kontakt/');
    const page: Page = {
      ...r.page,
      alternates: [
        { culture: 'en-US', url: '/en/børn/', language: 'en' },
        { culture: 'de-DE', url: '/de/b%C3%B8rn/', language: 'de' },
      ],
    };
    const links = hreflangLinks(page, r.site, 'da', 'https://staging.example:8443/kontakt/');
    expect(links.map((l) => l.href)).toEqual([
      'https://staging.example:8443/kontakt/',
      'https://staging.example:8443/en/b%C3%B8rn/',
      'https://staging.example:8443/de/b%C3%B8rn/',
      'https://staging.example:8443/kontakt/',
    ]);
  });

  it('one language alone gives no hreflang', async () => {
    const r = await load('/kontakt/');
    const page: Page = {
      ...r.page,
      alternates: [{ culture: 'da-DK', url: '/kontakt/', language: 'da' }],
    };
    expect(hreflangLinks(page, r.site, 'da', `${ORIGIN}/kontakt/`)).toEqual([]);
  });

  it('the head carries hreflang, og:locale:alternate and no alternates on an error page', async () => {
    const r = await load('/kontakt/');
    const html = head(r);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en/contact/"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/kontakt/"/>`,
    );
    expect(html).toContain('<meta property="og:locale" content="da_DK"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="de_DE"/>');
    const notIndexed = head(r, true);
    expect(notIndexed).not.toContain('hrefLang');
    expect(notIndexed).not.toContain('og:locale:alternate');
    expect(notIndexed).not.toContain('application/ld+json');
    expect(head(await load('/borger/'))).not.toContain('hrefLang');
    // The backend's noindex: no structured data either.
    expect(head(await load('/test-farlig-tekst/'))).not.toContain('application/ld+json');
    expect(head(await load('/borger/'))).toContain('application/ld+json');
  });
});

describe('the language selector', () => {
  const selector = (r: Rendered) =>
    renderToString(
      createElement(Header, {
        site: r.site,
        t: translator(r.language),
        flags: getEnv().publicConfig.flags,
        defaultSearchPage: '/da/soegning/',
        currentPath: r.page.path,
        alternates: r.page.alternates,
      }),
    );
  const hrefOf = (html: string, lang: string) =>
    new RegExp(`<a href="([^"]*)" lang="${lang}"`).exec(html)?.[1];

  it('links to the same page in each language when the backend says where it is', async () => {
    const html = selector(await load('/kontakt/'));
    expect(hrefOf(html, 'da')).toBe('/kontakt/');
    expect(hrefOf(html, 'en')).toBe('/en/contact/');
    expect(hrefOf(html, 'de')).toBe('/de/kontakt/');
  });

  it("otherwise to each culture's front page, and the current language to this page", async () => {
    const html = selector(await load('/borger/'));
    expect(hrefOf(html, 'da')).toBe('/borger/');
    expect(hrefOf(html, 'en')).toBe('/en/');
    expect(hrefOf(html, 'de')).toBe('/de/');
  });
});

describe('JSON-LD', () => {
  it('the front page has the organisation from the footer, logo and social links', async () => {
    const items = jsonLdFor(ctxOf(await load('/')));
    expect(typesOf(items)).toEqual(['GovernmentOrganization', 'WebPage']);
    expect(items[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentOrganization',
      name: 'Eksempel Kommune',
      url: `${ORIGIN}/`,
      telephone: '+45 70 00 00 00',
      email: 'kommune@example-kommune.dk',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Torvet 1',
        postalCode: '8000',
        addressLocality: 'Eksempelby',
        addressCountry: 'DK',
      },
      sameAs: [
        'https://www.facebook.com/eksempelkommune',
        'https://www.linkedin.com/company/eksempel-kommune',
        'https://www.instagram.com/eksempelkommune',
      ],
    });
    expect((items[0] as { logo: string }).logo).toMatch(
      /^https?:\/\/.+\/media\/logo\/eksempel-kommune\.svg$/,
    );
    // The English front page is a front page too.
    expect(typesOf(jsonLdFor(ctxOf(await load('/en/'))))).toContain('GovernmentOrganization');
  });

  it('a content page has its breadcrumb and the page with dateModified, no organisation', async () => {
    const r = await load('/borger/affald-og-genbrug/');
    const items = jsonLdFor(ctxOf(r));
    expect(typesOf(items)).toEqual(['BreadcrumbList', 'WebPage']);
    expect(items[0]).toMatchObject({
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Forside', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Borger', item: `${ORIGIN}/borger/` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Affald og genbrug',
          item: `${ORIGIN}/borger/affald-og-genbrug/`,
        },
      ],
    });
    expect(items[1]).toMatchObject({
      '@type': 'WebPage',
      url: `${ORIGIN}/borger/affald-og-genbrug/`,
      inLanguage: 'da',
      dateModified: '2026-10-02T11:14:00+02:00', // the backend's .000 dropped, same instant
      datePublished: '2026-01-07T13:51:27+01:00',
    });
  });

  it('job list items are JobPostings with validThrough and the hiring organisation', async () => {
    const items = jsonLdFor(ctxOf(await load('/job/')));
    const jobs = items.filter((i) => i['@type'] === 'JobPosting');
    expect(jobs).toHaveLength(6);
    expect(jobs[0]).toMatchObject({
      title: 'Pædagog til Børnehuset Solsikken',
      url: 'https://job.example-kommune.dk/stilling/4821/',
      validThrough: '2026-12-06T23:59:00+01:00',
      hiringOrganization: { '@type': 'GovernmentOrganization', name: 'Eksempel Kommune' },
      jobLocation: { '@type': 'Place', name: 'Børnehuset Solsikken, Eksempelby' },
    });
    expect((jobs[0] as { description: string }).description).toContain('32-37 timer om ugen');
  });

  it('event items are Events; a date-only start stays a date', async () => {
    const items = jsonLdFor(ctxOf(await load('/borger/alle-blokke/')));
    const events = items.filter((i) => i['@type'] === 'Event');
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      name: 'Julemarked i Den Gamle Købstad',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      url: `${ORIGIN}/kultur-og-fritid/arrangementer/julemarked/`,
      location: { '@type': 'Place', name: 'Den Gamle Købstad' },
    });
    expect(events[1]).toMatchObject({ startDate: '2026-12-06T17:00:00+01:00' });
    expect(events[2]).not.toHaveProperty('location');
    // A date picker's day (midnight UTC) is a date too, read as the pages read it (format.ts).
    expect(events[3]).toMatchObject({ startDate: '2027-02-15', endDate: '2027-02-19' });
    // The Kultunaut map's items are events too, with their coordinates.
    const map = jsonLdFor(ctxOf(await load('/kultur-og-fritid/'))).filter(
      (i) => i['@type'] === 'Event',
    );
    expect(map.length).toBeGreaterThan(0);
    expect(map[0]).toMatchObject({
      location: { geo: { '@type': 'GeoCoordinates', latitude: 56.1536, longitude: 10.1995 } },
    });
  });

  it('every object on every sample page has its required properties', async () => {
    const paths = Object.entries(pages)
      .filter(([, entry]) => typeof entry === 'object' && entry && 'content' in entry)
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(20);
    const seen = new Set<string>();
    for (const path of paths) {
      const r = await load(path);
      for (const item of jsonLdFor(ctxOf(r)) as unknown as Record<string, unknown>[]) {
        expectRequired(item);
        seen.add(item['@type'] as string);
        // What the page renders parses back to the same object.
        expect(JSON.parse(serializeJsonLd(item as unknown as JsonLd))).toEqual(item);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(REQUIRED).sort());
  });

  it('the head renders each object as parseable ld+json', async () => {
    const html = head(await load('/job/'));
    const items = jsonLdOf(html);
    expect(typesOf(items)).toEqual([
      'BreadcrumbList',
      'WebPage',
      ...Array<string>(6).fill('JobPosting'),
    ]);
  });
});

describe('JSON-LD from hostile input', () => {
  it('a </script> in a title cannot leave the script, and parses back to the text', async () => {
    const r = await load('/job/');
    const evil = '</script><script>alert(1)</script><!-- & \u2028';
    const page = pageWith('/job/', (c) => {
      (c.intro as Record<string, unknown>).title = evil;
      const blocks = c.contentElements as { alias: string; content: { items: unknown[] } }[];
      blocks[0]!.content.items = [
        { title: evil, url: '/job/1/', deadline: '2026-12-01', department: evil },
      ];
    });
    const html = head({ ...r, page });
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    for (const [, body] of scripts) {
      expect(body).not.toMatch(/[<>]|\u2028/);
    }
    const items = jsonLdOf(html);
    // As text: whitespace (U+2028 too) collapsed, nothing else changed.
    const text = evil.replace(/\s+/g, ' ').trim();
    expect(items.find((i) => i['@type'] === 'WebPage')?.name).toBe(text);
    expect(items.find((i) => i['@type'] === 'JobPosting')?.title).toBe(text);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('serializes <, >, &, U+2028 and U+2029 as escapes, still the same JSON', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://x.dk/?a=1&b=</script>',
      name: 'a\u2028b\u2029c<!--',
      inLanguage: 'da',
    } as const;
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('bad dates, bad addresses and missing fields skip the item or the property, never throw', async () => {
    const r = await load('/borger/alle-blokke/');
    const withEvents = (items: unknown[]): Page => ({
      ...r.page,
      updateDate: 'yesterday',
      createDate: '2026-02-31T10:00:00Z',
      breadcrumb: [
        { name: 'Forside', url: '/' },
        { name: 'Ond', url: 'javascript:alert(1)' },
        { name: '', url: '/tom/' },
        { name: 'Her', url: '/her/' },
      ],
      blocks: [
        {
          alias: 'BlockEventList',
          key: 'k',
          inToc: false,
          anchor: null,
          content: { title: null, link: null, items },
        } as unknown as Block,
        {
          alias: 'BlockJobList',
          key: 'j',
          inToc: false,
          anchor: null,
          content: {
            title: null,
            items: [
              { title: 'Ok', url: '/job/ok/', deadline: null },
              { title: 'Bad deadline', url: '/job/b/', deadline: '2026-13-45' },
              { title: '', url: '/job/c/', deadline: '2026-12-01' },
              { title: 'No address', url: 'javascript:void(0)', deadline: '2026-12-01' },
            ],
          },
        } as unknown as Block,
      ],
    });
    const page = withEvents([
      { name: 'Ok', url: '/e/', start: '2026-05-01', end: 'soon', location: '  ' },
      { name: 'Bad start', url: '/e/2/', start: '01-05-2026' },
      { name: 'Impossible day', url: '/e/3/', start: '2026-02-30' },
      { name: '', url: '/e/4/', start: '2026-05-01' },
      { name: 'No start', url: '/e/5/', start: null },
      { name: 'Ends before it starts', url: '/e/6/', start: '2026-05-02', end: '2026-05-01' },
      { name: 'Hour 24', url: 'ftp://x/', start: '2026-05-01T24:00:00Z' },
    ]);
    const items = jsonLdFor({ ...ctxOf(r), page });
    const byType = (type: string) => items.filter((i) => i['@type'] === type);
    expect(byType('Event')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Ok',
        startDate: '2026-05-01',
        url: `${ORIGIN}/e/`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Ends before it starts',
        startDate: '2026-05-02',
        url: `${ORIGIN}/e/6/`,
      },
    ]);
    expect(byType('JobPosting').map((j) => (j as { title: string }).title)).toEqual(['Ok']);
    expect(byType('JobPosting')[0]).not.toHaveProperty('validThrough');
    expect(byType('BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Forside' },
        { position: 2, name: 'Her' },
      ],
    });
    const webPage = byType('WebPage')[0]!;
    expect(webPage).not.toHaveProperty('dateModified');
    expect(webPage).not.toHaveProperty('datePublished');
  });

  it('a part that fails is left out with a warning; the others stay', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const r = await load('/job/');
    const page = { ...r.page };
    Object.defineProperty(page, 'blocks', {
      get() {
        throw new Error('boom');
      },
    });
    const items = jsonLdFor({ ...ctxOf(r), page });
    expect(typesOf(items)).toEqual(['BreadcrumbList', 'WebPage']);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'structured data left out');
  });

  it('a site without a name, contact or address gives no organisation', async () => {
    const r = await load('/');
    const site: Site = {
      ...r.site,
      name: null,
      footer: { ...r.site.footer, findUs: null, contact: null },
    };
    const types = typesOf(jsonLdFor({ ...ctxOf(r), site }));
    expect(types).toEqual(['WebPage']);
    const bare = reshapeSite(null, { mediaBase: '', templates: {} });
    expect(() => jsonLdFor({ ...ctxOf(r), site: { ...bare, name: 'X' } })).not.toThrow();
  });
});

describe('dates and addresses', () => {
  it('reads ISO dates and date-times with real calendar days only', () => {
    expect(isoValue('2026-05-01')).toMatchObject({ value: '2026-05-01', dateOnly: true });
    expect(isoValue('2026-05-01T10:00:00+02:00')).toMatchObject({ dateOnly: false });
    expect(isoValue('2026-05-01T10:00')).toMatchObject({ dateOnly: false });
    for (const bad of [
      '2026-02-29',
      '2026-02-31',
      '2026-5-1',
      '1/5/2026',
      '',
      'x',
      '2026-05-01T25:00',
    ]) {
      expect(isoValue(bad), bad).toBeNull();
    }
    expect(isoValue('2028-02-29')).not.toBeNull();
  });

  it('makes paths absolute on the origin; only http(s) addresses pass', () => {
    expect(absoluteUrl('/a b/ø/', ORIGIN)).toBe(`${ORIGIN}/a%20b/%C3%B8/`);
    expect(absoluteUrl('https://other.dk/x', ORIGIN)).toBe('https://other.dk/x');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil',
      'data:text/html,x',
      'x/y',
    ]) {
      expect(absoluteUrl(bad, ORIGIN), bad).toBeNull();
    }
  });
});
