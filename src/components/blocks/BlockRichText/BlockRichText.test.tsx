// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlockElements } from '../block.test-kit.tsx';

describe('BlockRichText', () => {
  it('renders the sanitized text, without scripts or handlers', () => {
    const { container, getByText } = renderBlockElements([
      {
        alias: 'BlockRichText',
        content: {
          text: '<p onclick="steal()">Affald hentes <strong>mandag</strong>.</p><script>x()</script>',
        },
      },
    ]);
    expect(getByText('mandag').tagName).toBe('STRONG');
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/steal\(/);
  });
});

describe('BlockRichText: content from the backend', () => {
  const { warnings } = backendContent();

  it('skips the block without its text, and renders the rest', () => {
    const { blocks, getByText } = renderBlockElements([
      { key: 'a', alias: 'BlockRichText', content: { text: 42 } },
      { key: 'b', alias: 'BlockRichText', content: { text: '<p>Resten.</p>' } },
    ]);
    expect(blocks.map((b) => b.key)).toEqual(['b']);
    getByText('Resten.');
    expect(warnings()).toEqual(['content element skipped: malformed content']);
  });
});
