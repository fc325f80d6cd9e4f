import type { Block } from '#src/components/blocks/block-types.ts';
import { hooksOf } from '#src/components/blocks/hooks-of.ts';

/** Whether a block may go before the article column, or after it at full width. */
const placed = (block: Block, where: 'start' | 'end') =>
  hooksOf(block).placement?.includes(where) ?? false;

/**
 * A leading run of start blocks goes above the article and a trailing run of end blocks below
 * it; everything else stays in the article column, in order. Each block says where it may go
 * (its `placement` hook: BlockCtaBox is both, first on the page a start block, last an end block).
 */
export function splitBlocks(blocks: Block[]): { start: Block[]; main: Block[]; end: Block[] } {
  let s = 0;
  while (s < blocks.length && placed(blocks[s]!, 'start')) s++;
  let e = blocks.length;
  while (e > s && placed(blocks[e - 1]!, 'end')) e--;
  return { start: blocks.slice(0, s), main: blocks.slice(s, e), end: blocks.slice(e) };
}
