// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { replyFetch, mountLive, renderStatic } from '../dom.test-kit.tsx';
import { FeedbackModule } from './FeedbackModule.tsx';
import { examples } from './FeedbackModule.examples.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGE_KEY = examples.empty!.pageKey!;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('FeedbackModule without JavaScript (the outcome from the query)', () => {
  it('the thanks say what happened, as the status the redirect points at', () => {
    const view = renderStatic(<FeedbackModule {...examples.sent!} />);
    const status = view.getByRole('status');
    expect(status.id).toBe('feedback-status');
    expect(status.getAttribute('tabindex')).toBe('-1');
    view.getByRole('heading', { level: 3, name: 'Tak for din feedback' });
    expect(status.textContent).toContain('Vi bruger den til at gøre siden bedre.');
    expect(view.queryByText(/Bekræftet/)).toBeNull();
  });

  it('an error summary links to each field; each field says its own problem', () => {
    const view = renderStatic(
      <FeedbackModule
        {...examples.empty!}
        query={
          new URLSearchParams(
            'feedback=invalid&feedback-error=rating.required&feedback-error=comment.tooLong',
          )
        }
      />,
    );
    const summary = document.getElementById('feedback-summary')!;
    expect(summary.getAttribute('tabindex')).toBe('-1');
    view.getByRole('heading', { level: 3, name: 'Der er et problem' });
    const links = [...summary.querySelectorAll('a')].map((a) => [a.textContent, a.hash]);
    // In the order of the form: the comment first, then the buttons.
    expect(links).toEqual([
      ['Kommentaren må højst være på 1.000 tegn', `#feedback-comment-${PAGE_KEY}`],
      ['Vælg »Ja« eller »Nej«', `#feedback-yes-${PAGE_KEY}`],
    ]);
    const comment = view.getByRole('textbox');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(described(comment)).toContain('Fejl: Kommentaren må højst være på 1.000 tegn');
    const yes = view.getByRole('button', { name: 'Ja' });
    expect(yes.id).toBe(`feedback-yes-${PAGE_KEY}`);
    expect(described(yes)).toBe('Fejl: Vælg »Ja« eller »Nej«');
    expect(described(view.getByRole('button', { name: 'Nej' }))).toBe(
      'Fejl: Vælg »Ja« eller »Nej«',
    );
  });

  it('what the visitor typed is back in the field', () => {
    const view = renderStatic(<FeedbackModule {...examples.tooLong!} />);
    expect((view.getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      'Siden mangler åbningstiderne for genbrugspladsen.',
    );
  });

  it('in English and German', () => {
    const query = new URLSearchParams('feedback=invalid&feedback-error=comment.tooLong');
    const en = renderStatic(
      <FeedbackModule {...examples.empty!} query={query} t={translator('en')} />,
    );
    en.getByRole('heading', { name: 'There is a problem' });
    en.getByRole('link', { name: 'Your comment must be 1,000 characters or fewer' });
    const de = renderStatic(
      <FeedbackModule
        {...examples.empty!}
        query={new URLSearchParams('feedback=sent')}
        t={translator('de')}
      />,
    );
    de.getByRole('heading', { name: 'Vielen Dank für Ihr Feedback' });
  });

  it('unknown or hostile errors in the query: a summary saying to reload, never echoed', () => {
    const view = renderStatic(
      <FeedbackModule
        {...examples.empty!}
        query={new URLSearchParams('feedback=invalid&feedback-error=x.<b>y</b>')}
      />,
    );
    expect(view.container.innerHTML).not.toContain('<b>');
    const summary = document.getElementById('feedback-summary')!;
    expect(summary.textContent).toContain('Formularen kunne ikke læses');
    expect(summary.querySelectorAll('a')).toHaveLength(0);
  });
});

describe('FeedbackModule with JavaScript', () => {
  const reply = (body: object, status: number) => replyFetch(status, body);
  const mount = () => mountLive(<FeedbackModule {...examples.empty!} />);

  it('after a send, focus is on the thanks', async () => {
    reply({ status: 'sent' }, 200);
    mount();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Tak for din feedback');
    expect(document.activeElement).toBe(status);
  });

  it('after errors, focus is on the summary, and the typed text stays', async () => {
    reply({ status: 'invalid', errors: [{ field: 'comment', code: 'tooLong' }] }, 422);
    mount();
    const comment = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(comment, { target: { value: 'Min kommentar' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nej' }));
    });
    expect(document.activeElement?.id).toBe('feedback-summary');
    expect(comment.value).toBe('Min kommentar');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
  });

  it('a failing backend: the message, focused', async () => {
    reply({ status: 'error' }, 502);
    mount();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    });
    expect(document.activeElement?.textContent).toBe('Fejl: Der opstod en fejl. Prøv igen senere.');
  });
});
