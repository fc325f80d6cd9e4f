import { describe, expect, it } from 'vitest';
import { MAX_WIDTHS, singleExampleSrc, widthHref } from './catalog-query.ts';
import { anchors, BUTTON, parse } from './CatalogOverview.test-kit.ts';

// The components overview's query (decision 020): a theme, a width per example, one example.

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
