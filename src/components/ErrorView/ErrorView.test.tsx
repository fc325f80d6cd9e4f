// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { ErrorView } from './ErrorView.tsx';
import { examples } from './ErrorView.examples.ts';

describe('ErrorView', () => {
  it('in English uses the exact texts of the spec on a 404', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundEnglish!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Error code 404');
    view.getByText('An error occurred resulting in the page not being found.');
    view.getByText('Press the button below to go back where you came from.');
    view.getByRole('button', { name: 'Go back to previous page' });
  });

  // Regression (issue 23): an outage said the page was not found, and gave no number to call.
  it('on a 5xx says a technical error occurred, and who to call', () => {
    const view = renderStatic(<ErrorView {...examples.badGatewayEnglish!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Error code 502');
    view.getByText('A technical error occurred – please try again shortly.');
    expect(view.queryByText(/not being found/)).toBeNull();
    view.getByText('If you need help now, you can call us.');
    view.getByText('Eksempel Kommune');
    const phone = view.getByRole('link', { name: '+45 70 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+4570000000');
  });

  it('speaks German on a German 5xx', () => {
    const view = renderStatic(<ErrorView {...examples.timeoutGerman!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Fehlercode 504');
    view.getByText(
      'Es ist ein technischer Fehler aufgetreten – bitte versuchen Sie es gleich noch einmal.',
    );
    view.getByText('Wenn Sie jetzt Hilfe brauchen, können Sie uns anrufen.');
  });

  it('leaves the contact out when nobody is known, and on a 404', () => {
    const outage = renderStatic(<ErrorView {...examples.outageWithoutContact!} />);
    outage.getByText('Der opstod en teknisk fejl – prøv igen om lidt.');
    expect(outage.queryByRole('link', { name: /\d/ })).toBeNull();
    const notFound = renderStatic(
      <ErrorView {...examples.notFoundDanish!} contact={{ name: 'X', phone: '1234' }} />,
    );
    expect(notFound.queryByText('X')).toBeNull();
  });

  it('without JavaScript the back link goes to the address it is given (the front page)', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundDanish!} backHref="/en/" />);
    const back = view.getByRole('button', { name: 'Gå tilbage til forrige side' });
    expect(back.getAttribute('href')).toBe('/en/');
  });
});
