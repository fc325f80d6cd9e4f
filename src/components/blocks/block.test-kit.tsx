import { createElement, type ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { reshapeBlocks } from '#src/server/cms/blocks.ts';
import type { Block, BlockAlias, BlockContentMap } from '#src/components/blocks/block-types.ts';
import { log } from '#src/server/log.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { exampleContext, type BlockContext } from './block-context.ts';
import { BlockList } from './registry.tsx';

// What the blocks' own tests (BlockX/BlockX.test.tsx) share. Imported by tests only.

/**
 * Renders one block with the example context into the document and returns role queries scoped
 * to it. Needs a DOM: the test file says `// @vitest-environment happy-dom`.
 */
export function renderBlock<P extends object>(
  Component: ComponentType<P & { ctx: BlockContext }>,
  props: P,
  overrides: Partial<BlockContext> = {},
) {
  return renderStatic(createElement(Component, { ...props, ctx: exampleContext(overrides) }));
}

/**
 * Renders raw backend elements the way a page does (validated by the schemas, then listed) into
 * the document: the parsed blocks plus role queries over the page.
 */
export function renderBlockElements(elements: unknown[], overrides: Partial<BlockContext> = {}) {
  const blocks = reshapeBlocks(elements, 'test-page', { mediaBase: 'https://cms.test' });
  return { blocks, ...renderStatic(<BlockList blocks={blocks} ctx={exampleContext(overrides)} />) };
}

/** How often a pattern occurs in a string, such as an attribute value. */
export const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Decision 012 for one block's content from the backend: a malformed optional field or list item
 * is dropped with one warning and the block still renders; a block without what it cannot be
 * shown without is skipped with one warning, and the rest of the page renders. Call inside a
 * describe: it spies on the log around each test.
 */
export function backendContent() {
  const ctx = { mediaBase: 'https://cms.test' };
  let warn: MockInstance;
  beforeEach(() => {
    warn = vi.spyOn(log, 'warn');
  });
  afterEach(() => warn.mockRestore());

  /** The warnings logged, as `message path` (path only for dropped fields). */
  const warnings = () =>
    warn.mock.calls.map(([fields, message]) => {
      const path = (fields as { path?: string }).path;
      return message === 'block field dropped' ? `${message} ${path}` : String(message);
    });

  function parse<A extends BlockAlias>(alias: A, content: unknown) {
    const blocks = reshapeBlocks(
      [
        { key: 'k', alias, content },
        { key: 'after', alias: 'BlockRichText', content: { text: '<p>Resten af siden.</p>' } },
      ],
      'page-1',
      ctx,
    );
    const view = renderStatic(<BlockList blocks={blocks} ctx={exampleContext()} />);
    const block = blocks.find((b): b is Extract<Block, { alias: A }> => b.alias === alias);
    // The rest of the page is always there.
    view.getByText('Resten af siden.');
    return { content: block?.content as BlockContentMap[A] | undefined, view };
  }

  function expectSkipped(alias: BlockAlias, content: unknown) {
    const { content: parsed } = parse(alias, content);
    expect(parsed).toBeUndefined();
    expect(warnings()).toEqual(['content element skipped: malformed content']);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ pageId: 'page-1', alias, key: 'k' });
  }

  return { parse, expectSkipped, warnings, clearWarnings: () => warn.mockClear() };
}
