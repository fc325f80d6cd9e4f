// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { ClimateButton } from './ClimateButton.tsx';

// CLIMATE_BUTTON (decision 020); the POST it sends is tested in
// src/server/flags/climate-api.test.ts.

describe('ClimateButton', () => {
  it('is a toggle with the state the server rendered, working as a plain form', () => {
    const view = renderStatic(
      <ClimateButton
        on
        siteTheme="default"
        returnTo="/borger/"
        labels={{ label: 'Klimavenlig visning', hint: 'h', on: 'on', off: 'off', failed: 'x' }}
      />,
    );
    const button = view.getByRole('button', { name: 'Klimavenlig visning', pressed: true });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/theme');
    expect(form.getAttribute('method')).toBe('post');
    const field = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.getAttribute('value');
    // Pressed: the form switches it off.
    expect(field('climate')).toBe('off');
    expect(field('returnTo')).toBe('/borger/');
  });
});
