import { describe, expect, it } from 'vitest';
import { fragmentKey } from './fragment-key.ts';

function Footer(_props: { site: object; t: (key: string) => string; language: string }) {
  return null;
}
function Other(_props: { site: object; t: (key: string) => string; language: string }) {
  return null;
}
const t = (key: string) => key;
const site = { name: 'Eksempel Kommune', menu: [{ title: 'Borger', url: '/borger/' }] };

describe('a prerendered fragment’s key', () => {
  it('is the same for the same component and props, whatever the objects’ identity', () => {
    const a = fragmentKey('footer', <Footer site={site} t={t} language="da" />);
    const b = fragmentKey('footer', <Footer site={structuredClone(site)} t={t} language="da" />);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('changes with any prop, at any depth, and with the component', () => {
    const base = fragmentKey('footer', <Footer site={site} t={t} language="da" />);
    const deeper = { ...site, menu: [{ title: 'Borger', url: '/borger/ny/' }] };
    expect(fragmentKey('footer', <Footer site={deeper} t={t} language="da" />)).not.toBe(base);
    expect(fragmentKey('footer', <Footer site={site} t={t} language="en" />)).not.toBe(base);
    expect(fragmentKey('footer', <Footer site={site} t={(k) => k} language="da" />)).not.toBe(base);
    expect(fragmentKey('footer', <Other site={site} t={t} language="da" />)).not.toBe(base);
    expect(fragmentKey('other', <Footer site={site} t={t} language="da" />)).not.toBe(base);
  });

  it('reads a tree of elements: text, attributes and keys count', () => {
    const nav = (href: string, text: string) => (
      <nav>
        <ul>
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        </ul>
      </nav>
    );
    const base = fragmentKey('nav', nav('/a/', 'A'));
    expect(fragmentKey('nav', nav('/a/', 'A'))).toBe(base);
    expect(fragmentKey('nav', nav('/b/', 'A'))).not.toBe(base);
    expect(fragmentKey('nav', nav('/a/', 'B'))).not.toBe(base);
  });

  it('tells dates apart, and keeps nothing it cannot compare', () => {
    const on = (date: Date) => fragmentKey('d', <Footer site={{ date }} t={t} language="da" />);
    expect(on(new Date(0))).not.toBe(on(new Date(1)));
    expect(fragmentKey('m', <Footer site={{ m: new Map() }} t={t} language="da" />)).toBeNull();
    class Box {
      constructor(readonly x: number) {}
    }
    expect(fragmentKey('c', <Footer site={{ b: new Box(1) }} t={t} language="da" />)).toBeNull();
  });
});
