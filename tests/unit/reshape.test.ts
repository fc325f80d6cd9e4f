import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { pageMetadata, reshapeBlocks, reshapePage } from '#src/server/cms/reshape.ts';
import { rawPageContentSchema } from '#src/server/cms/schemas.ts';
import { log } from '#src/server/log.ts';

const ctx = { base: 'https://api.k.dk' };
const fixture = (path: string) =>
  rawPageContentSchema.parse((pages as Record<string, { content: unknown }>)[path]!.content);

describe('reshapeBlocks', () => {
  it('skips an unknown alias and a malformed element with one warning each; the rest renders', () => {
    const warn = vi.spyOn(log, 'warn');
    const blocks = reshapeBlocks(
      [
        { alias: 'BlockRichText', content: { text: '<p>før</p>' } },
        { alias: 'BlockDoesNotExist', content: {} },
        { alias: 'BlockRichText', content: { text: 42 } },
        'not an element',
        { alias: 'BlockFactBox', content: { title: 'T', text: '<p>efter</p>' } },
      ],
      '77',
      ctx,
    );
    expect(blocks.map((b) => b.alias)).toEqual(['BlockRichText', 'BlockFactBox']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'BlockDoesNotExist', pageId: '77' }),
      'content element skipped: unknown block alias',
    );
  });

  it('validates every sample page, and the samples use every block alias', () => {
    const warn = vi.spyOn(log, 'warn');
    const used = new Set<string>();
    for (const [path, entry] of Object.entries(pages as Record<string, { content?: unknown }>)) {
      if (!entry.content || path.startsWith('/test-')) continue;
      for (const block of reshapePage(rawPageContentSchema.parse(entry.content), path, ctx).blocks)
        used.add(block.alias);
    }
    expect(warn).not.toHaveBeenCalled();
    expect([...used].sort()).toEqual([
      'BlockAccordion',
      'BlockContactGroup',
      'BlockCtaBox',
      'BlockDocumentList',
      'BlockFactBox',
      'BlockHearingList',
      'BlockHereWeLive',
      'BlockImage',
      'BlockJobList',
      'BlockLinkList',
      'BlockMapKultunautDemo',
      'BlockRichText',
      'BlockVideo',
    ]);
  });
});

describe('reshapePage', () => {
  it('picks the layout by template', () => {
    expect(reshapePage(fixture('/borger/'), '/borger/', ctx).template).toBe('content-page-layout');
    expect(reshapePage(fixture('/nyheder/'), '/nyheder/', ctx).template).toBe('list-page-layout');
    expect(reshapePage(fixture('/diverse/'), '/diverse/', ctx).template).toBe('fallback-layout');
  });

  it('sanitizes rich text and makes media URLs absolute', () => {
    const page = reshapePage(fixture('/test-farlig-tekst/'), '/test-farlig-tekst/', ctx);
    const html = page.blocks
      .map((b) => (b.alias === 'BlockRichText' ? b.content.text : ''))
      .join('');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
    expect(html).toContain('<a href="/borger/">');
    const withImage = reshapePage(fixture('/borger/'), '/borger/', ctx);
    expect(withImage.image?.url).toMatch(/^https:\/\/api\.k\.dk\/media\//);
  });

  it('publishes the page metadata with the file links as documents', () => {
    const page = reshapePage(fixture('/selvbetjening/'), '/selvbetjening/', ctx);
    const meta = pageMetadata(page);
    expect(meta.documents.length).toBeGreaterThan(0);
    expect(meta.documents.every((d) => d.kind === 'file')).toBe(true);
    expect(Object.keys(meta).sort()).toEqual([
      'breadcrumb',
      'documents',
      'image',
      'lastUpdated',
      'name',
      'teaser',
      'template',
      'title',
    ]);
  });
});
