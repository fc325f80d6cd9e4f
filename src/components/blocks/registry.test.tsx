// @vitest-environment happy-dom
import { createElement, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exampleContext, type BlockContext } from '#src/components/blocks/block-context.ts';
import { BlockList, blockRegistry } from '#src/components/blocks/registry.tsx';
import { catalog } from '#src/components/catalog.tsx';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { blockAliases, blockSchemas, reshapeBlocks } from '#src/server/cms/blocks.ts';
import { exampleOf } from '#src/components/blocks/block-sample.ts';
import { registryOf } from '#src/components/blocks/registry.tsx';
import type { Block, BlockAlias, BlockContentMap } from '#src/components/blocks/block-types.ts';
import { log } from '#src/server/log.ts';
import { blockFolders } from '#scripts/block-folders.ts';

// What every block must do. Each block's own behaviour is tested beside it, in
// src/components/blocks/BlockX/BlockX.test.tsx.

const aliases = Object.keys(blockRegistry) as BlockAlias[];
// By name: an example made of the block's sample is made on first use, in the test, where the
// configuration its schema may read is set (block-sample.ts).
const cases = aliases.flatMap((alias) =>
  Object.keys(blockRegistry[alias].examples).flatMap((name) =>
    (['da', 'en', 'de'] as const).map(
      (language) => [`${alias}: ${name} (${language})`, alias, name, language] as const,
    ),
  ),
);

const titleOf = (props: object): string | null =>
  'title' in props
    ? (props.title as string | null)
    : 'article' in props
      ? (props as BlockContentMap['BlockBorgerDk']).article.title
      : null;

describe('every named example of every block', () => {
  it.each(cases)('%s', (_label, alias, name, language) => {
    const props = blockRegistry[alias].examples[name] as object;
    const Component = blockRegistry[alias].component as ComponentType<
      object & { ctx: BlockContext }
    >;
    const { container } = renderStatic(
      createElement(Component, { ...props, ctx: exampleContext({ language }) }),
    );
    expect(container.childElementCount).toBeGreaterThan(0);
    // No dictionary key leaks through untranslated.
    expect(container.textContent).not.toMatch(
      /\b(?:file|link|contact|hearing|job|map|video|cookieType|related|news|event|table|borgerDk)\.[a-z]+/,
    );
    const title = titleOf(props);
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    if (title) {
      // The block's title is its first heading, an h2 that names the block's landmark.
      const heading = headings[0];
      expect(heading?.tagName).toBe('H2');
      expect(heading?.textContent).toBe(title);
      expect(container.querySelector(`[aria-labelledby="${heading?.id}"]`)).not.toBeNull();
    }
    // Headings in order: the block title is the only h2, items are h3, nothing skips a level.
    const levels = headings.map((h) => Number(h.tagName.slice(1)));
    expect(levels).not.toContain(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `heading h${level}`).toBeLessThanOrEqual(1);
    });
    if (levels.length > 0) expect(levels[0]).toBeLessThanOrEqual(title ? 2 : 3);
  });

  it('each block has at least two named examples', () => {
    for (const alias of aliases) {
      expect(Object.keys(blockRegistry[alias].examples).length, alias).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives a block's title the table of contents' anchor as its id", () => {
    const withAnchor = (block: Block): Block => ({ ...block, anchor: 'affaldsgebyrer' });
    const table: Block = {
      alias: 'BlockTable',
      key: 't',
      content: blockRegistry.BlockTable.examples.feesWithHeaderAndFooter!,
      inToc: true,
      anchor: null,
      turns: [],
    };
    const links: Block = {
      alias: 'BlockLinkList',
      key: 'l',
      content: blockRegistry.BlockLinkList.examples.mixed!,
      inToc: true,
      anchor: null,
      turns: [],
    };
    for (const block of [table, links]) {
      const { container, getByRole } = renderStatic(
        <BlockList blocks={[withAnchor(block)]} ctx={exampleContext()} />,
      );
      const heading = getByRole('heading', { level: 2 });
      expect(heading.id).toBe('affaldsgebyrer');
      // The block's landmark (or, for the table, its scroll region) is named by that heading.
      expect(container.querySelector('[aria-labelledby="affaldsgebyrer"]')).not.toBeNull();
    }
  });
});

describe('the block list', () => {
  const folders = blockFolders();

  it('has a line for every block folder, and the parser knows the same blocks', () => {
    const listed = [...aliases].sort();
    for (const folder of folders) {
      expect(listed, `${folder} has no line in block-list.ts`).toContain(folder);
    }
    expect(listed).toEqual(folders);
    expect([...blockAliases].sort()).toEqual(listed);
    // The parser reads with the very schema the block's definition is typed by.
    for (const alias of aliases)
      expect(blockSchemas[alias], alias).toBe(blockRegistry[alias].schema);
  });

  it('shows each block in the catalog with its examples', () => {
    const shown = catalog.filter((entry) => entry.kind === 'block');
    expect(shown.map((entry) => entry.name).sort()).toEqual([...aliases].sort());
    for (const entry of shown) {
      expect(entry.examples, entry.name).toBe(blockRegistry[entry.name as BlockAlias].examples);
    }
  });

  it("finds each listed block's BlockX.block.ts by its alias, and stops when list and folders disagree", () => {
    const table = blockRegistry.BlockTable as unknown as Parameters<typeof registryOf>[1][string];
    const files = {
      './BlockX/BlockX.block.ts': table,
      // Another module in a block's folder is not a block.
      './BlockX/BlockXItem.block.ts': table,
    };
    expect(registryOf(['BlockX'], files)).toEqual({ BlockX: table });
    expect(() => registryOf(['BlockX', 'BlockY'], files)).toThrow(
      /BlockY: listed in block-list\.ts, but no BlockX\.block\.ts with a component/,
    );
    expect(() => registryOf([], files)).toThrow(
      /BlockX: a block folder with no line in block-list\.ts/,
    );
  });

  it("makes one named example of each block of its sample, which a page's parse takes whole", () => {
    const warn = vi.spyOn(log, 'warn');
    for (const alias of aliases) {
      const { sample, schema, examples } = blockRegistry[alias];
      // The marked example: what the schema makes of the sample (exampleOf stops on a dropped field).
      const made = exampleOf(schema, sample);
      expect(Object.values(examples), `${alias}: no example is its sample`).toContainEqual(made);
      // The page's own parse of the element, envelope and settings included, drops nothing either.
      const [block] = reshapeBlocks([{ alias, key: 'k', ...sample }], 'p', { mediaBase: '' });
      expect(block?.content, alias).toEqual(made);
      expect(block?.inToc, alias).toBe(sample.settings?.includeInToc ?? false);
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses a sample its schema does not take whole, naming the field', () => {
    const { schema, sample } = blockRegistry.BlockFactBox;
    expect(() =>
      exampleOf(schema, { content: { ...sample.content, title: ['ikke', 'en', 'tekst'] } }),
    ).toThrow(/a block sample its schema does not take whole: .*"path":"title"/);
    expect(() => exampleOf(schema, { content: { title: 'Uden tekst' } })).toThrow(
      /does not take whole/,
    );
  });

  it('leaves out a block the parser knows but the list does not, and says so once', () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const stray = {
      alias: 'BlockUnlisted',
      key: 'u',
      content: {},
      inToc: false,
      anchor: null,
    } as unknown as Block;
    const { container } = renderStatic(
      <BlockList blocks={[stray, { ...stray, key: 'v' }]} ctx={exampleContext()} />,
    );
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      { alias: 'BlockUnlisted' },
      'block not rendered: its folder has no line in block-list.ts',
    );
  });
});
