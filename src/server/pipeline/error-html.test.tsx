// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorView } from '#src/components/ErrorView/ErrorView.tsx';
import type { ErrorPageProps } from '#src/components/ErrorView/error-page.ts';
import { errorDocument, errorResponse } from '#src/server/http/error-page.ts';
import { errorHtml } from './error-html.ts';

// The pipeline's own error page (when React cannot render) and ErrorView are one page: the same
// markup in <main>, so the same words, landmarks and links, for every status the site answers.

const STATUSES = [400, 401, 403, 404, 405, 410, 413, 414, 415, 429, 500, 502, 503, 504];
const LANGUAGES = ['da', 'en', 'de'] as const;
const contact = { name: 'Eksempel Kommune', phone: '+45 70 00 00 00' };

/** What React renders for the component, less the <title> and <meta> it hoists into <head>. */
function reactMarkup(props: ErrorPageProps) {
  const html = renderToStaticMarkup(<ErrorView {...props} />);
  const head = /^<title>(.*?)<\/title><meta name="robots" content="noindex"\/>/.exec(html);
  expect(head, html).not.toBeNull();
  return { title: head![1], body: html.slice(head![0].length) };
}

function fallbackMarkup(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    doc,
    title: /<title>(.*?)<\/title>/.exec(html)![1],
    main: /<main id="main">(.*)<\/main>/s.exec(html)![1],
  };
}

/** Landmarks and the accessible things a visitor meets, in order. */
function outline(root: ParentNode) {
  return [...root.querySelectorAll('h1, p, a, form, [role], input, button')].map(
    (el) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}${el.getAttribute('href') ? ` → ${el.getAttribute('href')}` : ''}: ${el.textContent}`,
  );
}

describe('the error page where React cannot render is ErrorView’s markup', () => {
  for (const language of LANGUAGES) {
    it(`every status, in ${language}, with and without who to call, to the front or back`, () => {
      for (const status of STATUSES) {
        for (const props of [
          { status, language, backHref: language === 'da' ? '/' : `/${language}/`, contact },
          { status, language, backHref: '/borger/affald/', contact: null },
          { status, language, backHref: '/', contact: { name: null, phone: '70 00 00 00' } },
        ]) {
          const react = reactMarkup(props);
          const html = errorHtml(props.status, props.language, props.backHref, props.contact);
          const fallback = fallbackMarkup(html);
          expect(fallback.main, `${status} ${language}`).toBe(react.body);
          expect(fallback.title).toBe(react.title);
          expect(fallback.doc.documentElement.lang).toBe(language);
          // The same visible text and landmarks, read as a browser reads them.
          const component = document.createElement('div');
          component.innerHTML = react.body;
          const main = fallback.doc.querySelector('main')!;
          expect(main.textContent).toBe(component.textContent);
          expect(outline(main)).toEqual(outline(component));
        }
      }
    });
  }

  it('a 404 with the site search: the form too, as a landmark', () => {
    const props = {
      status: 404,
      language: 'en' as const,
      backHref: '/en/',
      search: { action: '/soeg/', language: 'en' as const },
    };
    const fallback = fallbackMarkup(errorDocument(props));
    expect(fallback.main).toBe(reactMarkup(props).body);
    expect(fallback.doc.querySelector('main [role="search"] input[type="search"]')).not.toBeNull();
  });

  it('a 5xx says it is technical, with who to call; a 4xx never names a phone', () => {
    const outage = fallbackMarkup(errorHtml(503, 'en', '/', contact)).doc;
    expect(outage.querySelector('h1')!.textContent).toBe(
      'A technical error occurred – error code 503',
    );
    expect(outage.querySelector('a[href="tel:+4570000000"]')!.textContent).toBe('+45 70 00 00 00');
    const notFound = fallbackMarkup(errorHtml(404, 'da', '/', contact)).doc;
    expect(notFound.querySelector('h1')!.textContent).toBe('Fejlkode 404');
    expect(notFound.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('hostile words and addresses stay text: escaped as React escapes them', () => {
    const props = {
      status: 500,
      language: 'da' as const,
      backHref: '/"><script>alert(1)</script>',
      contact: { name: "<img src=x onerror=alert(1)> & 'Co'", phone: '"+45" 1' },
    };
    const html = errorDocument(props);
    expect(html).not.toMatch(/<script>|<img/);
    expect(fallbackMarkup(html).main).toBe(reactMarkup(props).body);
  });

  it('a refusal’s own words and way back (a form, a tool) replace the status’s', async () => {
    const res = errorResponse({
      status: 403,
      language: 'da',
      backHref: '/__limbo/content-check/',
      backLabel: 'Tilbage til indholdstjekket',
      message: { title: 'Indholdstjek afvist', text: 'Formularen kunne ikke læses.' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const { doc, title } = fallbackMarkup(await res.text());
    expect(title).toBe('Indholdstjek afvist');
    expect(doc.querySelector('h1')!.textContent).toBe('Indholdstjek afvist');
    const back = doc.querySelector('main a')!;
    expect([back.getAttribute('href'), back.textContent]).toEqual([
      '/__limbo/content-check/',
      'Tilbage til indholdstjekket',
    ]);
  });
});
