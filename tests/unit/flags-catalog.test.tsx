import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalog } from '#src/components/catalog.tsx';
import {
  CatalogOverview,
  examplesByAnchor,
  exampleAnchor,
  SingleExample,
} from '#src/tools/CatalogOverview/CatalogOverview.tsx';
import {
  MAX_WIDTHS,
  parseCatalogQuery,
  singleExampleSrc,
  widthHref,
} from '#src/tools/CatalogOverview/catalog-query.ts';
import { MAX_PROPS_JSON, propsJson } from '#src/tools/PropsData/props-json.ts';

// The components overview (decision 020): theme switch, a width per example, props as data.

const anchors = examplesByAnchor(catalog);
const parse = (search: string) =>
  parseCatalogQuery(new URLSearchParams(search), (a) => anchors.has(a));
const BUTTON = exampleAnchor(
  'Button',
  Object.keys(catalog.find((e) => e.name === 'Button')!.examples)[0]!,
);

describe('the overview query', () => {
  it('takes a known theme and known example widths; drops everything else', () => {
    const q = parse(
      `theme=dark&bredde=${BUTTON}@360&bredde=${BUTTON}@999&bredde=nope@768&bredde=@360&bredde=${BUTTON}`,
    );
    expect(q.theme).toBe('dark');
    expect([...q.widths]).toEqual([[BUTTON, 360]]);
    for (const theme of ['Dark', 'dark ', '<script>', 'energy-saver"', '__proto__', '']) {
      expect(parse(`theme=${encodeURIComponent(theme)}`).theme, theme).toBeNull();
    }
    expect(parse('theme=energy-saver').theme).toBe('energy-saver');
  });

  it('bounds the number of width frames', () => {
    const many = [...anchors.keys()].slice(0, MAX_WIDTHS + 10);
    const q = parse(many.map((a) => `bredde=${a}@768`).join('&'));
    expect(q.widths.size).toBe(Math.min(MAX_WIDTHS, many.length));
  });

  it('a single example: known, unknown (""), or none; prototype keys are no examples', () => {
    expect(parse(`vis=${BUTTON}`).single).toBe(BUTTON);
    expect(parse('vis=constructor').single).toBe('');
    expect(parse('vis=__proto__').single).toBe('');
    expect(parse('').single).toBeNull();
  });

  it('width links keep the theme and the other widths, and jump to the example', () => {
    const q = parse(`theme=dark&bredde=${BUTTON}@360`);
    const other = [...anchors.keys()].find((a) => a !== BUTTON)!;
    const href = widthHref(q, other, 1280);
    expect(href).toBe(`?theme=dark&bredde=${BUTTON}%40360&bredde=${other}%401280#${other}`);
    expect(widthHref(q, BUTTON, null)).toBe(`?theme=dark#${BUTTON}`);
    expect(widthHref(parse(''), BUTTON, null)).toBe(`./#${BUTTON}`);
    expect(singleExampleSrc(BUTTON, 'dark')).toBe(`?vis=${BUTTON}&theme=dark`);
  });
});

describe('props as data', () => {
  it('pretty JSON; functions, elements, dates, params, maps, sets, cycles summarised', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    const json = propsJson({
      text: '</pre><script>alert(1)</script>',
      onClick: function handle() {},
      arrow: () => 1,
      icon: createElement('svg', null),
      when: new Date('2026-01-02T03:04:05Z'),
      bad: new Date('nope'),
      query: new URLSearchParams('a=1&b=2'),
      map: new Map([['k', 1]]),
      set: new Set([1]),
      big: 10n,
      nan: Number.NaN,
      nothing: undefined,
      cyclic,
    });
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data.onClick).toBe('[function handle]');
    expect(data.arrow).toBe('[function arrow]');
    expect(data.icon).toBe('[React element <svg>]');
    expect(data.when).toBe('2026-01-02T03:04:05.000Z');
    expect(data.bad).toBe('[invalid date]');
    expect(data.query).toBe('[URLSearchParams a=1&b=2]');
    expect(data.map).toEqual({ '[Map]': [['k', 1]] });
    expect(data.set).toEqual({ '[Set]': [1] });
    expect(data.big).toBe('[bigint 10]');
    expect(data.nan).toBe('[number NaN]');
    expect(data.nothing).toBe('[undefined]');
    expect((data.cyclic as Record<string, unknown>).self).toBe('[circular]');
    expect(json).toContain('\n  "text"');
  });

  it('a shared object is no cycle, and a huge example is cut', () => {
    const shared = { a: 1 };
    expect(JSON.parse(propsJson({ x: shared, y: shared }))).toEqual({ x: { a: 1 }, y: { a: 1 } });
    const long = propsJson({ text: 'x'.repeat(MAX_PROPS_JSON * 2) });
    expect(long.length).toBeLessThan(MAX_PROPS_JSON + 100);
    expect(long).toContain('tegn mere');
  });

  it('every catalog example turns into JSON without throwing', () => {
    for (const [anchor, { props }] of anchors) {
      expect(() => JSON.parse(propsJson(props)), anchor).not.toThrow();
    }
  });
});

describe('the overview page', () => {
  it('a GET theme form with every theme; the preview area (not the tools bar) gets data-theme', () => {
    const html = renderToStaticMarkup(
      <CatalogOverview entries={catalog} query={parse(`theme=dark&bredde=${BUTTON}@768`)} />,
    );
    expect(html).toMatch(/<form [^>]*action=".\/" method="get">/);
    expect(html).toContain('<option value="energy-saver">');
    expect(html).toContain('<option value="dark" selected="">');
    expect(html).toContain(`<input type="hidden" name="bredde" value="${BUTTON}@768"/>`);
    expect(html).toMatch(/data-theme="dark" data-catalog-preview=""/);
    // The chosen example is a 768 px frame of that example alone, in that theme.
    expect(html).toContain(`src="?vis=${BUTTON}&amp;theme=dark" width="768"`);
    expect(html).toContain('aria-current="true">768 px</a>');
    // Props as data, escaped.
    expect(html).toContain('Props som data');
    expect(html).not.toContain('<script>alert');
  });

  it('without a query: no data-theme, no frames, every example rendered live', () => {
    const html = renderToStaticMarkup(<CatalogOverview entries={catalog} />);
    expect(html).not.toContain('data-theme=');
    expect(html).not.toContain('<iframe');
    expect(html.match(/>Props som data \(/g)?.length).toBe(anchors.size);
  });

  it('one example alone, in the theme; an unknown one says so', () => {
    const one = renderToStaticMarkup(
      <SingleExample entries={catalog} query={parse(`vis=${BUTTON}&theme=subsite-3`)} />,
    );
    expect(one).toContain('data-theme="subsite-3"');
    expect(one).toMatch(/<main aria-label="Eksempel: Button, [^"]+">/);
    const unknown = renderToStaticMarkup(
      <SingleExample entries={catalog} query={parse('vis=%3Cscript%3E')} />,
    );
    expect(unknown).toContain('Eksemplet findes ikke');
    expect(unknown).not.toContain('<script>');
  });
});
