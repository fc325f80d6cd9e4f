import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalog, propsTable } from '#src/components/catalog.tsx';
import { ErrorView } from '#src/components/ErrorView/ErrorView.tsx';
import { examples as errorExamples } from '#src/components/ErrorView/ErrorView.examples.ts';
import { Footer } from '#src/components/Footer/Footer.tsx';
import { examples as footerExamples } from '#src/components/Footer/Footer.examples.ts';
import { FeedbackModule } from '#src/components/FeedbackModule/FeedbackModule.tsx';
import { examples as feedbackExamples } from '#src/components/FeedbackModule/FeedbackModule.examples.ts';
import { Header } from '#src/components/Header/Header.tsx';
import { examples as headerExamples } from '#src/components/Header/Header.examples.ts';

/** Every named example of every component renders; the components overview renders the same list. */
describe('component catalog', () => {
  const cases = catalog.flatMap((entry) =>
    Object.entries(entry.examples).map(
      ([name, props]) => [`${entry.name}: ${name}`, entry, props] as const,
    ),
  );

  it.each(cases)('%s renders', (_label, entry, props) => {
    const html = renderToString(<>{entry.render(props)}</>);
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/\b(undefined|NaN|\[object Object\])\b/);
  });

  it('lists every block alias and the chrome', () => {
    const names = catalog.map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['BlockVideo', 'Header', 'Footer', 'BurgerMenu', 'Button']),
    );
    expect(catalog.every((e) => Object.keys(e.examples).length >= 2)).toBe(true);
  });

  it('derives a props table from the examples', () => {
    const table = propsTable({ a: { title: 'x', n: 1 }, b: { title: null } });
    expect(table).toEqual([
      { name: 'title', types: ['string', 'null'], always: true },
      { name: 'n', types: ['number'], always: false },
    ]);
  });
});

describe('component behaviour', () => {
  it('ErrorView in English uses the exact texts of the spec', () => {
    const html = renderToString(<ErrorView {...errorExamples.badGatewayEnglish!} />);
    expect(html).toContain('Error code 502');
    expect(html).toContain('An error occurred resulting in the page not being found.');
    expect(html).toContain('Press the button below to go back where you came from.');
    expect(html).toContain('Go back to previous page');
  });

  it('Header: search posts GET to the search page; the menu hides the sub-menu when the flag is off', () => {
    const html = renderToString(<Header {...headerExamples.danish!} />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/da/soegning/"');
    expect(html).toContain('name="cludoquery"');
    expect(html).toContain('Affald og genbrug');
    const flat = renderToString(<Header {...headerExamples.withoutSubMenuAndLanguages!} />);
    expect(flat).not.toContain('Affald og genbrug');
    expect(flat).not.toContain('hrefLang');
  });

  it('Footer: tel and mailto links, accessibility statement, no branding', () => {
    const html = renderToString(<Footer {...footerExamples.full!} />);
    expect(html).toContain('href="tel:+4570000000"');
    expect(html).toContain('href="mailto:kommune@example-kommune.dk"');
    expect(html).toContain('Tilgængelighedserklæring');
    expect(html).toContain('Sammen om det gode liv');
    expect(html).not.toContain('data-branding');
    const noTag = renderToString(<Footer {...footerExamples.withoutTagLine!} />);
    expect(noTag).not.toContain('footer-tagline');
  });

  it('FeedbackModule: confirmation and error states come from the query', () => {
    expect(renderToString(<FeedbackModule {...feedbackExamples.sent!} />)).toContain(
      'Bekræftet. Du kan nu lukke siden.',
    );
    expect(renderToString(<FeedbackModule {...feedbackExamples.tooLong!} />)).toContain(
      'Teksten er for lang',
    );
    expect(renderToString(<FeedbackModule {...feedbackExamples.failed!} />)).toContain(
      'Der opstod en fejl. Prøv igen senere.',
    );
  });
});
