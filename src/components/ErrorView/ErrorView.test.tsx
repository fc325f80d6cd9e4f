// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { ErrorView } from './ErrorView.tsx';
import { examples } from './ErrorView.examples.ts';

describe('ErrorView', () => {
  it('in English uses the generic error page’s fixed texts on a 404', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundEnglish!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Error code 404');
    view.getByText('An error occurred resulting in the page not being found.');
    view.getByText('Press the button below to go back where you came from.');
  });

  // Regression: the English and German 404 offered no way on.
  it('on a 404 offers a way on: the site search in the visitor’s language and the front page', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundEnglish!} />);
    const search = view.getByRole('search', { name: 'Search for the page' });
    expect(search.getAttribute('action')).toBe('/soeg/');
    expect(search.querySelector('input[name="overwrite-lang"]')?.getAttribute('value')).toBe('en');
    view.getByRole('searchbox', { name: 'Search for the page' });
    expect(view.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe(
      '/en/',
    );
    expect(view.container.querySelector('[role="button"]')).toBeNull();
  });

  // Regression (issue 23): an outage said the page was not found, and gave no number to call.
  it('on a 5xx says a technical error occurred, and who to call', () => {
    const view = renderStatic(<ErrorView {...examples.badGatewayEnglish!} />);
    // Regression: titled "Error code 502" alone.
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe(
      'A technical error occurred – error code 502',
    );
    view.getByText('The page cannot be shown right now. Please try again shortly.');
    expect(view.queryByRole('search')).toBeNull();
    expect(view.queryByText(/not being found/)).toBeNull();
    view.getByText('If you need help now, you can call us.');
    view.getByText('Eksempel Kommune');
    const phone = view.getByRole('link', { name: '+45 70 00 00 00' });
    expect(phone.getAttribute('href')).toBe('tel:+4570000000');
  });

  it('speaks German on a German 5xx', () => {
    const view = renderStatic(<ErrorView {...examples.timeoutGerman!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe(
      'Es ist ein technischer Fehler aufgetreten – Fehlercode 504',
    );
    view.getByText(
      'Die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
    );
    view.getByText('Wenn Sie jetzt Hilfe brauchen, können Sie uns anrufen.');
  });

  it('leaves the contact out when nobody is known, and on a 404', () => {
    const outage = renderStatic(<ErrorView {...examples.outageWithoutContact!} />);
    outage.getByText('Siden kan ikke vises lige nu. Prøv igen om lidt.');
    expect(outage.queryByRole('link', { name: /\d/ })).toBeNull();
    const notFound = renderStatic(
      <ErrorView {...examples.notFoundDanish!} contact={{ name: 'X', phone: '1234' }} />,
    );
    expect(notFound.queryByText('X')).toBeNull();
  });

  // Regression: without JavaScript "Gå tilbage til forrige side" went to the front page.
  it('without JavaScript a link that says where it goes (the front page), and no button', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundDanish!} backHref="/en/" />);
    const front = view.getByRole('link', { name: 'Gå til forsiden' });
    expect(front.getAttribute('href')).toBe('/en/');
    expect(view.queryByRole('button', { name: 'Gå tilbage til forrige side' })).toBeNull();
    expect(view.queryByRole('link', { name: 'Gå tilbage til forrige side' })).toBeNull();
  });
});
