// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockCtaBox } from './BlockCtaBox.tsx';
import { examples as ctaExamples } from './BlockCtaBox.examples.ts';

describe('BlockCtaBox', () => {
  it("renders the link as an anchor with the link's href and an arrow icon", () => {
    const view = renderBlock(BlockCtaBox, ctaExamples.selfService!);
    const link = view.getByRole('link', { name: /Meld flytning/ });
    expect(link.getAttribute('href')).toBe('/selvbetjening/flytning/');
    const paths = [...view.container.querySelectorAll('svg path')].map((p) => p.getAttribute('d'));
    expect(paths).toContain('M5 12h14M13 6l6 6-6 6'); // the arrow icon
  });

  it('renders no link without one', () => {
    const view = renderBlock(BlockCtaBox, ctaExamples.titleOnly!);
    view.getByRole('heading');
    expect(view.queryAllByRole('link')).toHaveLength(0);
  });
});
