import type { Block } from '#src/components/blocks/block-types.ts';
import { hooksOf } from '#src/components/blocks/hooks-of.ts';
import type { SafeHtml } from './sanitize.ts';

// Table of contents and reading time for long-read pages, from the sanitized rich text.

export type TocEntry = { id: string; text: string; level: 2 | 3 };

const decodeEntities = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'oe')
      .replace(/å/g, 'aa')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'afsnit'
  );
}

/** A block's own title, if it has one (the heading a contents entry points to). */
function blockTitle(block: Block): string | null {
  const content = block.content as { title?: unknown };
  return typeof content.title === 'string' && content.title.trim() ? content.title.trim() : null;
}

/**
 * Gives every h2/h3 in the page's rich text a unique id, and every block marked
 * `settings.includeInToc` that has a title an anchor, and lists them in page order. Works on
 * sanitized output, whose headings carry at most `lang`/`dir` attributes.
 */
export function addHeadingIds(blocks: Block[]): { blocks: Block[]; toc: TocEntry[] } {
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  const uniqueId = (text: string) => {
    let id = slugify(text);
    for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
    used.add(id);
    return id;
  };
  const withIds = (html: SafeHtml) =>
    html.replace(
      /<h([23])((?:\s+(?:lang|dir)="[^"]*")*)>([\s\S]*?)<\/h\1>/g,
      (_m, level: string, attrs: string, inner: string) => {
        const text = decodeEntities(inner);
        const id = uniqueId(text);
        toc.push({ id, text, level: level === '2' ? 2 : 3 });
        return `<h${level} id="${id}"${attrs}>${inner}</h${level}>`;
      },
    ) as SafeHtml;
  const next = blocks.map((block): Block => {
    // A block with rich text (its `withHeadingIds` hook) lists its own headings.
    const withHeadingIds = hooksOf(block).withHeadingIds;
    if (withHeadingIds)
      return { ...block, content: withHeadingIds(block.content, withIds) } as Block;
    const title = block.inToc ? blockTitle(block) : null;
    if (!title) return block;
    const anchor = uniqueId(title);
    toc.push({ id: anchor, text: title, level: 2 });
    return { ...block, anchor };
  });
  return { blocks: next, toc };
}

/** Minutes at 200 words a minute, at least 1. */
export function readingMinutes(texts: string[]): number {
  const words = texts
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** All readable text of a page's blocks (for reading time): each block's `texts` hook. */
export function blockTexts(blocks: Block[]): string[] {
  return blocks.flatMap((block) => hooksOf(block).texts?.(block.content) ?? []);
}
