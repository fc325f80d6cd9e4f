import { describe, expect, it } from 'vitest';
import { reshapeLink, withAnchor } from './links.ts';
import { ctx } from './reshape.test-kit.ts';
import { reshapeSite } from './reshape.ts';
import { rawLinkSchema, rawSiteSchema } from './schemas.ts';

describe('links and media', () => {
  const link = (raw: unknown) => reshapeLink(rawLinkSchema.parse(raw), ctx);

  it('reads link types url, external, content, media and file', () => {
    expect(link({ type: 'url', name: 'borger.dk', url: 'https://www.borger.dk/' })).toMatchObject({
      kind: 'external',
      external: true,
    });
    expect(link({ type: 'external', name: 'x', url: 'https://x.dk/' }).kind).toBe('external');
    expect(link({ type: 'content', name: 'Borger', url: '/borger/' })).toMatchObject({
      kind: 'content',
      external: false,
      url: '/borger/',
    });
    expect(link({ type: 'media', name: 'Plan', url: '/media/a/plan.pdf' })).toMatchObject({
      kind: 'file',
      url: 'https://media.k.dk/media/a/plan.pdf',
      extension: 'pdf',
    });
  });

  it('names a file item {id, bytes, url} from its URL', () => {
    expect(link({ id: 9, bytes: 48213, url: '/media/abc123/affaldsplan-2025.pdf' })).toEqual({
      name: 'affaldsplan-2025',
      url: 'https://media.k.dk/media/abc123/affaldsplan-2025.pdf',
      external: false,
      newWindow: false,
      kind: 'file',
      size: 48213,
      extension: 'pdf',
    });
  });
});

describe('the Umbraco 8 link picker anchor (Skybrud.LinkPicker v2)', () => {
  const link = (raw: unknown) => reshapeLink(rawLinkSchema.parse(raw), ctx);

  it('puts a #fragment or ?query anchor on the end of the URL', () => {
    const content = {
      id: 1301,
      name: 'Børnepasning',
      type: 'content',
      url: '/borger/boernepasning/',
    };
    expect(link({ ...content, anchor: '#skriv-dit-barn-op' }).url).toBe(
      '/borger/boernepasning/#skriv-dit-barn-op',
    );
    expect(link({ ...content, anchor: '?cludoquery=takster' }).url).toBe(
      '/borger/boernepasning/?cludoquery=takster',
    );
    // A bare word is a fragment; an empty anchor changes nothing.
    expect(link({ ...content, anchor: 'priser' }).url).toBe('/borger/boernepasning/#priser');
    expect(link({ ...content, anchor: '' }).url).toBe('/borger/boernepasning/');
    expect(link({ ...content, anchor: null }).url).toBe('/borger/boernepasning/');
  });

  it("merges a ?query anchor with the URL's own query, and keeps the fragment last", () => {
    expect(withAnchor('https://www.borger.dk/soeg?q=dagtilbud', '?side=2')).toBe(
      'https://www.borger.dk/soeg?q=dagtilbud&side=2',
    );
    expect(withAnchor('/soeg/?q=a#resultater', '?side=2')).toBe('/soeg/?q=a&side=2#resultater');
    expect(withAnchor('/soeg/', '?side=2#resultater')).toBe('/soeg/?side=2#resultater');
    expect(withAnchor('/soeg/#top', '#resultater')).toBe('/soeg/#resultater');
  });

  it('encodes what a URL cannot carry, so an anchor never leaves its URL', () => {
    expect(withAnchor('/a/', '#"><script>alert(1)</script>')).toBe(
      '/a/#%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
    expect(withAnchor('/a/', '#Skriv dit barn op')).toBe('/a/#Skriv%20dit%20barn%20op');
    expect(withAnchor('/a/', '?q=børn & unge')).toBe('/a/?q=b%C3%B8rn%20&%20unge');
    expect(withAnchor('/a/', '#100%')).toBe('/a/#100%25');
    // An escape already there stays as it is.
    expect(withAnchor('/a/', '#a%20b')).toBe('/a/#a%20b');
    expect(withAnchor('https://x.dk/a', '#//evil.example')).toBe('https://x.dk/a#//evil.example');
  });

  it('leaves a URL that already ends with its anchor as it is', () => {
    expect(withAnchor('/borger/#priser', '#priser')).toBe('/borger/#priser');
    expect(withAnchor('/soeg/?side=2', '?side=2')).toBe('/soeg/?side=2');
  });

  it('puts the anchor on media links after MEDIA_BASE_URL, and on menu links too', () => {
    expect(
      link({ type: 'media', name: 'Plan', url: '/media/a/plan.pdf', anchor: '#page=3' }).url,
    ).toBe('https://media.k.dk/media/a/plan.pdf#page=3');
    const site = reshapeSite(
      rawSiteSchema.parse({
        navigation: {
          main: [{ name: 'Affald', url: '/borger/affald-og-genbrug/', anchor: '#toemning' }],
        },
        footer: { links: [{ name: 'Søg', url: '/da/soegning/', anchor: '?cludoquery=affald' }] },
      }),
      ctx,
    );
    expect(site.mainNav[0]?.url).toBe('/borger/affald-og-genbrug/#toemning');
    expect(site.footer.links[0]?.url).toBe('/da/soegning/?cludoquery=affald');
  });
});
