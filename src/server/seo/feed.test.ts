import { describe, expect, it } from 'vitest';
import type { ListItem } from '#src/server/types.ts';
import { buildRss, FEED_MAX_ITEMS, feedUrlOf, listPathOfFeed, plainText } from './feed.ts';
import { ORIGIN, parseRss as parse } from './feed.test-kit.ts';

const item = (over: Partial<ListItem>): ListItem => ({
  id: '1',
  name: 'Nyhed',
  url: '/nyheder/a/',
  teaser: null,
  image: null,
  date: null,
  ...over,
});

const input = (items: ListItem[]) => ({
  title: 'Nyheder | Eksempel Kommune',
  description: 'Seneste nyt',
  link: `${ORIGIN}/nyheder/`,
  self: `${ORIGIN}/nyheder/feed.xml`,
  language: 'da' as const,
  updated: '2026-11-19T09:00:00.000+01:00',
  items,
  origin: ORIGIN,
});

describe('feed addresses', () => {
  it('a list page path and its feed belong together', () => {
    expect(listPathOfFeed('/nyheder/feed.xml')).toBe('/nyheder/');
    expect(listPathOfFeed('/feed.xml')).toBe('/');
    expect(listPathOfFeed('/nyheder/feed.xmlx')).toBeNull();
    expect(listPathOfFeed('/nyheder/rss.xml')).toBeNull();
    expect(listPathOfFeed('/nyhederfeed.xml')).toBeNull();
    expect(feedUrlOf('/børn/', ORIGIN)).toBe(`${ORIGIN}/b%C3%B8rn/feed.xml`);
  });
});

describe('buildRss', () => {
  it('builds RSS 2.0 with absolute links on the public origin and dates as pubDate', () => {
    const { xml, items } = buildRss(
      input([
        item({ name: 'Først', url: '/nyheder/a/', date: '2026-11-19T09:00:00+01:00', teaser: 'T' }),
        item({ id: '2', name: 'Uden dato', url: 'https://andet.dk/x?a=1&b=2' }),
      ]),
    );
    expect(items).toBe(2);
    const feed = parse(xml);
    expect(feed).toMatchObject({
      title: 'Nyheder | Eksempel Kommune',
      link: `${ORIGIN}/nyheder/`,
      language: 'da',
    });
    expect(feed.items).toEqual([
      {
        title: 'Først',
        link: `${ORIGIN}/nyheder/a/`,
        description: 'T',
        pubDate: 'Thu, 19 Nov 2026 08:00:00 GMT',
      },
      { title: 'Uden dato', link: 'https://andet.dk/x?a=1&b=2', description: null, pubDate: null },
    ]);
    // The same list gives the same bytes: no "now" in the feed.
    expect(buildRss(input([item({})])).xml).toBe(buildRss(input([item({})])).xml);
  });

  it('hostile text: no markup gets through, the XML stays well-formed', () => {
    const evil =
      'Hej <script>alert(1)</script><img src=x onerror=alert(2)>]]><b>fed</b> & "c" \u0000\u001b';
    const { xml } = buildRss({
      ...input([item({ name: evil, teaser: evil }), item({ id: '2', name: ']]>', url: '/b/' })]),
      title: evil,
      description: evil,
    });
    expect(xml).not.toMatch(/<script|<img|onerror=alert\(2\)>/);
    expect(xml.includes('\u0000') || xml.includes('\u001b')).toBe(false);
    const feed = parse(xml);
    // Item text is HTML-escaped text (RSS readers read it as HTML); the channel's is plain text.
    expect(feed.items[0]!.title).toBe('Hej ]]&gt;fed &amp; "c"');
    expect(feed.items[0]!.description).toBe('Hej ]]&gt;fed &amp; "c"');
    expect(feed.items[1]!.title).toBe(']]&gt;');
    expect(feed.title).toBe('Hej ]]>fed & "c"');
    expect(plainText('<p>Børn &amp; unge</p>')).toBe('Børn & unge');
  });

  it('bad dates and addresses: the date is left out, the item without an address too', () => {
    const { xml, items } = buildRss(
      input([
        item({ name: 'Dato 31/2', date: '2026-02-31' }),
        item({ id: '2', name: 'js', url: 'javascript:alert(1)' }),
        item({ id: '3', name: 'protocol-relative', url: '//evil.example/' }),
        item({ id: '4', name: 'Igen', url: '/nyheder/a/' }),
        item({ id: '5', name: 'Dato tekst', url: '/c/', date: 'i går' }),
        item({ id: '6', name: '', url: '/d/' }),
      ]),
    );
    expect(items).toBe(3);
    const feed = parse(xml);
    expect(feed.items.map((i) => [i.title, i.pubDate])).toEqual([
      ['Dato 31/2', null],
      ['Dato tekst', null],
      [`${ORIGIN}/d/`, null],
    ]);
  });

  it(`carries at most ${FEED_MAX_ITEMS} items`, () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      item({ id: String(i), name: `N${i}`, url: `/n/${i}/` }),
    );
    const { xml, items } = buildRss(input(many));
    expect(items).toBe(FEED_MAX_ITEMS);
    expect(parse(xml).items).toHaveLength(FEED_MAX_ITEMS);
  });
});
