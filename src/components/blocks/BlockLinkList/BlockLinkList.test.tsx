// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockLinkList } from './BlockLinkList.tsx';
import { examples as linkExamples } from './BlockLinkList.examples.ts';

/** The start of the path the Icon draws (its paths live in Icon.tsx). */
const iconPath = (item: HTMLElement) => item.querySelector('svg path')?.getAttribute('d') ?? '';

describe('BlockLinkList', () => {
  const render = () => renderBlock(BlockLinkList, linkExamples.mixed!);

  it('opens only new-window links in a new window, and says so', () => {
    const view = render();
    const links = view.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]!.hasAttribute('target')).toBe(false);
    expect(links[0]!.hasAttribute('rel')).toBe(false);
    expect(links[1]!.getAttribute('target')).toBe('_blank');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    // The accessible name says so, on the links that open a new window only.
    expect(links.map((a) => a.getAttribute('target') === '_blank')).toEqual(
      links.map((a) => /\(åbner i nyt vindue\)/.test(a.textContent ?? '')),
    );
    expect(view.getAllByRole('link', { name: /\(åbner i nyt vindue\)/ })).toHaveLength(2);
  });

  it('marks external links with the external icon and files with type and size', () => {
    const items = render().getAllByRole('listitem');
    expect(iconPath(items[1]!)).toMatch(/^M14 4h6v6/); // the external icon
    within(items[2]!).getByText(/PDF, 734 kB/);
    expect(iconPath(items[2]!)).toMatch(/^M12 4v11/); // the download icon
  });

  it('keeps an external link in the same window when the CMS says so', () => {
    const same = renderBlock(BlockLinkList, linkExamples.externalSameWindowNoTitle!);
    const links = same.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.hasAttribute('target')).toBe(false);
    expect(same.container.textContent).not.toContain('nyt vindue');
    expect(same.queryByRole('heading')).toBeNull();
  });
});
