import type * as blockList from './block-list.ts';
import type { ContentOf } from './block-definition.ts';

// The types every part of the site uses for blocks, derived from the one block list
// (block-list.ts). Type-only: importing this loads no component.

type BlockList = typeof blockList;

export type BlockAlias = keyof BlockList;

/** Each block's schema builder, by alias. */
export type BlockSchemas = { [A in BlockAlias]: BlockList[A]['schema'] };

/** The app's shape of each block's content, as its schema gives it. */
export type BlockContentMap = { [A in BlockAlias]: ContentOf<BlockSchemas[A]> };

export type Block = {
  [A in BlockAlias]: {
    alias: A;
    key: string;
    content: BlockContentMap[A];
    /** `settings.includeInToc`: the block's title is listed in the long-read contents. */
    inToc: boolean;
    /** The id of the block's heading when it is listed in the contents. */
    anchor: string | null;
    /** When its dates turn (a deadline, an event's start), ascending: freshness.ts `turnsOf`. */
    turns: readonly number[];
  };
}[BlockAlias];
