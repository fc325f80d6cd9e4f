import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { exampleContext } from '#src/components/blocks/block-context.ts';
import { BlockList } from '#src/components/blocks/registry.tsx';
import { reshapeBlocks } from '#src/server/cms/blocks.ts';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';
import { log } from '#src/server/log.ts';

// Decision 012 for content blocks: a malformed optional field or list item is dropped with one
// warning and the block still renders; a block without what it cannot be shown without is skipped
// with one warning, and the rest of the page renders.

const ctx = { mediaBase: 'https://cms.test' };
let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(log, 'warn');
});
afterEach(() => warn.mockRestore());

/** The warnings logged, as `message path` (path only for dropped fields). */
const warnings = () =>
  warn.mock.calls.map(([fields, message]) => {
    const path = (fields as { path?: string }).path;
    return message === 'block field dropped' ? `${message} ${path}` : String(message);
  });

function parse<A extends BlockAlias>(alias: A, content: unknown) {
  const blocks = reshapeBlocks(
    [
      { key: 'k', alias, content },
      { key: 'after', alias: 'BlockRichText', content: { text: '<p>Resten af siden.</p>' } },
    ],
    'page-1',
    ctx,
  );
  const html = renderToString(createElement(BlockList, { blocks, ctx: exampleContext() }));
  const block = blocks.find((b): b is Extract<Block, { alias: A }> => b.alias === alias);
  // The rest of the page is always there.
  expect(html).toContain('Resten af siden.');
  return { content: block?.content as BlockContentMap[A] | undefined, html };
}

function expectSkipped(alias: BlockAlias, content: unknown) {
  const { content: parsed } = parse(alias, content);
  expect(parsed).toBeUndefined();
  expect(warnings()).toEqual(['content element skipped: malformed content']);
  expect(warn.mock.calls[0]?.[0]).toMatchObject({ pageId: 'page-1', alias, key: 'k' });
}

const link = (name: string, url: string) => ({ type: 'content', name, url });

describe('BlockRelatedContent', () => {
  it('drops a malformed view, title and item, and still renders', () => {
    const { content, html } = parse('BlockRelatedContent', {
      title: { text: 'not a title' },
      view: 'carousel',
      items: [
        { id: 12853, type: 'content', name: 'Profil', title: 'Min profil', url: '/da/profil/' },
        { id: 1, type: 'content', name: 'Uden adresse' },
        { type: 'content', name: 'Med dårligt billede', url: '/da/b/', image: { url: 42 } },
      ],
    });
    expect(content?.title).toBeNull();
    expect(content?.view).toBe('grid');
    expect(content?.items.map((i) => [i.name, i.id, i.image])).toEqual([
      ['Min profil', '12853', null],
      ['Med dårligt billede', null, null],
    ]);
    expect(html).toContain('href="/da/profil/"');
    expect(warnings()).toEqual([
      'block field dropped title',
      'block field dropped view',
      'block field dropped items.1.url',
      'block field dropped items.2.image.url',
    ]);
  });

  it('skips the block without its items', () => {
    expectSkipped('BlockRelatedContent', { title: 'Læs også', view: 'grid' });
  });
});

