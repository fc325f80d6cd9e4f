import { describe, expect, it } from 'vitest';
import { render } from '../block-test-kit.tsx';
import { BlockCtaBox } from './BlockCtaBox.tsx';
import { examples as ctaExamples } from './BlockCtaBox.examples.ts';

describe('BlockCtaBox', () => {
  it("renders the link as an anchor with the link's href and an arrow icon", () => {
    const html = render(BlockCtaBox, ctaExamples.selfService!);
    expect(html).toMatch(/<a [^>]*href="\/selvbetjening\/flytning\/"[^>]*>.*Meld flytning/);
    expect(html).toContain('d="M5 12h14M13 6l6 6-6 6"');
  });

  it('renders no link without one', () => {
    expect(render(BlockCtaBox, ctaExamples.titleOnly!)).not.toContain('<a ');
  });
});
