import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockHereWeLive } from './BlockHereWeLive.tsx';
import { examples as hereWeLiveExamples } from './BlockHereWeLive.examples.ts';

describe('BlockHereWeLive', () => {
  it('renders the facts as a description list and the link', () => {
    const html = render(BlockHereWeLive, hereWeLiveExamples.full!);
    expect(count(html, /<dt/g)).toBe(5);
    expect(html).toMatch(/<dt[^>]*>Indbyggere<\/dt><dd[^>]*>62.400<\/dd>/);
    expect(html).toContain('href="/om-kommunen/"');
    expect(html).toContain('srcSet=');
    expect(render(BlockHereWeLive, hereWeLiveExamples.factsOnly!)).not.toContain('<img');
  });
});
