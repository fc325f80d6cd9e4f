import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockLinkList } from './BlockLinkList.tsx';
import { examples as linkExamples } from './BlockLinkList.examples.ts';

describe('BlockLinkList', () => {
  const html = render(BlockLinkList, linkExamples.mixed!);

  it('opens only new-window links in a new window, and says so', () => {
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors).toHaveLength(3);
    expect(anchors[0]).not.toContain('target=');
    expect(anchors[0]).not.toContain('rel=');
    expect(anchors[1]).toContain('target="_blank"');
    expect(anchors[1]).toContain('rel="noopener noreferrer"');
    expect(count(html, /\(åbner i nyt vindue\)/g)).toBe(2);
  });

  it('marks external links with the external icon and files with type and size', () => {
    const items = html.split('<li').slice(1);
    expect(items[1]).toContain('d="M14 4h6v6'); // the external icon
    expect(items[2]).toContain('PDF, 734 kB');
    expect(items[2]).toContain('d="M12 4v11'); // the download icon
  });

  it('keeps an external link in the same window when the CMS says so', () => {
    const same = render(BlockLinkList, linkExamples.externalSameWindowNoTitle!);
    expect(same).not.toContain('target=');
    expect(same).not.toContain('nyt vindue');
    expect(same).not.toContain('<h2');
  });
});
