import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { log } from '#src/server/log.ts';
import { blockAliases, reshapeBlocks } from './blocks.ts';
import { reshapePage } from './reshape.ts';
import { turnsOf } from './freshness.ts';
import { ctx } from './reshape.test-kit.ts';
import { rawContentSchema } from './schemas.ts';

describe('reshapeBlocks', () => {
  it('skips an unknown alias and a malformed element with one warning each; the rest renders', () => {
    const warn = vi.spyOn(log, 'warn');
    const blocks = reshapeBlocks(
      [
        { key: 'a', alias: 'BlockRichText', content: { text: '<p>før</p>' } },
        { key: 'b', alias: 'BlockDoesNotExist', content: {} },
        { key: 'c', alias: 'BlockRichText', content: { text: 42 } },
        'not an element',
        { key: 'd', alias: 'BlockFactBox', content: { title: 'T', text: '<p>efter</p>' } },
      ],
      '77',
      ctx,
    );
    expect(blocks.map((b) => b.key)).toEqual(['a', 'd']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'BlockDoesNotExist', key: 'b', pageId: '77' }),
      'content element skipped: unknown block alias',
    );
  });

  it("carries when its dates turn, made with it: a job list's deadlines, ascending", () => {
    const entry = (pages as Record<string, { content?: unknown }>)['/job/']!;
    const blocks = reshapePage(rawContentSchema.parse(entry.content), '/job/', ctx).blocks;
    const jobs = blocks.find((b) => b.alias === 'BlockJobList')!;
    expect(jobs.turns).toEqual(turnsOf(jobs.content));
    expect(jobs.turns.length).toBeGreaterThan(1);
    expect([...jobs.turns].sort((a, b) => a - b)).toEqual(jobs.turns);
    const text = reshapeBlocks(
      [{ key: 'a', alias: 'BlockRichText', content: { text: '<p>Frist 1. december</p>' } }],
      '77',
      ctx,
    );
    expect(text[0]!.turns).toEqual([]);
  });

  it('validates every sample page, and the samples use every block alias', () => {
    const warn = vi.spyOn(log, 'warn');
    const used = new Set<string>();
    for (const [path, entry] of Object.entries(pages as Record<string, { content?: unknown }>)) {
      if (!entry.content || path.startsWith('/test-')) continue;
      for (const block of reshapePage(rawContentSchema.parse(entry.content), path, ctx).blocks)
        used.add(block.alias);
    }
    // Nothing is dropped. The sample's TwentyThree and Skyfish videos are shown without their
    // players here (no VIDEO_EMBED_HOSTS in the unit tests): that is configuration, said once each.
    const said = warn.mock.calls.map(([, message]) => message);
    expect(said.filter((message) => message !== 'video shown without its player')).toEqual([]);
    expect(said).toHaveLength(2);
    expect([...used].sort()).toEqual([...blockAliases].sort());
  });
});
