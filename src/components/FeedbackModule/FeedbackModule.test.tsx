// @vitest-environment happy-dom
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { FeedbackModule } from './FeedbackModule.tsx';
import { examples } from './FeedbackModule.examples.ts';

describe('FeedbackModule', () => {
  it('confirmation and error states come from the query', () => {
    const sent = renderStatic(<FeedbackModule {...examples.sent!} />);
    expect(sent.getByRole('status').textContent).toBe('Bekræftet. Du kan nu lukke siden.');
    renderStatic(<FeedbackModule {...examples.tooLong!} />).getByText(/Teksten er for lang/);
    renderStatic(<FeedbackModule {...examples.failed!} />).getByText(
      'Der opstod en fejl. Prøv igen senere.',
    );
  });
});

describe('FeedbackForm', () => {
  it('without a toast region (TOAST_NOTIFICATIONS off) the inline message is the live region', () => {
    const view = renderStatic(
      <Provider>
        <FeedbackForm
          siteKey="k"
          pageKey="p"
          returnTo="/"
          question="q"
          initial={{ status: 'sent' }}
          labels={{
            yes: 'Ja',
            no: 'Nej',
            commentLabel: 'c',
            commentHint: 'h',
            sent: 'Sendt',
            failed: 'f',
            refused: 'r',
            limited: 'l',
            sending: 's',
            errors: {},
          }}
        />
      </Provider>,
    );
    expect(view.getByRole('status').textContent).toBe('Sendt');
  });
});
