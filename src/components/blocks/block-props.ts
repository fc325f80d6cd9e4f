import type { BlockContext } from './block-context.ts';
import type { BlockAlias, BlockContentMap } from './block-types.ts';

/**
 * A block's content, the context, and the id its title carries in the table of contents. Kept
 * apart from registry.tsx, which imports every block component.
 */
export type BlockProps<A extends BlockAlias> = BlockContentMap[A] & {
  ctx: BlockContext;
  anchor?: string | null;
};
