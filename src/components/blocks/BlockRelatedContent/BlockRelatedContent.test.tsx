// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock } from '../block.test-kit.tsx';
import { BlockRelatedContent } from './BlockRelatedContent.tsx';
import { examples as relatedExamples } from './BlockRelatedContent.examples.ts';

describe('BlockRelatedContent', () => {
  it('renders a grid of cards, each named by its link', () => {
    const view = renderBlock(BlockRelatedContent, relatedExamples.gridWithImages!);
    expect(view.getAllByRole('listitem')).toHaveLength(3);
    expect(view.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(view.container.querySelector('[role="region"]')).toBeNull();
    const images = [...view.container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    expect(images.some((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(view.getAllByRole('link').some((a) => a.getAttribute('target') === '_blank')).toBe(true);
  });

  it('renders the slider as a focusable region labelled by the title', () => {
    const view = renderBlock(BlockRelatedContent, relatedExamples.slider!);
    const heading = view.getByRole('heading', { level: 2 });
    const region = view.getByRole('region', { name: heading.textContent! });
    expect(region.tagName).toBe('DIV');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    // One landmark per block: the wrapper is no second region with the same name.
    expect(view.container.firstElementChild?.tagName).not.toBe('SECTION');
    expect(view.getAllByRole('region')).toHaveLength(1);
    const untitled = renderBlock(BlockRelatedContent, relatedExamples.sliderWithoutTitle!);
    const unnamed = untitled.getByRole('region', { name: 'Relateret indhold' });
    expect(unnamed.getAttribute('aria-label')).toBe('Relateret indhold');
  });
});

describe('BlockRelatedContent: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops a malformed view, title and item, and still renders', () => {
    const { content, view } = parse('BlockRelatedContent', {
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
    expect(view.getByRole('link', { name: /Min profil/ }).getAttribute('href')).toBe('/da/profil/');
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
