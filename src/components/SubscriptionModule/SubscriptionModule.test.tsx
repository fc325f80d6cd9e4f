// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { replyFetch, mountLive, renderStatic } from '#src/components/dom.test-kit.tsx';
import { SubscriptionModule } from './SubscriptionModule.tsx';
import { examples } from './SubscriptionModule.examples.ts';

const LIMITED_DA = 'Fejl: Der er sendt for mange formularer fra din forbindelse på kort tid.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SubscriptionModule', () => {
  it('too many posts, without JavaScript: when to try again, from the query, in the page language, as an error', () => {
    const status = (language: 'da' | 'en' | 'de', query = 'subscription=limited') =>
      renderStatic(
        <SubscriptionModule
          pageId="1204"
          returnTo="/borger/"
          query={new URLSearchParams(query)}
          t={translator(language)}
        />,
      ).getByRole('status');
    expect(status('da').textContent).toBe(`${LIMITED_DA} Prøv igen senere.`);
    const wait = 'subscription=limited&subscription-retry=7';
    expect(status('da', wait).textContent).toBe(`${LIMITED_DA} Prøv igen om 7 minutter.`);
    expect(status('en', wait).textContent).toContain('Please try again in 7 minutes.');
    expect(status('de', wait).textContent).toContain('Bitte versuchen Sie es in 7 Minuten erneut.');
    expect(status('da', 'subscription=limited&subscription-retry=1').textContent).toContain(
      'Prøv igen om 1 minut.',
    );
    expect(status('da', 'subscription=limited&subscription-retry=1440').textContent).toContain(
      'Prøv igen om 24 timer.',
    );
    expect(status('da', wait).className).toMatch(/ /); // the error style beside the status style
  });

  it('too many posts, with JavaScript: the same message from the 429', async () => {
    replyFetch(429, { status: 'limited', retryAfter: 600 }, { 'retry-after': '600' });
    mountLive(
      <SubscriptionModule
        pageId="1204"
        returnTo="/borger/"
        query={new URLSearchParams()}
        t={translator('da')}
      />,
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
    expect(screen.getByRole('status').textContent).toBe(`${LIMITED_DA} Prøv igen om 10 minutter.`);
  });

  it('one specific message per field, linked from the summary, and the typed values kept', () => {
    const view = renderStatic(<SubscriptionModule {...examples.emailInvalid!} />);
    const summary = document.getElementById('subscription-summary')!;
    expect(summary.getAttribute('tabindex')).toBe('-1');
    view.getByRole('heading', { level: 3, name: 'Der er et problem' });
    const link = view.getByRole('link', {
      name: 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk',
    });
    expect(link.getAttribute('href')).toBe('#subscription-email-1204');
    const email = view.getByRole('textbox', { name: /e-mail/ }) as HTMLInputElement;
    expect(email.id).toBe('subscription-email-1204');
    expect(email.value).toBe('ada@eksempel');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Fejl: Skriv en gyldig e-mailadresse, fx navn@eksempel.dk');
    const name = view.getByRole('textbox', { name: /Navn/ }) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(view.container.querySelector('form')?.noValidate).toBe(true);
  });

  it('both fields empty: two messages, in the order of the form', () => {
    const view = renderStatic(<SubscriptionModule {...examples.bothFields!} />);
    const summary = document.getElementById('subscription-summary')!;
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Skriv dit navn',
      'Skriv din e-mailadresse',
    ]);
    expect(view.getAllByRole('textbox').map((box) => box.getAttribute('aria-invalid'))).toEqual([
      'true',
      'true',
    ]);
  });

  it('the thanks say what happens next, in da, en and de', () => {
    const thanks = (language: 'da' | 'en' | 'de') =>
      renderStatic(
        <SubscriptionModule {...examples.subscribed!} t={translator(language)} />,
      ).getByRole('status').textContent;
    expect(thanks('da')).toBe(
      'Tak – du abonnerer nu på sidenVi sender en e-mail til adressen om abonnementet. Derefter får du en e-mail, når indholdet på siden bliver opdateret.',
    );
    expect(thanks('en')).toContain('We are sending an email about the subscription');
    expect(thanks('de')).toContain('Wir senden eine E-Mail zum Abonnement');
  });

  it('with JavaScript: errors from the reply, focus on the summary, values kept', async () => {
    replyFetch(422, { status: 'invalid', errors: [{ field: 'email', code: 'invalid' }] });
    mountLive(<SubscriptionModule {...examples.empty!} />);
    const email = screen.getByRole('textbox', { name: /e-mail/ }) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ada@eksempel' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abonnér' }));
    });
    expect(document.activeElement?.id).toBe('subscription-summary');
    expect(email.value).toBe('ada@eksempel');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
