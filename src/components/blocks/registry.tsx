import type { ComponentType } from 'react';
import type { Block, BlockAlias } from '#src/components/blocks/block-types.ts';
import { Prerendered } from '#src/server/perf/prerendered/Prerendered.tsx';
import { turnsPassed } from '#src/server/cms/freshness.ts';
import { log } from '#src/server/log.ts';
import * as blockList from './block-list.ts';
import type { BlockContext } from './block-context.ts';
import type { BlockDefinition, BlockSchemaBuilder } from './block-definition.ts';
import type { BlockProps } from './block-props.ts';
import type { BlockSchemas } from './block-types.ts';

type AnyDefinition = BlockDefinition<BlockSchemaBuilder>;

/**
 * Each listed block's definition (component, schema, examples) from its folder's BlockX.block.ts,
 * by the alias in the one block list (block-list.ts). A listed block without that file, or such
 * a file in a folder the list does not name, stops the start with the folder's name: the list and
 * the folders never disagree quietly.
 */
export function registryOf(
  aliases: readonly string[],
  files: Record<string, AnyDefinition>,
): Record<string, AnyDefinition> {
  const byFolder = new Map<string, AnyDefinition>();
  for (const [path, definition] of Object.entries(files)) {
    const [, folder, file] = /\/(\w+)\/(\w+)\.block\.ts$/.exec(path) ?? [];
    if (folder && folder === file) byFolder.set(folder, definition);
  }
  const missing = aliases.filter((alias) => !byFolder.get(alias)?.component);
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')}: listed in block-list.ts, but no BlockX.block.ts with a component`,
    );
  const unlisted = [...byFolder.keys()].filter((folder) => !aliases.includes(folder));
  if (unlisted.length > 0)
    throw new Error(`${unlisted.join(', ')}: a block folder with no line in block-list.ts`);
  return Object.fromEntries(aliases.map((alias) => [alias, byFolder.get(alias)!]));
}

/**
 * The one map from block alias to its folder's parts. Each BlockX.block.ts is typed by its own
 * schema, so a component or an example that does not fit the block's content is a type error
 * there. The catalog, the components overview and the tests iterate this map.
 */
export const blockRegistry = registryOf(
  Object.keys(blockList),
  import.meta.glob<AnyDefinition>('./Block*/Block*.block.ts', { eager: true, import: 'block' }),
) as unknown as { [A in BlockAlias]: BlockDefinition<BlockSchemas[A]> };

/** Aliases the parser knows that the registry does not (none, by registryOf): said once each. */
const unlisted = new Set<string>();

function BlockView({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const Component = blockRegistry[block.alias]?.component as
    ComponentType<BlockProps<Block['content']>> | undefined;
  if (!Component) {
    if (!unlisted.has(block.alias)) {
      unlisted.add(block.alias);
      log.error(
        { alias: block.alias },
        'block not rendered: its folder has no line in block-list.ts',
      );
    }
    return null;
  }
  // A block is a function of its content, the context and the dates of it that have passed (a
  // deadline): its HTML is made once for them (decisions 024 and 036).
  return (
    <Prerendered name={block.alias}>
      <BlockFrame
        component={Component}
        content={block.content}
        ctx={ctx}
        anchor={block.anchor}
        turns={turnsPassed(block)}
      />
    </Prerendered>
  );
}

/**
 * A block's component with its content. Its props are the fragment's key (fragment-key.ts), so
 * they hold all the block's output depends on: `turns`, the block's dates that have passed (a
 * job's deadline), is one (decision 036), though the component reads the clock itself.
 */
function BlockFrame({
  component: Component,
  content,
  ctx,
  anchor,
}: {
  component: ComponentType<BlockProps<Block['content']>>;
  content: Block['content'];
  ctx: BlockContext;
  anchor: string | null;
  turns: number;
}) {
  return <Component {...content} ctx={ctx} anchor={anchor} />;
}

export function BlockList({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  return blocks.map((block) => <BlockView key={block.key} block={block} ctx={ctx} />);
}
