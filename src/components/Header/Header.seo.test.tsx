// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { getEnv } from '#src/server/env.ts';
import { load, type Rendered } from '#src/server/seo/seo.test-kit.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { Header } from './Header.tsx';

describe('the language selector', () => {
  /** The links of the header's language navigation. */
  const languageLinks = (r: Rendered) => {
    const t = translator(r.language);
    const view = renderStatic(
      <Header
        site={r.site}
        t={t}
        flags={getEnv().publicConfig.flags}
        defaultSearchPage="/da/soegning/"
        currentPath={r.page.path}
        alternates={r.page.alternates}
      />,
    );
    return within(view.getByRole('navigation', { name: t('menu.languages') })).getAllByRole('link');
  };
  const hrefOf = (links: HTMLElement[], lang: string) =>
    links.find((a) => a.getAttribute('lang') === lang)?.getAttribute('href');

  it('links to the same page in each language when the backend says where it is', async () => {
    const links = languageLinks(await load('/kontakt/'));
    expect(hrefOf(links, 'da')).toBe('/kontakt/');
    expect(hrefOf(links, 'en')).toBe('/en/contact/');
    expect(hrefOf(links, 'de')).toBe('/de/kontakt/');
  });

  it("otherwise to each culture's front page, and the current language to this page", async () => {
    const links = languageLinks(await load('/borger/'));
    expect(hrefOf(links, 'da')).toBe('/borger/');
    expect(hrefOf(links, 'en')).toBe('/en/');
    expect(hrefOf(links, 'de')).toBe('/de/');
  });
});

describe('the language link beside search', () => {
  /** The header's one language link (DKFDS): the first other culture, in its own language. */
  const languageLink = async (path: string) => {
    const r = await load(path);
    const view = renderStatic(
      <Header
        site={r.site}
        t={translator(r.language)}
        flags={getEnv().publicConfig.flags}
        defaultSearchPage="/da/soegning/"
        currentPath={r.page.path}
        alternates={r.page.alternates}
      />,
    );
    const link = view.container.querySelector('[data-language-link]');
    return {
      text: link?.textContent,
      href: link?.getAttribute('href'),
      lang: link?.getAttribute('lang'),
      hreflang: link?.getAttribute('hreflang'),
    };
  };

  it('from Danish to English, from English and German to Danish: the same page', async () => {
    expect(await languageLink('/kontakt/')).toEqual({
      text: 'English',
      href: '/en/contact/',
      lang: 'en',
      hreflang: 'en',
    });
    expect(await languageLink('/en/contact/')).toEqual({
      text: 'Dansk',
      href: '/kontakt/',
      lang: 'da',
      hreflang: 'da',
    });
    expect(await languageLink('/de/kontakt/')).toMatchObject({ text: 'Dansk', href: '/kontakt/' });
  });

  it("else that language's front page", async () => {
    expect(await languageLink('/borger/')).toMatchObject({ text: 'English', href: '/en/' });
    expect(await languageLink('/de/')).toMatchObject({ text: 'Dansk', href: '/' });
  });
});
