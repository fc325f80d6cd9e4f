// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoToTop } from '#src/components/GoToTop/GoToTop.tsx';
import { ToastRegion, TOAST_MS } from '#src/components/Toast/ToastRegion.tsx';
import {
  FeedbackForm,
  type FeedbackFormProps,
} from '#src/components/FeedbackModule/FeedbackForm.tsx';

// Flags in the browser (decision 020): the go-to-top link and the toasts.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SHOW_GO_TO_TOP_BUTTON with JavaScript', () => {
  it('appears only after scrolling a screen down, and is a link to #top', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    scrollTo(0);
    const { container } = render(<GoToTop label="Til toppen" />);
    expect(container.querySelector('a[href="#top"]')).toBeNull();
    scrollTo(2000);
    expect(container.querySelector('a[href="#top"]')?.textContent).toBe('Til toppen');
    scrollTo(10);
    expect(container.querySelector('a[href="#top"]')).toBeNull();
  });
});

const labels: FeedbackFormProps['labels'] = {
  yes: 'Ja',
  no: 'Nej',
  commentLabel: 'Kommentar',
  commentHint: 'h',
  sent: 'Tak for din feedback',
  failed: 'f',
  refused: 'r',
  sending: 's',
  errors: {},
};

/** The feedback form beside a toast region, after a successful send. */
async function sentWithRegion() {
  vi.useFakeTimers();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 'sent' })));
  const view = render(
    <Provider>
      <ToastRegion label="Beskeder" closeLabel="Luk beskeden" />
      <FeedbackForm
        siteKey="k"
        pageKey="p"
        returnTo="/"
        question="Fandt du det?"
        initial={{ status: 'idle' }}
        labels={labels}
      />
    </Provider>,
  );
  await act(async () => {
    fireEvent.click(view.container.querySelector<HTMLButtonElement>('button[value="yes"]')!);
  });
  const region = view.container.querySelector<HTMLElement>('[aria-live="polite"]')!;
  return { ...view, region };
}

describe('TOAST_NOTIFICATIONS in the browser', () => {
  it('a sent feedback shows a toast; the inline message stays but is no second live region', async () => {
    const { region, container } = await sentWithRegion();
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(1);
    expect(region.textContent).toContain('Tak for din feedback');
    const inline = [...container.querySelectorAll('p')].find(
      (p) => p.textContent === 'Tak for din feedback' && !region.contains(p),
    );
    expect(inline).toBeDefined();
    expect(inline?.getAttribute('role')).toBeNull();
  });

  it('goes after TOAST_MS, not before', async () => {
    const { region } = await sentWithRegion();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 100);
    });
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(0);
  });

  it('waits while it has focus or the pointer (WCAG 2.2.1), and the close button removes it', async () => {
    const { region } = await sentWithRegion();
    const toast = region.querySelector<HTMLElement>('[data-toast]')!;
    const close = toast.querySelector('button')!;
    expect(close.getAttribute('type')).toBe('button');
    expect(close.querySelector('[aria-label="Luk beskeden"]')).not.toBeNull();
    fireEvent.focus(close);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 3);
    });
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(1);
    fireEvent.blur(close);
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 3);
    });
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(1);
    fireEvent.click(close);
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(0);
  });
});
