import { describe, expect, it } from 'vitest';
import { backendContent, render } from '../block-test-kit.tsx';
import { BlockFactBox } from './BlockFactBox.tsx';
import { examples } from './BlockFactBox.examples.ts';

describe('BlockFactBox', () => {
  it('is an aside labelled by its title, or an unlabelled aside without one', () => {
    const html = render(BlockFactBox, examples.withTitle!);
    const id = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`^<aside [^>]*aria-labelledby="${id}"`));
    const untitled = render(BlockFactBox, examples.withoutTitle!);
    expect(untitled).toMatch(/^<aside/);
    expect(untitled).not.toContain('<h2');
  });
});

describe('BlockFactBox: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops a malformed title, sanitizes the text, and still renders', () => {
    const { content, html } = parse('BlockFactBox', {
      title: ['Godt at vide'],
      text: '<p>Husk MitID.</p><script>x()</script>',
    });
    expect(content?.title).toBeNull();
    expect(html).toContain('Husk MitID.');
    expect(html).not.toContain('<script');
    expect(warnings()).toEqual(['block field dropped title']);
  });

  it('skips the block without its text', () => {
    expectSkipped('BlockFactBox', { title: 'Godt at vide' });
  });
});
