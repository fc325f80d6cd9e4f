// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { FeedbackModule } from './FeedbackModule.tsx';

// What the feedback endpoint's answers (src/server/forms/module-api.ts) look like on the page.

const SITE_KEY = '8f1c2a6e-3b7d-4c59-a0e4-6d2b9c71f3a8';
const PAGE_KEY = 'a6b4c1d2-0e3f-4a5b-8c7d-9e0f1a2b3c4d';

describe('FeedbackModule and the feedback endpoint', () => {
  it('the refusal is shown to the visitor in da, en and de', () => {
    const status = (language: 'da' | 'en' | 'de') =>
      renderStatic(
        <FeedbackModule
          siteKey={SITE_KEY}
          pageKey={PAGE_KEY}
          returnTo="/borger/"
          question=""
          query={new URLSearchParams('feedback=refused')}
          t={translator(language)}
        />,
      ).getByRole('status').textContent;
    expect(status('da')).toContain('Vi kunne ikke modtage din feedback');
    expect(status('en')).toContain('We could not receive your feedback');
    expect(status('de')).toContain('Wir konnten Ihr Feedback');
  });

  it('an error key from the query is never rendered as HTML', () => {
    const view = renderStatic(
      <FeedbackModule
        siteKey={SITE_KEY}
        pageKey={PAGE_KEY}
        returnTo="/borger/"
        question=""
        query={
          new URLSearchParams({
            feedback: 'invalid',
            'feedback-error': '<script>alert(1)</script>',
          })
        }
        t={translator('da')}
      />,
    );
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.queryByText(/alert/)).toBeNull();
    view.getByText(/Værdien er ikke tilladt/);
  });

  it('the module is not rendered without both keys', () => {
    const render = (siteKey: string | null, pageKey: string | null) =>
      renderStatic(
        <FeedbackModule
          siteKey={siteKey}
          pageKey={pageKey}
          returnTo="/borger/"
          question=""
          query={new URLSearchParams()}
          t={translator('da')}
        />,
      );
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
