import { describe, expect, it } from 'vitest';
import type { Block } from './block-types.ts';
import { hooksOf } from './hooks-of.ts';
import { examples as ctaExamples } from './BlockCtaBox/BlockCtaBox.examples.ts';

const blockOf = (alias: string, content: object) =>
  ({ alias, key: 'k', content, inToc: false, anchor: null }) as unknown as Block;

describe('a block’s hooks', () => {
  it('come from its line in the block list', () => {
    const cta = blockOf('BlockCtaBox', Object.values(ctaExamples)[0]!);
    expect(hooksOf(cta).placement).toEqual(['start', 'end']);
    expect(hooksOf(cta).texts?.(cta.content)).toContain((cta.content as { title: string }).title);
  });

  it('are none for a block that has none, and for an alias the list does not name', () => {
    expect(hooksOf(blockOf('BlockImage', {}))).toEqual({});
    expect(hooksOf(blockOf('BlockUnlisted', {}))).toEqual({});
  });
});
