// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog, propsTable } from './catalog.tsx';
import { renderStatic } from './dom.test-kit.tsx';

/** Every named example of every component renders; the components overview renders the same list. */
describe('component catalog', () => {
  const cases = catalog.flatMap((entry) =>
    Object.entries(entry.examples).map(
      ([name, props]) => [`${entry.name}: ${name}`, entry, props] as const,
    ),
  );

  it.each(cases)('%s renders', (_label, entry, props) => {
    const { container } = renderStatic(<>{entry.render(props)}</>);
    expect(container.childNodes.length).toBeGreaterThan(0);
    // No missing value leaks into what a reader sees or into an attribute (a class, an href).
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => `${a.name}=${a.value}`),
    );
    for (const shown of [container.textContent ?? '', ...attributes]) {
      expect(shown).not.toMatch(/\b(undefined|NaN|\[object Object\])\b/);
    }
  });

  // React hoists <title> and <meta> into the document that renders them: the components overview
  // frames whole pages, so theirs never become the overview's (decision 035). Any other example
  // with a head of its own must be marked a whole page.
  it.each(cases.filter(([, entry]) => !entry.wholePage))(
    '%s: no title or meta (else it is a whole page)',
    (_label, entry, props) => {
      const { container } = renderStatic(<>{entry.render(props)}</>);
      expect(container.querySelectorAll('title, meta:not([itemprop])')).toHaveLength(0);
    },
  );

  it.each(cases)('%s: every image is a file the app serves', (_label, entry, props) => {
    const { container } = renderStatic(<>{entry.render(props)}</>);
    const urls = [...container.querySelectorAll('img')].flatMap((img) => [
      img.getAttribute('src') ?? '',
      // Candidates are `URL descriptor`, comma-separated; a URL may hold commas (`rxy=0.4,0.5`).
      ...[...(img.getAttribute('srcset') ?? '').matchAll(/(\S+)\s+\d+(?:\.\d+)?[wx]/g)].map(
        (match) => match[1] ?? '',
      ),
    ]);
    for (const url of urls) {
      // The overview and /__demo/muni-test/ show examples on the site itself, with no media
      // origin: an example image is one of public/eksempelbilleder/.
      expect(url, url).toMatch(/^\/eksempelbilleder\/[a-z0-9-]+\.svg(\?|$)/);
      const file = new URL(url, 'http://site.invalid').pathname;
      expect(existsSync(path.join('public', file)), url).toBe(true);
    }
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
