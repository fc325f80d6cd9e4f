import type { ComponentType } from 'react';
import type { Block, BlockAlias } from '#src/components/blocks/block-types.ts';
import { Prerendered } from '#src/components/Prerendered/Prerendered.tsx';
import { turnsPassed } from '#src/server/http/freshness.ts';
import { log } from '#src/server/log.ts';
import * as allBlocks from './all-blocks.ts';
import type { BlockContext } from './block-context.ts';
import type { BlockDefinition } from './block-definition.ts';
import type { BlockProps } from './block-props.ts';
import type { BlockSchemas } from './block-types.ts';

/**
 * The one map from block alias to its folder's parts (BlockX.block.ts), taken from the block
 * list: a block without a line there has no alias, and `satisfies` makes an entry without one of
 * its parts a type error. The catalog, the components overview and the tests iterate this map.
 */
// (Copied out of the module namespace into a plain object, which is what every lookup reads.)
export const blockRegistry = { ...allBlocks } satisfies {
  [A in BlockAlias]: BlockDefinition<BlockSchemas[A]>;
};

/** Aliases the parser knows (a schema file) that have no line in all-blocks.ts: said once each. */
const unlisted = new Set<string>();

function BlockView({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const Component = blockRegistry[block.alias]?.component as
    ComponentType<BlockProps<Block['content']>> | undefined;
  if (!Component) {
    if (!unlisted.has(block.alias)) {
      unlisted.add(block.alias);
      log.error(
        { alias: block.alias },
        'block not rendered: its folder has no line in all-blocks.ts',
      );
    }
    return null;
  }
  // A block is a function of its content, the context and the dates of it that have passed (a
  // deadline): its HTML is made once for them (decisions 024 and 036).
  return (
    <Prerendered name={block.alias} keyParts={[block, ctx, turnsPassed(block)]}>
      <Component {...block.content} ctx={ctx} anchor={block.anchor} />
    </Prerendered>
  );
}

export function BlockList({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  return blocks.map((block) => <BlockView key={block.key} block={block} ctx={ctx} />);
}
