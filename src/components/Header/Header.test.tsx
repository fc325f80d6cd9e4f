// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { Header } from './Header.tsx';
import { examples } from './Header.examples.ts';

describe('Header', () => {
  it('search posts GET to the search page', () => {
    const view = renderStatic(<Header {...examples.danish!} />);
    const form = view.getByRole('search').closest('form') ?? view.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/da/soegning/');
    expect(form.querySelector('input[name="cludoquery"]')).toBe(
      within(form).getByRole('searchbox'),
    );
  });

  it('the menu hides the sub-menu and the languages when they are off', () => {
    const view = renderStatic(<Header {...examples.danish!} />);
    expect(view.getAllByText('Affald og genbrug').length).toBeGreaterThan(0);
    expect(view.container.querySelector('[hreflang]')).not.toBeNull();
    const flat = renderStatic(<Header {...examples.withoutSubMenuAndLanguages!} />);
    expect(flat.queryByText('Affald og genbrug')).toBeNull();
    expect(flat.container.querySelector('[data-menu] [hreflang]')).toBeNull();
  });

  it('shows each link once: a service link is left out of the header menu and the burger', () => {
    const view = renderStatic(<Header {...examples.serviceLinkInMenus!} />);
    const kontakt = view.container.querySelectorAll('a[href="/kontakt/"]');
    expect(kontakt).toHaveLength(2); // the header's service links and the burger's (narrow screens)
    const header = view.getByRole('navigation', { name: 'Emner' });
    expect(within(header).queryByRole('link', { name: 'Kontakt' })).toBeNull();
    const burger = view.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(burger).queryByRole('link', { name: 'Kontakt' })).toBeNull();
  });

  it('reads logo, menu, service links, language link, search, header menu', () => {
    const view = renderStatic(<Header {...examples.danish!} />);
    const bar = view.container.querySelector('header > div')!;
    const order = [...bar.children].map(
      (el) =>
        el.getAttribute('aria-label') ??
        el.getAttribute('data-menu') ??
        (el.querySelector('[role="search"]') ? 'tools' : el.textContent),
    );
    expect(order).toEqual(['Eksempel Kommune', 'details', 'Genveje', 'tools', 'Emner']);
  });

  it('the menu button has one label, whether open or not', () => {
    const view = renderStatic(<Header {...examples.english!} />);
    expect(view.container.querySelector('summary')?.textContent).toBe('Menu');
  });

  it('has a language link right before search, in its own language, whatever the flag', () => {
    for (const example of [examples.danish!, examples.withoutSubMenuAndLanguages!]) {
      const view = renderStatic(<Header {...example} />);
      const link = view.container.querySelector('[data-language-link]')!;
      expect(link.textContent).toBe('English');
      expect(link.getAttribute('lang')).toBe('en');
      expect(link.getAttribute('hreflang')).toBe('en');
      expect(link.nextElementSibling).toBe(view.getByRole('search', { name: 'Søg på sitet' }));
    }
  });
});
