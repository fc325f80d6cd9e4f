// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BurgerMenu, type BurgerMenuProps } from './BurgerMenu.tsx';

afterEach(cleanup);

const menu: BurgerMenuProps = {
  items: [
    {
      title: 'Borger',
      url: '/borger/',
      children: [{ title: 'Affald', url: '/borger/affald/', children: [] }],
    },
    { title: 'Erhverv', url: '/erhverv/', children: [] },
  ],
  languages: [
    { label: 'Dansk', url: '/', lang: 'da', current: true },
    { label: 'English', url: '/en/', lang: 'en', current: false },
  ],
  serviceLinks: [],
  showSubMenu: true,
  labels: {
    open: 'Menu',
    menu: 'Hovedmenu',
    languages: 'Sprog',
    serviceLinks: 'Genveje',
  },
  currentPath: '/borger/',
};

describe('BurgerMenu (enhanced)', () => {
  it('toggles aria-expanded, closes on Escape and returns focus to the button', async () => {
    await act(async () => {
      render(<BurgerMenu {...menu} />);
    });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Affald' })).toBeTruthy();
    screen.getByRole('link', { name: 'Borger' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('keeps Tab inside while open', async () => {
    await act(async () => {
      render(<BurgerMenu {...menu} />);
    });
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const last = screen.getByRole('link', { name: 'English' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes when a link in it is followed, and on back or forward', async () => {
    await act(async () => {
      render(<BurgerMenu {...menu} />);
    });
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Affald' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Ctrl+click opens a new tab: this page and its menu stay.
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Affald' }), { ctrlKey: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the sub-menu when BURGER_MENU_ALLOW_SUB_MENU is off', async () => {
    await act(async () => {
      render(<BurgerMenu {...menu} showSubMenu={false} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Affald' })).toBeNull();
  });
});
