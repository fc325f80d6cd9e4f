import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { anchors } from '#src/tools/CatalogOverview/CatalogOverview.test-kit.ts';
import { MAX_PROPS_JSON, propsJson } from './props-json.ts';

// The components overview shows each example's props as data (decision 020).

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
