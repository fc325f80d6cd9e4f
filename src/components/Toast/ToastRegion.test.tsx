// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FeedbackForm,
  type FeedbackFormProps,
} from '#src/components/FeedbackModule/FeedbackForm.tsx';
import { replyFetch } from '#src/components/dom.test-kit.tsx';
import { ToastRegion, TOAST_MS } from './ToastRegion.tsx';

// TOAST_NOTIFICATIONS in the browser (decision 020).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const labels: FeedbackFormProps['labels'] = {
  yes: 'Ja',
  no: 'Nej',
  commentLabel: 'Kommentar',
  commentHint: 'h',
  commentLimit: 'Du kan skrive op til 1.000 tegn.',
  count: {
    left: '{chars} tilbage',
    leftOne: '{chars} tilbage',
    over: '{chars} for meget',
    overOne: '{chars} for meget',
  },
  thanksTitle: 'Tak for din feedback',
  thanksText: 'Vi bruger den til at gøre siden bedre.',
  failed: 'f',
  refused: 'r',
  limited: 'l',
  retry: { later: 'l', minute: 'm', minutes: 'm', hour: 'h', hours: 'h' },
  sending: 's',
  errorSummary: 'Der er et problem',
  errorPrefix: 'Fejl:',
  errors: {},
};

/** The feedback form beside a toast region, after a successful send. */
async function sentWithRegion() {
  vi.useFakeTimers();
  replyFetch(200, { status: 'sent' });
  render(
    <Provider>
      <ToastRegion label="Beskeder" closeLabel="Luk beskeden" />
      <FeedbackForm
        siteKey="k"
        pageKey="p"
        returnTo="/"
        question="Fandt du det?"
        initial={{ status: 'idle', errors: [] }}
        labels={labels}
      />
    </Provider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
  });
  const region = screen.getByRole('region', { name: 'Beskeder' });
  // Each toast has one close button: counting them counts the toasts.
  const toasts = () => within(region).queryAllByRole('button', { name: 'Luk beskeden' });
  return { region, toasts };
}

describe('ToastRegion', () => {
  it('a sent feedback shows a toast; the inline message stays but is no second live region', async () => {
    const { region, toasts } = await sentWithRegion();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(toasts()).toHaveLength(1);
    within(region).getByText('Tak for din feedback');
    const inline = screen
      .getAllByText('Tak for din feedback')
      .filter((element) => !region.contains(element));
    expect(inline).toHaveLength(1);
    expect(inline[0]?.getAttribute('role')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes after TOAST_MS, not before', async () => {
    const { toasts } = await sentWithRegion();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 100);
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('waits while it has focus or the pointer (WCAG 2.2.1), and the close button removes it', async () => {
    const { toasts } = await sentWithRegion();
    const close = toasts()[0]!;
    const toast = close.closest<HTMLElement>('[data-toast]')!;
    expect(close.getAttribute('type')).toBe('button');
    fireEvent.focus(close);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 3);
    });
    expect(toasts()).toHaveLength(1);
    fireEvent.blur(close);
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS * 3);
    });
    expect(toasts()).toHaveLength(1);
    fireEvent.click(close);
    expect(toasts()).toHaveLength(0);
  });
});
