import type { ComponentType } from 'react';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';
import { BlockFactBox } from './BlockFactBox/BlockFactBox.tsx';
import { BlockRichText } from './BlockRichText/BlockRichText.tsx';

/** The one map from block alias to component. Aliases without a component render nothing. */
export const blockRegistry: { [A in BlockAlias]?: ComponentType<BlockContentMap[A]> } = {
  BlockRichText,
  BlockFactBox,
};

export function BlockView({ block }: { block: Block }) {
  const Component = blockRegistry[block.alias] as ComponentType<Block['content']> | undefined;
  return Component ? <Component {...block.content} /> : null;
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block) => <BlockView key={block.key} block={block} />);
}
