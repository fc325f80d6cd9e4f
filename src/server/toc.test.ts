import { describe, expect, it } from 'vitest';
import type { Block } from '#src/components/blocks/block-types.ts';
import { sanitizeRichText } from '#src/server/sanitize.ts';
import { addHeadingIds, readingMinutes, slugify } from '#src/server/toc.ts';

const rich = (html: string, key: string): Block => ({
  alias: 'BlockRichText',
  key,
  content: { text: sanitizeRichText(html) },
  inToc: false,
  anchor: null,
  turns: [],
});

describe('long-read table of contents', () => {
  it('lists blocks marked includeInToc by their title, in page order, with unique anchors', () => {
    const titled = (title: string, inToc: boolean): Block => ({
      alias: 'BlockFactBox',
      key: title,
      content: { title, text: sanitizeRichText('<p>x</p>') },
      inToc,
      anchor: null,
      turns: [],
    });
    const { blocks, toc } = addHeadingIds([
      titled('Åbningstider', true),
      rich('<h2>Åbningstider</h2>', 'r'),
      titled('Ikke med', false),
    ]);
    expect(toc.map((e) => e.id)).toEqual(['aabningstider', 'aabningstider-2']);
    expect(blocks.map((b) => b.anchor)).toEqual(['aabningstider', null, null]);
  });

  it('gives headings unique, readable ids and lists them in order', () => {
    const { blocks, toc } = addHeadingIds([
      rich('<h2>Børn &amp; unge</h2><p>x</p><h3>Skoler</h3>', 'a'),
      rich('<h2>Børn &amp; unge</h2><h4>ikke med</h4>', 'b'),
    ]);
    expect(toc).toEqual([
      { id: 'boern-unge', text: 'Børn & unge', level: 2 },
      { id: 'skoler', text: 'Skoler', level: 3 },
      { id: 'boern-unge-2', text: 'Børn & unge', level: 2 },
    ]);
    const first = blocks[0];
    expect(first?.alias === 'BlockRichText' && first.content.text).toContain(
      '<h2 id="boern-unge">Børn &amp; unge</h2>',
    );
  });

  it('slugifies Danish letters', () => {
    expect(slugify('Ældre og sårbare – også på Ærø')).toBe('aeldre-og-saarbare-ogsaa-paa-aeroe');
    expect(slugify('!!!')).toBe('afsnit');
  });

  it('estimates reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(['<p>kort</p>'])).toBe(1);
    expect(readingMinutes([`<p>${'ord '.repeat(1000)}</p>`])).toBe(5);
  });
});
