import type { BlockHooks } from './block-hooks.ts';
import * as blockList from './block-list.ts';
import type { Block } from './block-types.ts';

const none: BlockHooks<unknown> = {};

/** A block's hooks (block-hooks.ts), from its line in the block list; none for an unknown alias. */
export function hooksOf<B extends Block>(block: B): BlockHooks<B['content']> {
  const listed = (blockList as Record<string, { hooks?: BlockHooks<B['content']> } | undefined>)[
    block.alias
  ];
  return listed?.hooks ?? (none as BlockHooks<B['content']>);
}
