// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { catalog } from '#src/components/catalog.tsx';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { themeAliases } from '#src/styles/themes.ts';
import {
  CatalogOverview,
  componentAnchor,
  exampleAnchor,
  SingleExample,
} from './CatalogOverview.tsx';
import { anchors, BUTTON, parse } from './CatalogOverview.test-kit.ts';

const frames = (container: HTMLElement) =>
  container.querySelectorAll<HTMLDetailsElement>('details[id^="eksempel-"]');
const openFrames = (container: HTMLElement) =>
  [...frames(container)].filter((details) => details.hasAttribute('open'));

// The whole overview renders every example of every component in happy-dom: seconds, not ms.
describe('CatalogOverview', { timeout: 30_000 }, () => {
  it('renders every named example in its own anchored frame', () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const entry of catalog) {
      expect(document.getElementById(componentAnchor(entry.name)), entry.name).not.toBeNull();
      expect(hrefs).toContain(`#${componentAnchor(entry.name)}`);
      view.getByText(`Props for ${entry.name}, udledt af eksemplerne`);
      for (const name of Object.keys(entry.examples)) {
        const frame = document.getElementById(exampleAnchor(entry.name, name));
        expect(frame, `${entry.name}: ${name}`).not.toBeNull();
      }
    }
    const count = catalog.reduce((n, e) => n + Object.keys(e.examples).length, 0);
    expect(view.container.querySelectorAll('[id^="eksempel-"]')).toHaveLength(count);
    expect(frames(view.container)).toHaveLength(count);
    expect(view.container.innerHTML).not.toMatch(/\b(undefined|NaN|\[object Object\])\b/);
  });

  it('expands basic components fully and only the first example of landmark-bearing ones', () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    const expected = catalog.reduce(
      (n, e) => n + (e.kind === 'component' ? Object.keys(e.examples).length : 1),
      0,
    );
    expect(openFrames(view.container)).toHaveLength(expected);
    expect(view.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('?udfoldet=1');
    const all = renderStatic(
      <CatalogOverview
        entries={catalog}
        query={{ theme: null, widths: new Map(), expandAll: true, single: null }}
      />,
    );
    expect(openFrames(all.container)).toHaveLength(frames(all.container).length);
    all.getByText('Fold eksemplerne sammen igen');
  });

  it('keeps its own anchors unique', () => {
    const ids = catalog.flatMap((e) => [
      componentAnchor(e.name),
      ...Object.keys(e.examples).map((n) => exampleAnchor(e.name, n)),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never skips a heading level after an example that renders a page h1', () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    // Every heading, also those inside closed frames.
    const headings = view.container.querySelectorAll('h1, h2, h3, h4, h5, h6');
    const levels = [...headings].map((h) => Number(h.tagName.slice(1)));
    expect(levels.length).toBeGreaterThan(catalog.length);
    const skips = levels.filter((level, i) => i > 0 && level - (levels[i - 1] ?? 1) > 1);
    expect(skips).toEqual([]);
  });
});

describe('CatalogOverview with a query (decision 020)', () => {
  it('a GET theme form with every theme; the preview area (not the tools bar) gets data-theme', () => {
    const view = renderStatic(
      <CatalogOverview entries={catalog} query={parse(`theme=dark&bredde=${BUTTON}@768`)} />,
    );
    const select = view.getByRole('combobox', { name: 'Tema for eksemplerne' });
    const form = select.closest('form')!;
    expect(form.getAttribute('action')).toBe('./');
    expect(form.getAttribute('method')).toBe('get');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...themeAliases]);
    // The server-rendered choice (happy-dom ignores `selected` in parsed HTML for `.selected`).
    expect(
      options.filter((o) => o.hasAttribute('selected')).map((o) => o.getAttribute('value')),
    ).toEqual(['dark']);
    const hidden = form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="bredde"]');
    expect([...hidden].map((input) => input.value)).toEqual([`${BUTTON}@768`]);
    const themed = view.container.querySelectorAll('[data-theme]');
    expect(themed).toHaveLength(1);
    expect(themed[0]!.getAttribute('data-theme')).toBe('dark');
    expect(themed[0]!.hasAttribute('data-catalog-preview')).toBe(true);
    expect(themed[0]!.contains(form)).toBe(false);
    // The chosen example is a 768 px frame of that example alone, in that theme.
    const frames = view.container.querySelectorAll('iframe[width]');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe(`?vis=${BUTTON}&theme=dark`);
    expect(frames[0]!.getAttribute('width')).toBe('768');
    expect(frames[0]!.closest('details')!.id).toBe(BUTTON);
    expect(view.getAllByRole('link', { name: '768 px', current: true })).toHaveLength(1);
    // Props as data, escaped.
    expect(view.getAllByText(/^Props som data/).length).toBeGreaterThan(0);
    expect(view.container.querySelector('script')).toBeNull();
  });

  // Regression: the W3C checker found 88 errors on the overview, most of them duplicate ids
  // (`#feedback`, `site-search`, a module's status) of examples sharing one document.
  it('never renders an id twice: examples whose ids are one per page get a frame each', () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    const ids = [...view.container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('without a query: no data-theme; every example live, only whole pages in frames', () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    expect(view.container.querySelector('[data-theme]')).toBeNull();
    const wholePages = catalog
      .filter((entry) => entry.wholePage || entry.ownIds)
      .flatMap((entry) =>
        Object.keys(entry.examples).map((name) => exampleAnchor(entry.name, name)),
      );
    expect(wholePages.length).toBeGreaterThan(0);
    const frames = [...view.container.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src')).sort()).toEqual(
      wholePages.map((anchor) => `?vis=${anchor}`).sort(),
    );
    expect(frames.every((frame) => !frame.hasAttribute('width'))).toBe(true);
    expect(view.getAllByText(/^Props som data \(/)).toHaveLength(anchors.size);
  });

  it("whole pages never put a title or robots into the overview's head (regression: the tab read 'Fehlercode 504')", () => {
    const view = renderStatic(<CatalogOverview entries={catalog} />);
    // renderToString hoists a hoistable element to the start of its output, wherever it sits.
    expect(view.container.querySelectorAll('title, meta:not([itemprop])')).toHaveLength(0);
  });

  it('one example alone, in the theme; an unknown one says so', () => {
    const one = renderStatic(
      <SingleExample entries={catalog} query={parse(`vis=${BUTTON}&theme=subsite-3`)} />,
    );
    expect(one.container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe(
      'subsite-3',
    );
    one.getByRole('main', { name: /^Eksempel: Button, .+/ });
    const unknown = renderStatic(
      <SingleExample entries={catalog} query={parse('vis=%3Cscript%3E')} />,
    );
    unknown.getByRole('heading', { name: 'Eksemplet findes ikke' });
    expect(unknown.container.querySelector('script')).toBeNull();
  });
});
