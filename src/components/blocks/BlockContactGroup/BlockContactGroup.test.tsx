import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockContactGroup, telHref } from './BlockContactGroup.tsx';
import { examples as contactExamples } from './BlockContactGroup.examples.ts';

describe('BlockContactGroup', () => {
  it('links phone numbers with digits only and email with mailto', () => {
    const html = render(BlockContactGroup, contactExamples.departments!);
    expect(html).toContain('href="tel:+4570000100"');
    expect(html).toContain('href="tel:70000120"');
    expect(html).toContain('href="mailto:borgerservice@example-kommune.dk"');
    expect(count(html, /<h3/g)).toBe(3);
    expect(telHref(' +45 70-00 01 00 ')).toBe('tel:+4570000100');
  });
});
