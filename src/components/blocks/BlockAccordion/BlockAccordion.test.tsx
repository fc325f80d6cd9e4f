// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockAccordion } from './BlockAccordion.tsx';
import { examples as accordionExamples } from './BlockAccordion.examples.ts';

describe('BlockAccordion', () => {
  it('renders one native details element per item, with the text', () => {
    const view = renderBlock(BlockAccordion, accordionExamples.faq!);
    expect(view.container.querySelectorAll('details')).toHaveLength(3);
    expect(view.container.querySelectorAll('details > summary')).toHaveLength(3);
    view.getByText(/Haveaffald i bundter/);
  });
});
