import type { ComponentType } from 'react';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';
import type { BlockContext } from './block-context.ts';
import { Prerendered } from '#src/components/Prerendered/Prerendered.tsx';
import { BlockFactBox } from './BlockFactBox/BlockFactBox.tsx';
import { BlockRichText } from './BlockRichText/BlockRichText.tsx';
import { BlockLinkList } from './BlockLinkList/BlockLinkList.tsx';
import { BlockDocumentList } from './BlockDocumentList/BlockDocumentList.tsx';
import { BlockCtaBox } from './BlockCtaBox/BlockCtaBox.tsx';
import { BlockContactGroup } from './BlockContactGroup/BlockContactGroup.tsx';
import { BlockHereWeLive } from './BlockHereWeLive/BlockHereWeLive.tsx';
import { BlockImage } from './BlockImage/BlockImage.tsx';
import { BlockAccordion } from './BlockAccordion/BlockAccordion.tsx';
import { BlockHearingList } from './BlockHearingList/BlockHearingList.tsx';
import { BlockJobList } from './BlockJobList/BlockJobList.tsx';
import { BlockMapKultunautDemo } from './BlockMapKultunautDemo/BlockMapKultunautDemo.tsx';
import { BlockVideo } from './BlockVideo/BlockVideo.tsx';
import { BlockRelatedContent } from './BlockRelatedContent/BlockRelatedContent.tsx';
import { BlockNewsList } from './BlockNewsList/BlockNewsList.tsx';
import { BlockEventList } from './BlockEventList/BlockEventList.tsx';
import { BlockImages } from './BlockImages/BlockImages.tsx';
import { BlockBorgerDk } from './BlockBorgerDk/BlockBorgerDk.tsx';
import { BlockTable } from './BlockTable/BlockTable.tsx';

/** A block's content, the context, and the id its title carries in the table of contents. */
export type BlockProps<A extends BlockAlias> = BlockContentMap[A] & {
  ctx: BlockContext;
  anchor?: string | null;
};

/** The one map from block alias to component. */
export const blockRegistry: { [A in BlockAlias]?: ComponentType<BlockProps<A>> } = {
  BlockRichText,
  BlockFactBox,
  BlockLinkList,
  BlockDocumentList,
  BlockCtaBox,
  BlockContactGroup,
  BlockHereWeLive,
  BlockImage,
  BlockAccordion,
  BlockHearingList,
  BlockJobList,
  BlockMapKultunautDemo,
  BlockVideo,
  BlockRelatedContent,
  BlockNewsList,
  BlockEventList,
  BlockImages,
  BlockBorgerDk,
  BlockTable,
};

export function BlockView({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const Component = blockRegistry[block.alias] as
    ComponentType<Block['content'] & { ctx: BlockContext; anchor?: string | null }> | undefined;
  if (!Component) return null;
  // A block is a function of its content and the context: its HTML is made once (decision 024).
  return (
    <Prerendered name={block.alias} keyParts={[block, ctx]}>
      <Component {...block.content} ctx={ctx} anchor={block.anchor} />
    </Prerendered>
  );
}

export function BlockList({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }) {
  return blocks.map((block) => <BlockView key={block.key} block={block} ctx={ctx} />);
}

/** Spec section 9: block types rendered before the article column, and after it at full width. */
export const START_BLOCK_TYPES: readonly BlockAlias[] = ['BlockCtaBox'];
export const END_BLOCK_TYPES: readonly BlockAlias[] = [
  'BlockContactGroup',
  'BlockHereWeLive',
  'BlockMapKultunautDemo',
  'BlockLinkList',
  'BlockCtaBox',
];

/**
 * A leading run of start-type blocks goes above the article and a trailing run of end-type blocks
 * below it; everything else stays in the article column, in order. (BlockCtaBox is both: first
 * on the page it is a start block, last it is an end block.)
 */
export function splitBlocks(blocks: Block[]): { start: Block[]; main: Block[]; end: Block[] } {
  let s = 0;
  while (s < blocks.length && START_BLOCK_TYPES.includes(blocks[s]!.alias)) s++;
  let e = blocks.length;
  while (e > s && END_BLOCK_TYPES.includes(blocks[e - 1]!.alias)) e--;
  return { start: blocks.slice(0, s), main: blocks.slice(s, e), end: blocks.slice(e) };
}
