import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { log } from '#src/server/log.ts';
import { parseAnswer } from './answer.ts';
import { otherLanguageOf, pageMetadata, reshapeHead, reshapePage, reshapeSite } from './reshape.ts';
import { rawContentSchema } from './schemas.ts';
import { ctx, real } from './reshape.test-kit.ts';

const contentOf = (path: string) =>
  rawContentSchema.parse((pages as Record<string, { content: unknown }>)[path]!.content);

describe('the site adapter', () => {
  const site = () => reshapeSite(parseAnswer(real(), 200)!.site, { ...ctx, siteKey: 'k' });

  it('maps the citi site model: name, cultures, menus, footer, social links', () => {
    const s = site();
    expect(s).toMatchObject({ id: '1423', key: 'k', name: 'Slagelse Intranet', culture: 'da-DK' });
    expect(s.cultures).toEqual([
      // The culture root's node id: a site search in that culture is rooted there.
      { id: '1424', culture: 'da-DK', url: '/da/', name: 'Dansk', language: 'da' },
    ]);
    expect(s.mainNav.map((n) => n.url)).toEqual(['/da/undervisning/', '/da/limbo/']);
    expect(s.burgerNav[0]?.children.map((c) => c.title)).toEqual(['Alle blocks']);
    expect(s.serviceLinks.map((l) => l.name)).toEqual(['Forside', 'Profil']);
    expect(s.footer.contact).toEqual({ title: 'Kontakt os', phone: null, email: null, link: null });
    expect(s.footer.findUs).toMatchObject({
      title: 'Find os',
      name: 'Slagelse Intranet',
      street: null,
    });
    expect(s.socialLinks).toEqual([]);
    expect(s.searchPageUrl).toBeNull();
  });

  it('gives the default theme for an alias the app does not know', () => {
    expect(site().themeAlias).toBe('default');
    const answer = real() as { site: { theme: { alias: string } } };
    answer.site.theme.alias = 'dark';
    expect(reshapeSite(parseAnswer(answer, 200)!.site, ctx).themeAlias).toBe('dark');
  });

  it('takes a null site name and no site at all', () => {
    const answer = real() as { site: { name: null } };
    answer.site.name = null;
    expect(reshapeSite(parseAnswer(answer, 200)!.site, ctx).name).toBeNull();
    expect(reshapeSite(null, ctx)).toMatchObject({
      name: null,
      burgerNav: [],
      themeAlias: 'default',
    });
  });
});

describe('the head from vue-meta', () => {
  it('keeps one robots value, og and twitter once each, and the canonical', () => {
    const head = reshapeHead({
      title: 'T',
      htmlAttrs: { lang: 'da-DK' },
      link: [{ rel: 'canonical', href: 'https://k.dk/a/' }],
      meta: [
        { name: 'robots', content: 'noindex, nofollow' },
        { name: 'robots', content: 'index, follow' },
        { property: 'og:title', content: 'A' },
        { property: 'og:title', content: 'B' },
        { name: 'twitter:card', content: 'summary' },
        { name: 'description', content: 'D' },
      ],
    });
    expect(head).toEqual({
      title: 'T',
      description: 'D',
      canonical: 'https://k.dk/a/',
      robots: 'noindex, nofollow',
      lang: 'da-DK',
      social: [
        { attr: 'property', key: 'og:title', content: 'A' },
        { attr: 'name', key: 'twitter:card', content: 'summary' },
      ],
    });
  });

  it('refuses a canonical that is not an http(s) URL', () => {
    const head = reshapeHead({
      link: [{ rel: 'canonical', href: 'javascript:alert(1)' }],
      meta: [],
    });
    expect(head.canonical).toBeNull();
  });
});

describe('reshapePage', () => {
  it('picks the layout by template', () => {
    expect(reshapePage(contentOf('/borger/'), '/borger/', ctx).template).toBe(
      'content-page-layout',
    );
    expect(reshapePage(contentOf('/nyheder/'), '/nyheder/', ctx).template).toBe('list-page-layout');
    expect(reshapePage(contentOf('/diverse/'), '/diverse/', ctx).template).toBe('fallback-layout');
  });

  it('lists blocks marked includeInToc in the contents, with an anchor on their title', () => {
    const page = reshapePage(parseAnswer(real(), 200)!.content!, '/da/forside/', ctx);
    const titled = page.blocks.filter((b) => b.anchor);
    expect(titled.length).toBeGreaterThan(0);
    expect(page.toc.map((e) => e.id)).toEqual(titled.map((b) => b.anchor));
  });

  it('reads noindex from content.meta', () => {
    expect(reshapePage(contentOf('/skjult-side/'), '/skjult-side/', ctx).settings.noIndex).toBe(
      true,
    );
    expect(reshapePage(contentOf('/borger/'), '/borger/', ctx).settings.noIndex).toBe(false);
  });

  it('sanitizes rich text and makes media URLs absolute on MEDIA_BASE_URL', () => {
    const page = reshapePage(contentOf('/test-farlig-tekst/'), '/test-farlig-tekst/', ctx);
    const html = page.blocks
      .map((b) => (b.alias === 'BlockRichText' ? b.content.text : ''))
      .join('');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
    expect(html).toContain('<a href="/borger/">');
    const withImage = reshapePage(contentOf('/borger/'), '/borger/', ctx);
    expect(withImage.image?.url).toMatch(/^https:\/\/media\.k\.dk\/media\//);
  });

  it('publishes the page metadata with the file links as documents', () => {
    const page = reshapePage(contentOf('/selvbetjening/'), '/selvbetjening/', ctx);
    const meta = pageMetadata(page);
    expect(meta.documents.length).toBeGreaterThan(0);
    expect(meta.documents.every((d) => d.kind === 'file')).toBe(true);
  });
});

describe('content.alternates', () => {
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
});

describe('otherLanguageOf: the content’s own language for <main lang>', () => {
  it('is the content’s tag when it is another language than the page is shown in', () => {
    expect(otherLanguageOf('en-US', 'da')).toBe('en-US');
    expect(otherLanguageOf('uk-UA', 'da')).toBe('uk-UA');
    expect(otherLanguageOf('da-DK', 'en')).toBe('da-DK');
    // Parsed tolerantly: any case, an underscore, spaces.
    expect(otherLanguageOf(' en_us ', 'da')).toBe('en-US');
  });

  it('is null for the same language, nothing, or what is no language tag', () => {
    expect(otherLanguageOf('da-DK', 'da')).toBeNull();
    expect(otherLanguageOf('DA', 'da')).toBeNull();
    for (const tag of [null, undefined, '', '  ', 'not a language!', 'en-', '<script>']) {
      expect(otherLanguageOf(tag, 'da'), String(tag)).toBeNull();
    }
  });

  it('reads each tag once (Intl’s parse is the costly part), a bad one too', () => {
    const parse = vi.spyOn(Intl, 'getCanonicalLocales');
    try {
      for (let i = 0; i < 3; i++) {
        expect(otherLanguageOf('fr-fr', 'da')).toBe('fr-FR');
        expect(otherLanguageOf('fr-fr', 'en')).toBe('fr-FR');
        expect(otherLanguageOf('fr-', 'da')).toBeNull();
      }
      expect(parse).toHaveBeenCalledTimes(2);
      // A backend sending ever new tags only starts the memo over.
      for (let i = 0; i < 250; i++) otherLanguageOf(`x-tag${i}`, 'da');
      expect(otherLanguageOf('fr-fr', 'da')).toBe('fr-FR');
    } finally {
      parse.mockRestore();
    }
  });
});
