import type { Link } from '#src/server/types.ts';
import type { SafeHtml } from '#src/server/sanitize.ts';
import type { ItemLd, ItemsLdContext } from '#src/server/seo/json-ld-items.ts';

/**
 * What the rest of the site reads of a block beside its component, each optional: a block's
 * BlockX.schema.ts exports them as `hooks`. The shared code iterates them (hooks-of.ts) instead of
 * naming blocks, so a new block brings its own.
 */
export type BlockHooks<C> = {
  /** Its readable text, which the page's reading time counts (toc.ts). */
  texts?: (content: C) => string[];
  /** Its rich text with an id on every h2 and h3, which the long-read contents list (toc.ts). */
  withHeadingIds?: (content: C, withIds: (html: SafeHtml) => SafeHtml) => C;
  /** The structured data of its items: job postings, events (seo/json-ld.ts). */
  jsonLd?: (content: C, ctx: ItemsLdContext) => ItemLd[];
  /**
   * Where the content layout may lift it out of the article column (split-blocks.ts): above it
   * when it leads the page (`start`), below it at full width when it ends the page (`end`).
   */
  placement?: readonly ('start' | 'end')[];
  /** The files it links to: the page's documents (reshape.ts, `pageMetadata`). */
  documents?: (content: C) => Link[];
};

/** The `documents` hook of a block that lists links: those of them that are files. */
export const linkedFiles = (content: { items: Link[] }): Link[] =>
  content.items.filter((item) => item.kind === 'file');
