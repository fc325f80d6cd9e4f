import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { reshapeSite } from '#src/server/cms/reshape.ts';
import type { Site } from '#src/server/types.ts';
import type { Block } from '#src/components/blocks/block-types.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import { log } from '#src/server/log.ts';
import {
  jsonLdFor,
  REQUIRED,
  serializeJsonLd,
  type JsonLd,
  type JsonLdContext,
} from './json-ld.ts';
import { load, ORIGIN, typesOf, type Rendered } from './seo.test-kit.ts';

const ctxOf = (r: Rendered, path = r.page.path): JsonLdContext => ({
  page: r.page,
  site: r.site,
  language: r.language,
  canonical: new URL(path, ORIGIN).href,
});

function expectRequired(item: Record<string, unknown>) {
  const type = item['@type'] as string;
  expect(REQUIRED[type], `REQUIRED lists ${type}`).toBeDefined();
  expect(item['@context']).toBe('https://schema.org');
  for (const property of REQUIRED[type]!) {
    expect(item[property], `${type}.${property}`).toBeTruthy();
  }
}

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
    // The sample's sixth job's deadline has passed: it is offered no longer.
    expect(jobs).toHaveLength(5);
    expect(jobs.map((j) => j.title)).not.toContain('Studentermedhjælper til Digitalisering');
    expect(jobs[0]).toMatchObject({
      title: 'Pædagog til Børnehuset Solsikken',
      url: 'https://job.example-kommune.dk/stilling/4821/',
      // Six days from today (mocks/fixtures/relative-dates.ts), 22:59Z in Copenhagen time.
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T(23|00):59:00\+0[12]:00$/),
      hiringOrganization: { '@type': 'GovernmentOrganization', name: 'Eksempel Kommune' },
      jobLocation: { '@type': 'Place', name: 'Børnehuset Solsikken, Eksempelby' },
    });
    expect((jobs[0] as { description: string }).description).toContain('32-37 timer om ugen');
  });

  it('event items are Events; a date-only start stays a date', async () => {
    const items = jsonLdFor(ctxOf(await load('/borger/alle-blokke/')));
    // The event list's four; the page's Kultunaut map adds its own, with coordinates (below).
    const events = items.filter(
      (i) => i['@type'] === 'Event' && !(i.location as { geo?: unknown } | undefined)?.geo,
    );
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
});

describe('JSON-LD from hostile input', () => {
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
