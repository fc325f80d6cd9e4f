// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock } from '../block.test-kit.tsx';
import { BlockFactBox } from './BlockFactBox.tsx';
import { examples } from './BlockFactBox.examples.ts';

describe('BlockFactBox', () => {
  it('is an aside labelled by its title, or an unlabelled aside without one', () => {
    const view = renderBlock(BlockFactBox, examples.withTitle!);
    const heading = view.getByRole('heading', { level: 2 });
    const aside = view.getByRole('complementary', { name: heading.textContent! });
    expect(aside).toBe(view.container.firstElementChild);
    expect(aside.getAttribute('aria-labelledby')).toBe(heading.id);
    const untitled = renderBlock(BlockFactBox, examples.withoutTitle!);
    expect(untitled.getByRole('complementary')).toBe(untitled.container.firstElementChild);
    expect(untitled.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('BlockFactBox: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops a malformed title, sanitizes the text, and still renders', () => {
    const { content, view } = parse('BlockFactBox', {
      title: ['Godt at vide'],
      text: '<p>Husk MitID.</p><script>x()</script>',
    });
    expect(content?.title).toBeNull();
    view.getByText('Husk MitID.');
    expect(view.container.querySelector('script')).toBeNull();
    expect(warnings()).toEqual(['block field dropped title']);
  });

  it('skips the block without its text', () => {
    expectSkipped('BlockFactBox', { title: 'Godt at vide' });
  });
});
