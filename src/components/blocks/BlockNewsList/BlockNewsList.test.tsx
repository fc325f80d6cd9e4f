// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock } from '../block.test-kit.tsx';
import { BlockNewsList } from './BlockNewsList.tsx';
import { examples as newsExamples } from './BlockNewsList.examples.ts';

describe('BlockNewsList', () => {
  it('shows each news item with a time element, its type and categories, and a see-all link', () => {
    const view = renderBlock(BlockNewsList, newsExamples.withImages!);
    const date = view.getByText('12. februar 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-02-12T12:09:00+01:00');
    view.getAllByText(/Pressemeddelelse/);
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).toContain('Affald');
    expect(view.getByRole('link', { name: /Se alle nyheder/ }).getAttribute('href')).toBe(
      '/nyheder/',
    );
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    const withoutImages = renderBlock(BlockNewsList, {
      ...newsExamples.withImages!,
      showImages: false,
    });
    expect(withoutImages.container.querySelector('img')).toBeNull();
    renderBlock(BlockNewsList, newsExamples.empty!).getByText(/Der er ingen nyheder/);
  });
});

describe('BlockNewsList: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops a malformed date, category, image, flag and link, and still renders', () => {
    const { content, view } = parse('BlockNewsList', {
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
    view.getByRole('link', { name: /STO Nyhed/ });
    expect(view.container.querySelector('time')).toBeNull();
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
