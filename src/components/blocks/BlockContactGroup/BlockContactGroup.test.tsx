// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockContactGroup, telHref } from './BlockContactGroup.tsx';
import { examples as contactExamples } from './BlockContactGroup.examples.ts';

describe('BlockContactGroup', () => {
  it('links phone numbers with digits only and email with mailto', () => {
    const view = renderBlock(BlockContactGroup, contactExamples.departments!);
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('tel:+4570000100');
    expect(hrefs).toContain('tel:70000120');
    expect(hrefs).toContain('mailto:borgerservice@example-kommune.dk');
    expect(view.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(telHref(' +45 70-00 01 00 ')).toBe('tel:+4570000100');
  });
});
