// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockVideo } from './BlockVideo.tsx';
import { examples } from './BlockVideo.examples.ts';

// The cookie-policy link in the consent panel (decision 018); where the URL comes from is
// tested beside src/server/cookie-policy.ts.
describe('BlockVideo: the cookie-policy link', () => {
  it('is shown in the video consent panel when there is one, and left out when not', () => {
    const render = (url: string | null) =>
      renderBlock(BlockVideo, examples.youtube!, { cookiePolicyUrl: url });
    const link = render('/om-os/cookies/').getByRole('link', { name: 'Læs om cookies' });
    expect(link.getAttribute('href')).toBe('/om-os/cookies/');
    const without = render(null);
    expect(without.queryByText(/Læs om cookies/)).toBeNull();
    expect(without.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Se videoen på YouTube',
    ]);
    expect(without.container.querySelector('[href*="/cookies/"]')).toBeNull();
  });
});
