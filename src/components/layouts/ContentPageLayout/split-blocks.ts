import type { Block, BlockAlias } from '#src/components/blocks/block-types.ts';

/** Spec section 9: block types rendered before the article column, and after it at full width. */
const START_BLOCK_TYPES: readonly BlockAlias[] = ['BlockCtaBox'];
const END_BLOCK_TYPES: readonly BlockAlias[] = [
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
