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

  it('always links the cookie page; a privacy policy of its own gets its own link', () => {
    const one = renderStatic(<Footer {...examples.full!} />);
    expect(one.getByRole('link', { name: 'Cookies og privatliv' }).getAttribute('href')).toBe(
      '/cookies/',
    );
    const two = renderStatic(<Footer {...examples.separatePrivacy!} />);
    expect(two.getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe('/en/cookies/');
    expect(two.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://www.example-kommune.dk/en/privacy',
    );
  });

  it('does not repeat a cookie link the editors already put in the footer', () => {
    const site = examples.full!.site;
    const view = renderStatic(
      <Footer
        {...examples.full!}
        site={{
          ...site,
          footer: {
            ...site.footer,
            links: [
              ...site.footer.links,
              { ...site.footer.links[0]!, name: 'Cookies', url: '/cookies/', newWindow: false },
            ],
          },
        }}
      />,
    );
    expect(view.getAllByRole('link', { name: /Cookies/ }).map((a) => a.textContent)).toEqual([
      'Cookies',
    ]);
  });
});
