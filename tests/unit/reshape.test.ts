import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import realAnswer from '#mocks/fixtures/real-answers/limbo-citi-front-page.json' with { type: 'json' };
import { parseAnswer } from '#src/server/cms/answer.ts';
import { blockAliases, reshapeBlocks } from '#src/server/cms/blocks.ts';
import { reshapeLink } from '#src/server/cms/links.ts';
import { pageMetadata, reshapeHead, reshapePage, reshapeSite } from '#src/server/cms/reshape.ts';
import { rawContentSchema, rawLinkSchema } from '#src/server/cms/schemas.ts';
import { layoutOf, templateMap } from '#src/server/cms/templates.ts';
import { log } from '#src/server/log.ts';

const ctx = { mediaBase: 'https://media.k.dk' };
const contentOf = (path: string) =>
  rawContentSchema.parse((pages as Record<string, { content: unknown }>)[path]!.content);
const real = () => structuredClone(realAnswer) as Record<string, unknown>;

describe('the envelope', () => {
  it('reads the real recorded answer part by part, without a warning', () => {
    const warn = vi.spyOn(log, 'warn');
    const answer = parseAnswer(real(), 200);
    expect(answer?.meta.code).toBe(200);
    expect(answer?.siteKey).toBe('e2159708-e44d-4541-956e-e2b3b08892a9');
    expect(answer?.site?.name).toBe('Slagelse Intranet');
    expect(answer?.content?.template).toBe('FrontPage');
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes navigation as {}, absent, or anything the project defines', () => {
    for (const navigation of [{}, undefined, [{ id: 1 }], { main: 'x' }, 'odd']) {
      expect(parseAnswer({ ...real(), navigation }, 200)?.content?.id).toBe('1425');
    }
  });

  it('treats meta.code as authoritative and numeric; without it the answer is unusable', () => {
    expect(parseAnswer({ meta: { code: '404' } }, 200)?.meta.code).toBe(404);
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    expect(parseAnswer({ meta: { code: 'ok' } }, 200)).toBeNull();
    expect(parseAnswer({ content: {} }, 200)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('drops a malformed optional field with one warning naming part, path and page id', () => {
    const warn = vi.spyOn(log, 'warn');
    const answer = real();
    (answer.site as Record<string, unknown>).searchPage = 42;
    const parsed = parseAnswer(answer, 200);
    expect(parsed?.site?.searchPage).toBeUndefined();
    expect(parsed?.site?.name).toBe('Slagelse Intranet');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ part: 'site', path: 'site.searchPage', pageId: '1425' }),
      'backend field dropped',
    );
  });

  it('drops one bad menu item and keeps the rest', () => {
    vi.spyOn(log, 'warn');
    const answer = real() as { site: { navigation: { burger: unknown[] } } };
    answer.site.navigation.burger[1] = { url: 7 };
    const site = reshapeSite(parseAnswer(answer, 200)!.site, ctx);
    expect(site.burgerNav.map((n) => n.title)).toEqual([
      'Undervisning',
      'Arbejdsrum',
      'Nyheder',
      'Arrangementer',
      'Beskeder',
    ]);
  });
});

describe('the site adapter', () => {
  const site = () => reshapeSite(parseAnswer(real(), 200)!.site, { ...ctx, siteKey: 'k' });

  it('maps the citi site model: name, cultures, menus, footer, social links', () => {
    const s = site();
    expect(s).toMatchObject({ id: '1423', key: 'k', name: 'Slagelse Intranet', culture: 'da-DK' });
    expect(s.cultures).toEqual([{ culture: 'da-DK', url: '/da/', name: 'Dansk', language: 'da' }]);
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

describe('templates', () => {
  it('match without regard to case, with a configurable map', () => {
    expect(layoutOf('FrontPage')).toBe('content-page-layout');
    expect(layoutOf('listpage')).toBe('list-page-layout');
    expect(layoutOf('SEARCHPAGE')).toBe('search-page-layout');
    expect(layoutOf('SomethingElse')).toBe('fallback-layout');
    const map = templateMap({ JobListPage: 'list-page-layout' });
    expect(layoutOf('JobListPage', map)).toBe('list-page-layout');
  });
});

describe('reshapeBlocks', () => {
  it('skips an unknown alias and a malformed element with one warning each; the rest renders', () => {
    const warn = vi.spyOn(log, 'warn');
    const blocks = reshapeBlocks(
      [
        { key: 'a', alias: 'BlockRichText', content: { text: '<p>før</p>' } },
        { key: 'b', alias: 'BlockDoesNotExist', content: {} },
        { key: 'c', alias: 'BlockRichText', content: { text: 42 } },
        'not an element',
        { key: 'd', alias: 'BlockFactBox', content: { title: 'T', text: '<p>efter</p>' } },
      ],
      '77',
      ctx,
    );
    expect(blocks.map((b) => b.key)).toEqual(['a', 'd']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'BlockDoesNotExist', key: 'b', pageId: '77' }),
      'content element skipped: unknown block alias',
    );
  });

  it('validates every sample page, and the samples use every block alias', () => {
    const warn = vi.spyOn(log, 'warn');
    const used = new Set<string>();
    for (const [path, entry] of Object.entries(pages as Record<string, { content?: unknown }>)) {
      if (!entry.content || path.startsWith('/test-')) continue;
      for (const block of reshapePage(rawContentSchema.parse(entry.content), path, ctx).blocks)
        used.add(block.alias);
    }
    expect(warn).not.toHaveBeenCalled();
    expect([...used].sort()).toEqual([...blockAliases].sort());
  });

  it('lists blocks marked includeInToc in the contents, with an anchor on their title', () => {
    const page = reshapePage(parseAnswer(real(), 200)!.content!, '/da/forside/', ctx);
    const titled = page.blocks.filter((b) => b.anchor);
    expect(titled.length).toBeGreaterThan(0);
    expect(page.toc.map((e) => e.id)).toEqual(titled.map((b) => b.anchor));
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
