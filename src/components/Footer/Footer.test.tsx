// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { Footer } from './Footer.tsx';
import { examples } from './Footer.examples.ts';

describe('Footer', () => {
  it('tel and mailto links, accessibility statement, tag line, no branding', () => {
    const view = renderStatic(<Footer {...examples.full!} />);
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('tel:+4570000000');
    expect(hrefs).toContain('mailto:kommune@example-kommune.dk');
    view.getByRole('link', { name: /Tilgængelighedserklæring/ });
    view.getByText('Sammen om det gode liv');
    expect(view.container.querySelector('[data-branding]')).toBeNull();
  });

  it('leaves the tag line out when there is none', () => {
    const view = renderStatic(<Footer {...examples.withoutTagLine!} />);
    expect(view.queryByText('Sammen om det gode liv')).toBeNull();
    expect(view.container.querySelector('[data-block="footer-tagline"]')).toBeNull();
  });
});
