// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { SubscriptionModule } from './SubscriptionModule.tsx';

const LIMITED_DA = 'Der er sendt for mange formularer på kort tid. Prøv igen senere.';

afterEach(cleanup);

describe('SubscriptionModule', () => {
  it('too many posts, without JavaScript: the message from the query, in the page language', () => {
    const status = (language: 'da' | 'en') =>
      renderStatic(
        <SubscriptionModule
          pageId="1204"
          returnTo="/borger/"
          query={new URLSearchParams('subscription=limited')}
          t={translator(language)}
        />,
      ).getByRole('status').textContent;
    expect(status('da')).toBe(LIMITED_DA);
    expect(status('en')).toContain('Too many forms');
  });

  it('too many posts, with JavaScript: the same message from the 429', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 'limited' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '600' },
      }),
    );
    document.body.replaceChildren(); // what a static render left
    render(
      <Provider>
        <SubscriptionModule
          pageId="1204"
          returnTo="/borger/"
          query={new URLSearchParams()}
          t={translator('da')}
        />
      </Provider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Navn/ }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/ }), {
      target: { value: 'ada@example.dk' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abonnér' }));
    });
    expect(screen.getByRole('status').textContent).toBe(LIMITED_DA);
  });

  it('the field error is shown at its field', () => {
    const view = renderStatic(
      <SubscriptionModule
        pageId="1204"
        returnTo="/borger/"
        query={
          new URLSearchParams(
            'subscription=invalid&subscription-error=input.required&subscription-field=name',
          )
        }
        t={translator('da')}
      />,
    );
    const name = view.getByRole('textbox', { name: /Navn/ });
    expect(name.id).toBe('subscription-name-1204');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toContain('Feltet skal udfyldes');
  });
});
