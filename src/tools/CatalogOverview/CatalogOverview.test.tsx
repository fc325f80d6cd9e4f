// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { catalog } from '#src/components/catalog.tsx';
import { renderStatic } from '#src/components/dom-test-kit.tsx';
import { CatalogOverview, componentAnchor, exampleAnchor } from './CatalogOverview.tsx';

const frames = (container: HTMLElement) =>
  container.querySelectorAll<HTMLDetailsElement>('details[id^="eksempel-"]');
const openFrames = (container: HTMLElement) =>
  [...frames(container)].filter((details) => details.hasAttribute('open'));

describe('CatalogOverview', () => {
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