describe('BlockNewsList', () => {
  it('drops a malformed date, category, image, flag and link, and still renders', () => {
    const { content, html } = parse('BlockNewsList', {
      title: 'Nyheder',
      link: { type: 'content', name: 'Alle' },
      showImages: 'yes',
      items: [
        {
          type: 'content',
          name: 'STO Nyhed',
          url: '/da/nyheder/sto-nyhed/',
          newsDate: 'i går',
          categories: ['Kategori 1', null, 3],
          newsType: 'Nyhed',
          image: { url: '/media/x.jpg', width: 'wide' },
        },
        'not a news item',
      ],
    });
    const item = content?.items[0];
    expect(content?.items).toHaveLength(1);
    expect(content?.link).toBeNull();
    expect(content?.showImages).toBe(true);
    expect(item?.newsDate).toBeNull();
    expect(item?.categories).toEqual(['Kategori 1', '3']);
    expect(item?.image?.url).toBe('https://cms.test/media/x.jpg');
    expect(item?.image?.width).toBeNull();
    expect(html).toContain('STO Nyhed');
    expect(html).not.toContain('<time');
    expect(warnings()).toEqual([
      'block field dropped link.url',
      'block field dropped showImages',
      'block field dropped items.0.newsDate',
      'block field dropped items.0.categories.1',
      'block field dropped items.0.image.width',
      'block field dropped items.1',
    ]);
  });

  it('skips the block when its items are not a list', () => {
    expectSkipped('BlockNewsList', { title: 'Nyheder', items: { 0: 'x' } });
  });
});

describe('BlockEventList', () => {
  it('drops a malformed start, location and event, and still renders', () => {
    const { content, html } = parse('BlockEventList', {
      title: 'Arrangementer',
      link: link('Alle arrangementer', '/da/arrangementer/'),
      items: [
        {
          type: 'content',
          name: 'Julemarked',
          url: '/da/arrangementer/julemarked/',
          details: { start: 'snart', end: null, location: ['Torvet'] },
        },
        {
          type: 'content',
          name: 'Koncert',
          url: '/da/arrangementer/koncert/',
          details: { start: '2026-12-05' },
        },
        { name: 'Uden adresse', details: { start: '2026-12-06' } },
      ],
    });
    expect(content?.items.map((i) => [i.name, i.start, i.location])).toEqual([
      ['Julemarked', null, null],
      ['Koncert', '2026-12-05', null],
    ]);
    expect(html).toContain('<time dateTime="2026-12-05">5. december 2026</time>');
    expect(warnings()).toEqual([
      'block field dropped items.0.details.start',
      'block field dropped items.0.details.location',
      'block field dropped items.2.url',
    ]);
  });

  it('skips the block without its items', () => {
    expectSkipped('BlockEventList', { title: 'Arrangementer', link: link('Alle', '/x/') });
  });
});

describe('BlockImages', () => {
  it('drops an item without an image and a malformed flag, and still renders', () => {
    const { content, html } = parse('BlockImages', {
      title: 'Billeder',
      items: [
        {
          image: {
            id: 1429,
            type: 'image',
            url: '/media/a.jpg',
            width: 1920,
            height: 1280,
            altText: '',
          },
          showCompleteImage: 'true',
          text: '',
          caption: 'Isvaffel',
        },
        { image: null, showCompleteImage: true, text: 'Intet billede' },
      ],
    });
    expect(content?.items).toHaveLength(1);
    expect(content?.items[0]).toMatchObject({
      showCompleteImage: false,
      text: null,
      caption: 'Isvaffel',
    });
    expect(html).toContain('https://cms.test/media/a.jpg?width=');
    expect(warnings()).toEqual([
      'block field dropped items.0.showCompleteImage',
      'block field dropped items.1.image',
    ]);
  });

  it('skips the block without its items', () => {
    expectSkipped('BlockImages', { title: 'Billeder' });
  });
});

describe('BlockVideo', () => {
  it('drops an unknown consent category and a malformed video title, and still renders', () => {
    const { content, html } = parse('BlockVideo', {
      title: 'Affald',
      video: {
        source: 'https://www.youtube.com/watch?v=Xk3mP9qLw2E',
        provider: { alias: 'youtube' },
        details: { id: 'Xk3mP9qLw2E', title: { da: 'x' } },
      },
      requiredConsent: ['statistic', 'cookie_cat_everything'],
    });
    expect(content).toMatchObject({
      provider: 'youtube',
      videoId: 'Xk3mP9qLw2E',
      videoTitle: null,
      requiredConsent: ['statistic'],
    });
    expect(html).toContain('Statistik');
    expect(warnings()).toEqual([
      'block field dropped video.details.title',
      'block field dropped requiredConsent.1',
    ]);
  });

  it('asks for marketing consent when the backend names none', () => {
    const { content } = parse('BlockVideo', { provider: 'vimeo', videoId: 824804225 });
    expect(content).toMatchObject({ videoId: '824804225', requiredConsent: ['marketing'] });
  });

  it('skips the block without a usable video', () => {
    expectSkipped('BlockVideo', {
      title: 'Affald',
      video: { source: 'https://youtu.be/Xk3mP9qLw2E' },
    });
  });

  it('skips a Dreambroker video without its channel', () => {
    expectSkipped('BlockVideo', { provider: 'dreambroker', videoId: 'k3n9xq2w' });
  });
});

