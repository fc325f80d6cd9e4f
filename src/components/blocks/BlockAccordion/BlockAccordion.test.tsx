import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockAccordion } from './BlockAccordion.tsx';
import { examples as accordionExamples } from './BlockAccordion.examples.ts';

describe('BlockAccordion', () => {
  it('renders one native details element per item, with the text', () => {
    const html = render(BlockAccordion, accordionExamples.faq!);
    expect(count(html, /<details/g)).toBe(3);
    expect(count(html, /<summary/g)).toBe(3);
    expect(html).toContain('Haveaffald i bundter');
  });
});
