import { describe, expect, it } from 'vitest';
import { backendContent, renderElements } from '../block-test-kit.tsx';

describe('BlockRichText', () => {
  it('renders the sanitized text, without scripts or handlers', () => {
    const { html } = renderElements([
      {
        alias: 'BlockRichText',
        content: {
          text: '<p onclick="steal()">Affald hentes <strong>mandag</strong>.</p><script>x()</script>',
        },
      },
    ]);
    expect(html).toContain('<strong>mandag</strong>');
    expect(html).not.toMatch(/<script|onclick|steal\(/);
  });
});

describe('BlockRichText: content from the backend', () => {
  const { warnings } = backendContent();

  it('skips the block without its text, and renders the rest', () => {
    const { blocks } = renderElements([
      { key: 'a', alias: 'BlockRichText', content: { text: 42 } },
      { key: 'b', alias: 'BlockRichText', content: { text: '<p>Resten.</p>' } },
    ]);
    expect(blocks.map((b) => b.key)).toEqual(['b']);
    expect(warnings()).toEqual(['content element skipped: malformed content']);
  });
});
