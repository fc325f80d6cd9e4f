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
    expect(flat.container.querySelector('[hreflang]')).toBeNull();
  });
});
