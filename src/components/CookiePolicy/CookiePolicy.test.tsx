// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { CookiePolicy } from './CookiePolicy.tsx';
import { examples } from './CookiePolicy.examples.ts';

const cookieNames = (container: HTMLElement) =>
  [...container.querySelectorAll('h3 code')].map((code) => code.textContent);

describe('CookiePolicy', () => {
  it('names the cookies the site itself sets, only those switched on', () => {
    const plain = renderStatic(<CookiePolicy {...examples.withoutConsentPlatform!} />);
    plain.getByRole('heading', { level: 1, name: 'Cookies og privatliv' });
    expect(cookieNames(plain.container)).toEqual(['kommune_form', '__limbo-authenticated']);
    plain.getByText(/vises ikke på sitet. I stedet er der et link/);
    const all = renderStatic(<CookiePolicy {...examples.withConsentPlatform!} />);
    expect(cookieNames(all.container)).toEqual([
      'kommune_form',
      'kommune_theme',
      'CookieInformationConsent',
      '__limbo-authenticated',
    ]);
    all.getByText(/kun, når du har givet samtykke/);
  });

  it('says what the forms send, and whom to ask', () => {
    const view = renderStatic(<CookiePolicy {...examples.withoutConsentPlatform!} />);
    view.getByRole('heading', { level: 2, name: 'Dine oplysninger' });
    view.getByText(/sender vi dit navn og din e-mailadresse til kommunens abonnementssystem/);
    expect(view.getByRole('link', { name: '70 00 00 00' }).getAttribute('href')).toBe(
      'tel:70000000',
    );
    const withoutSubscriptions = renderStatic(<CookiePolicy {...examples.withConsentPlatform!} />);
    expect(withoutSubscriptions.queryByText(/abonnementssystem/)).toBeNull();
  });

  it('in English and German', () => {
    renderStatic(<CookiePolicy {...examples.english!} />).getByRole('heading', {
      level: 1,
      name: 'Cookies and privacy',
    });
    const de = renderStatic(<CookiePolicy {...examples.german!} />);
    de.getByRole('heading', { level: 1, name: 'Cookies und Datenschutz' });
    expect(de.queryAllByRole('link')).toEqual([]);
  });
});
