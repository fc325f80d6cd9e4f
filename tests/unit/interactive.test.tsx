// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BurgerMenu, type BurgerMenuProps } from '#src/components/BurgerMenu/BurgerMenu.tsx';
import { Button } from '#src/components/Button/Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('runs its click handler when enabled', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('blocks every click handler when aria-disabled, including a form submit', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" aria-disabled onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a disabled link loses its href', () => {
    render(
      <Button href="/job/" aria-disabled>
        Lukket
      </Button>,
    );
    const link = screen.getByText('Lukket').closest('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});

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
    close: 'Luk menu',
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
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Luk menu' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('hides the sub-menu when BURGER_MENU_ALLOW_SUB_MENU is off', async () => {
    await act(async () => {
      render(<BurgerMenu {...menu} showSubMenu={false} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Affald' })).toBeNull();
  });
});
