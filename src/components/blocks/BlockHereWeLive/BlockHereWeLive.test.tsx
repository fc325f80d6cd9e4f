// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockHereWeLive } from './BlockHereWeLive.tsx';
import { examples as hereWeLiveExamples } from './BlockHereWeLive.examples.ts';

describe('BlockHereWeLive', () => {
  it('renders the facts as a description list and the link', () => {
    const view = renderBlock(BlockHereWeLive, hereWeLiveExamples.full!);
    const terms = view.getAllByRole('term');
    expect(terms).toHaveLength(5);
    const residents = terms.find((dt) => dt.textContent === 'Indbyggere')!;
    expect(residents.nextElementSibling?.tagName).toBe('DD');
    expect(residents.nextElementSibling?.textContent).toBe('62.400');
    expect(view.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/om-kommunen/');
    expect(view.container.querySelector('[srcset]')).not.toBeNull();
    const factsOnly = renderBlock(BlockHereWeLive, hereWeLiveExamples.factsOnly!);
    expect(factsOnly.container.querySelector('img')).toBeNull();
  });
});
