// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, count, renderBlock, renderBlockElements } from '../block.test-kit.tsx';
import { BlockBorgerDk } from './BlockBorgerDk.tsx';
import { examples as borgerDkExamples } from './BlockBorgerDk.examples.ts';

describe('BlockBorgerDk', () => {
  const article = {
    id: 1234,
    url: 'https://www.borger.dk/familie-og-boern/dagtilbud',
    title: 'Dagtilbud',
    header: '<p onclick="alert(1)">Om dagtilbud.</p><script>alert(1)</script>',
    byline: 'Indholdet er leveret af <a href="javascript:alert(1)">ministeriet</a>.',
    elements: [
      {
        id: 'kernetekst',
        title: '',
        microArticles: [
          {
            id: 'm1',
            title: 'Hvem kan få en plads?',
            content: '<p>Alle.</p><script>steal()</script>',
          },
          { id: 'm2', title: 'Hvad koster det?', content: '<h2>Priser</h2><p>Højst 25 %.</p>' },
        ],
      },
      {
        id: 'lovgivning',
        title: 'Lovgivning',
        content: '<p>Dagtilbudsloven</p><img src=x onerror=alert(1)>',
      },
    ],
  };

  it('strips scripts and handlers, and keeps micro-articles as details', () => {
    const view = renderBlockElements([{ alias: 'BlockBorgerDk', content: { article } }]);
    const { container } = view;
    expect(container.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|steal\(|alert\(/);
    const summaries = [...container.querySelectorAll('details > summary')];
    expect(container.querySelectorAll('details')).toHaveLength(2);
    expect(container.querySelectorAll('summary')).toHaveLength(2);
    expect(summaries[0]?.textContent).toContain('Hvem kan få en plads?');
    // The article text's own h2 sits below the micro-article's heading (h3, below the block's h2).
    view.getByRole('heading', { level: 4, name: 'Priser' });
    expect(view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Dagtilbud',
    ]);
    expect(
      view.getByRole('link', { name: /Læs artiklen på borger\.dk/ }).getAttribute('href'),
    ).toBe('https://www.borger.dk/familie-og-boern/dagtilbud');
    view.getByText(/Indholdet er leveret af/);
  });

  it('links only to https addresses on borger.dk', () => {
    for (const url of [
      'http://www.borger.dk/x',
      'https://borger.dk.evil.example/x',
      'https://evil.example/?borger.dk',
      'javascript:alert(1)//borger.dk',
    ]) {
      const view = renderBlockElements([
        { alias: 'BlockBorgerDk', content: { article: { ...article, url } } },
      ]);
      expect(view.blocks).toHaveLength(1);
      view.getByRole('heading', { level: 2, name: 'Dagtilbud' });
      expect(view.queryByRole('link', { name: /Læs artiklen på borger\.dk/ }), url).toBeNull();
    }
    const foreign = renderBlock(BlockBorgerDk, borgerDkExamples.textOnlyForeignUrl!);
    foreign.getByRole('heading', { level: 2 });
    expect(foreign.container.innerHTML).not.toContain('example.net');
  });
});

describe('BlockBorgerDk: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  const article = {
    id: 1234,
    url: 'https://www.borger.dk/familie-og-boern/dagtilbud',
    title: 'Dagtilbud',
    header: '<p>Om dagtilbud.</p>',
    byline: 'Indholdet er leveret af ministeriet.',
  };

  it('drops a malformed element, micro-article and address, and still renders', () => {
    const { content, view } = parse('BlockBorgerDk', {
      article: {
        ...article,
        url: 'https://borger.dk.evil.example/',
        elements: [
          {
            id: 'kernetekst',
            title: '',
            microArticles: [
              { id: 'm1', title: 'Hvem kan få en plads?', content: '<p>Alle.</p>' },
              { id: 'm2', content: '<p>Uden titel.</p>' },
            ],
          },
          42,
          { id: 'lovgivning', title: 'Lovgivning', content: '<p>Dagtilbudsloven</p>' },
        ],
      },
    });
    expect(content?.article.url).toBeNull();
    expect(content?.article.elements.map((e) => e.kind)).toEqual(['micro', 'text']);
    expect(view.container.textContent).toContain('Hvem kan få en plads?');
    expect(view.container.textContent).not.toContain('Uden titel.');
    expect(view.container.innerHTML).not.toContain('evil.example');
    expect(warnings()).toEqual([
      'block field dropped article.url',
      'block field dropped article.elements.0.microArticles.1.title',
      'block field dropped article.elements.1',
    ]);
  });

  it('skips the block without an article title', () => {
    expectSkipped('BlockBorgerDk', { article: { ...article, title: null, elements: [] } });
  });
});

