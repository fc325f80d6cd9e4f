import { describe, expect, it } from 'vitest';
import { backendContent, count, render } from '../block-test-kit.tsx';
import { BlockRelatedContent } from './BlockRelatedContent.tsx';
import { examples as relatedExamples } from './BlockRelatedContent.examples.ts';

describe('BlockRelatedContent', () => {
  it('renders a grid of cards, each named by its link', () => {
    const html = render(BlockRelatedContent, relatedExamples.gridWithImages!);
    expect(count(html, /<li/g)).toBe(3);
    expect(count(html, /<h3/g)).toBe(3);
    expect(html).not.toContain('role="region"');
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).toContain('target="_blank"');
  });

  it('renders the slider as a focusable region labelled by the title', () => {
    const html = render(BlockRelatedContent, relatedExamples.slider!);
    const heading = /<h2 id="([^"]+)"/.exec(html)?.[1];
    const region = /<div [^>]*role="region"[^>]*>/.exec(html)?.[0] ?? '';
    expect(region).toContain('tabindex="0"');
    expect(region).toContain(`aria-labelledby="${heading}"`);
    // One landmark per block: the wrapper is no second region with the same name.
    expect(html).not.toMatch(/^<section/);
    const untitled = render(BlockRelatedContent, relatedExamples.sliderWithoutTitle!);
    expect(untitled).toMatch(/role="region"[^>]*aria-label="Relateret indhold"/);
  });
});

describe('BlockRelatedContent: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

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
