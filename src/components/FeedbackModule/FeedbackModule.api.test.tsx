// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { replyFetch, mountLive, renderStatic } from '#src/components/dom.test-kit.tsx';
import { FeedbackModule } from './FeedbackModule.tsx';

// What the feedback endpoint's replies (src/server/forms/module-api.ts) look like on the page.

const SITE_KEY = '8f1c2a6e-3b7d-4c59-a0e4-6d2b9c71f3a8';
const PAGE_KEY = 'a6b4c1d2-0e3f-4a5b-8c7d-9e0f1a2b3c4d';
const LIMITED_DA =
  'Fejl: Der er sendt for mange formularer fra din forbindelse på kort tid. Prøv igen senere.';

afterEach(cleanup);

/** The module on a page with both keys, in Danish unless said otherwise. */
const feedbackModule = (over: Partial<Parameters<typeof FeedbackModule>[0]> = {}) => (
  <FeedbackModule
    siteKey={SITE_KEY}
    pageKey={PAGE_KEY}
    returnTo="/borger/"
    question=""
    query={new URLSearchParams()}
    t={translator('da')}
    {...over}
  />
);

/** The status line a visitor without JavaScript reads after the endpoint sent them back. */
const statusAfter = (outcome: string, language: 'da' | 'en' | 'de') =>
  renderStatic(
    feedbackModule({
      query: new URLSearchParams({ feedback: outcome }),
      t: translator(language),
    }),
  ).getByRole('status').textContent;

describe('FeedbackModule and the feedback endpoint', () => {
  it('the refusal is shown to the visitor in da, en and de', () => {
    const status = (language: 'da' | 'en' | 'de') => statusAfter('refused', language);
    expect(status('da')).toContain('Vi kunne ikke modtage din feedback');
    expect(status('en')).toContain('We could not receive your feedback');
    expect(status('de')).toContain('Wir konnten Ihr Feedback');
  });

  it('too many posts, without JavaScript: the message in da, en and de', () => {
    const status = (language: 'da' | 'en' | 'de') => statusAfter('limited', language);
    expect(status('da')).toBe(LIMITED_DA);
    expect(status('en')).toBe(
      'Error: Too many forms have been sent from your connection in a short time. Please try again later.',
    );
    expect(status('de')).toContain('zu viele Formulare');
  });

  it('too many posts, with JavaScript: the same message from the 429', async () => {
    replyFetch(429, { status: 'limited' }, { 'retry-after': '600' });
    mountLive(feedbackModule());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    });
    expect(screen.getByRole('status').textContent).toBe(LIMITED_DA);
  });

  it('an error key from the query is never rendered as HTML', () => {
    const view = renderStatic(
      feedbackModule({
        query: new URLSearchParams({
          feedback: 'invalid',
          'feedback-error': '<script>alert(1)</script>',
        }),
      }),
    );
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.queryByText(/alert/)).toBeNull();
    view.getByText(/Formularen kunne ikke læses/);
  });

  it('the module is not rendered without both keys', () => {
    const render = (siteKey: string | null, pageKey: string | null) =>
      renderStatic(feedbackModule({ siteKey, pageKey }));
    expect(render(null, PAGE_KEY).container.innerHTML).toBe('');
    expect(render(SITE_KEY, null).container.innerHTML).toBe('');
    expect(render('1100', PAGE_KEY).container.innerHTML).toBe('');
    const view = render(SITE_KEY, PAGE_KEY);
    const form = view.getByRole('region').querySelector('form')!;
    // Hidden inputs have no role: read them off the form's data.
    const data = new FormData(form);
    expect(data.get('siteKey')).toBe(SITE_KEY);
    expect(data.get('pageKey')).toBe(PAGE_KEY);
  });
});
