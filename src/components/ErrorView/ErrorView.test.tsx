// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { ErrorView } from './ErrorView.tsx';
import { examples } from './ErrorView.examples.ts';

describe('ErrorView', () => {
  it('in English uses the exact texts of the spec', () => {
    const view = renderStatic(<ErrorView {...examples.badGatewayEnglish!} />);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Error code 502');
    view.getByText('An error occurred resulting in the page not being found.');
    view.getByText('Press the button below to go back where you came from.');
    view.getByRole('button', { name: 'Go back to previous page' });
  });

  it('without JavaScript the back link goes to the address it is given (the front page)', () => {
    const view = renderStatic(<ErrorView {...examples.notFoundDanish!} backHref="/en/" />);
    const back = view.getByRole('button', { name: 'Gå tilbage til forrige side' });
    expect(back.getAttribute('href')).toBe('/en/');
  });
});