describe('BlockBorgerDk', () => {
  const article = {
    id: 1234,
    url: 'https://www.borger.dk/familie-og-boern/dagtilbud',
    title: 'Dagtilbud',
    header: '<p>Om dagtilbud.</p>',
    byline: 'Indholdet er leveret af ministeriet.',
  };

  it('drops a malformed element, micro-article and address, and still renders', () => {
    const { content, html } = parse('BlockBorgerDk', {
      article: {
        ...article,
        url: 'https://borger.dk.evil.example/',
        elements: [
          {
            id: 'kernetekst',
            title: '',
            microArticles: [
              { id: 'm1', title: 'Hvem kan få en plads?', content: '<p>Alle.</p>' },
              { id: 'm2', content: '<p>Uden titel.</p>' },
            ],
          },
          42,
          { id: 'lovgivning', title: 'Lovgivning', content: '<p>Dagtilbudsloven</p>' },
        ],
      },
    });
    expect(content?.article.url).toBeNull();
    expect(content?.article.elements.map((e) => e.kind)).toEqual(['micro', 'text']);
    expect(html).toContain('Hvem kan få en plads?');
    expect(html).not.toContain('Uden titel.');
    expect(html).not.toContain('evil.example');
    expect(warnings()).toEqual([
      'block field dropped article.url',
      'block field dropped article.elements.0.microArticles.1.title',
      'block field dropped article.elements.1',
    ]);
  });

  it('skips the block without an article title', () => {
    expectSkipped('BlockBorgerDk', { article: { ...article, title: null, elements: [] } });
  });
});

describe('BlockTable', () => {
  it('drops a malformed flag, cell type, scope and row, and still renders', () => {
    const { content, html } = parse('BlockTable', {
      title: 'Gebyrer',
      table: {
        useFirstRowAsHeader: 'yes',
        useLastRowAsFooter: true,
        cells: [
          [
            { rowIndex: 0, columnIndex: 0, value: 'Restaffald', type: 'tx' },
            { rowIndex: 0, columnIndex: 1, value: '1.284 kr.', type: 'th', scope: 'sideways' },
          ],
          'not a row',
          [{ rowIndex: 2, columnIndex: 0, value: 'I alt', type: 'td' }],
        ],
      },
    });
    expect(content?.table.useFirstRowAsHeader).toBe(false);
    expect(content?.table.cells).toEqual([
      [
        { value: 'Restaffald', type: 'td', scope: null },
        { value: '1.284 kr.', type: 'th', scope: null },
      ],
      [{ value: 'I alt', type: 'td', scope: null }],
    ]);
    expect(html).toContain('<tfoot');
    expect(warnings()).toEqual([
      'block field dropped table.useFirstRowAsHeader',
      'block field dropped table.cells.0.0.type',
      'block field dropped table.cells.0.1.scope',
      'block field dropped table.cells.1',
    ]);
  });

  it('skips the block without cells', () => {
    expectSkipped('BlockTable', { title: 'Gebyrer', table: { useFirstRowAsHeader: true } });
    warn.mockClear();
    expectSkipped('BlockTable', { title: 'Gebyrer', table: { cells: [] } });
  });
});