describe('BlockBorgerDk: the elements the package really sends', () => {
  const BYLINE = 'Indholdet er leveret af Børne- og Undervisningsministeriet';
  const kernetekst = {
    id: 'kernetekst',
    title: 'kernetekst',
    microArticles: [
      {
        id: 'm1',
        title: 'Hvem kan få en plads?',
        content:
          '<div><p>Alle børn.</p><h5>Pasningsgaranti</h5><p>Senest efter tre måneder.</p></div>',
      },
      { id: 'm2', title: 'Hvad koster det?', content: '<div><p>Højst 25 procent.</p></div>' },
    ],
  };
  const article = {
    id: 1234,
    url: 'https://www.borger.dk/familie-og-boern/dagtilbud',
    title: 'Dagtilbud',
    header: '<p>Om dagtilbud.</p>',
    byline: BYLINE,
    elements: [
      kernetekst,
      {
        id: 'selvbetjening',
        title: 'Selvbetjening',
        content: '<ul><li>Skriv dit barn op</li></ul>',
      },
      { id: 'byline', title: 'Skrevet af', content: BYLINE },
    ],
  };
  const render = (a: unknown) =>
    renderBlockElements([{ alias: 'BlockBorgerDk', content: { article: a } }]);
  const outline = (container: HTMLElement) =>
    [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (h) => `${h.tagName.toLowerCase()} ${h.textContent}`,
    );

  it('never shows the technical id kernetekst, in any case', () => {
    for (const title of ['kernetekst', 'Kernetekst', ' KERNETEKST ']) {
      const { container } = render({ ...article, elements: [{ ...kernetekst, title }] });
      expect(container.innerHTML).not.toMatch(/kernetekst/i);
      expect(container.querySelectorAll('details')).toHaveLength(2);
    }
  });

  it('shows the byline once, at the foot, and not the byline element', () => {
    const { container } = render(article);
    expect(count(container.textContent ?? '', /Indholdet er leveret af/g)).toBe(1);
    expect(container.textContent).not.toContain('Skrevet af');
    // Without `byline`, the element's text is the byline, still once.
    const fallback = render({ ...article, byline: '' });
    expect(count(fallback.container.textContent ?? '', /Indholdet er leveret af/g)).toBe(1);
    expect(fallback.container.textContent).not.toContain('Skrevet af');
    // An element that repeats the byline without the package's id is the byline too.
    const unnamed = render({
      ...article,
      elements: [{ id: 'forfatter', title: 'Skrevet af', content: `<p>${BYLINE}</p>` }],
    });
    expect(count(unnamed.container.textContent ?? '', /Indholdet er leveret af/g)).toBe(1);
    expect(unnamed.container.textContent).not.toContain('Skrevet af');
  });

  it('keeps headings in order: a micro-article h5 sits one level below its micro-article', () => {
    const view = render(article);
    expect(outline(view.container)).toEqual([
      'h2 Dagtilbud',
      'h3 Hvem kan få en plads?',
      'h4 Pasningsgaranti',
      'h3 Hvad koster det?',
      'h3 Selvbetjening',
    ]);
    view.getByRole('heading', { level: 4, name: 'Pasningsgaranti' });
    // The summary shows the micro-article's title; its heading is for the outline only.
    expect([...view.container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'Hvem kan få en plads?',
      'Hvad koster det?',
    ]);
  });

  it('puts a titled core text and its micro-articles one level further down', () => {
    const { container } = render({ ...article, elements: [{ ...kernetekst, title: 'Regler' }] });
    expect(outline(container)).toEqual([
      'h2 Dagtilbud',
      'h3 Regler',
      'h4 Hvem kan få en plads?',
      'h5 Pasningsgaranti',
      'h4 Hvad koster det?',
    ]);
  });
});
