import type { BlockContext } from './block-context.ts';

/**
 * A block's props: its content (the type its own schema file exports), the context, and the id
 * its title carries in the table of contents. Typed by the content, not the alias, so a block's
 * folder depends on its own schema only, never on the block list or the registry.
 */
export type BlockProps<Content> = Content & {
  ctx: BlockContext;
  anchor?: string | null;
};
