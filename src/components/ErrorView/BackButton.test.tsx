// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackButton } from './BackButton.tsx';

afterEach(cleanup);

type HappyDomWindow = Window & { happyDOM?: { setURL: (url: string) => void } };

/** The page as the browser has it: its address, referrer and how much history is behind it. */
function arrive(referrer: string, historyLength: number) {
  (window as HappyDomWindow).happyDOM?.setURL('https://www.example-kommune.dk/findes-ikke/');
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  Object.defineProperty(window.history, 'length', { value: historyLength, configurable: true });
  return vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
}

const click = () => fireEvent.click(screen.getByRole('button', { name: 'Tilbage' }));

describe('BackButton with JavaScript', () => {
  it('is a real button that goes back in history when the previous page is on this site', () => {
    const back = arrive('https://www.example-kommune.dk/borger/', 2);
    render(<BackButton label="Tilbage" />);
    const button = screen.getByRole('button', { name: 'Tilbage' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    click();
    expect(back).toHaveBeenCalledOnce();
  });

  // Regression: it was `<a role="button">` to the front page, which Space did not press.
  it('is not there when the previous page is another site (the front-page link is)', () => {
    arrive('https://evil.example/', 2);
    render(<BackButton label="Tilbage" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('[role="button"]')).toBeNull();
  });
});
