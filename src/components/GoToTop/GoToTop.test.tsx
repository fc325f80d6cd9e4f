// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { GoToTop } from './GoToTop.tsx';

// SHOW_GO_TO_TOP_BUTTON (decision 020).

afterEach(cleanup);

describe('GoToTop', () => {
  it('without JavaScript (server render) the link is always there, labelled in each language', () => {
    for (const [lang, label] of [
      ['da', 'Til toppen'],
      ['en', 'Back to top'],
      ['de', 'Nach oben'],
    ] as const) {
      const view = renderStatic(<GoToTop label={translator(lang)('goToTop.label')} />);
      expect(view.getByRole('link', { name: label }).getAttribute('href')).toBe('#top');
    }
  });

  it('with JavaScript it appears only after scrolling a screen down, and is a link to #top', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    const link = () => screen.queryByRole('link', { name: 'Til toppen' });
    scrollTo(0);
    render(<GoToTop label="Til toppen" />);
    expect(link()).toBeNull();
    scrollTo(2000);
    expect(link()?.getAttribute('href')).toBe('#top');
    scrollTo(10);
    expect(link()).toBeNull();
  });
});
