import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleContext, type BlockContext } from '#src/components/blocks/block-context.ts';
import { BlockList, blockRegistry } from '#src/components/blocks/registry.tsx';
import { catalog } from '#src/components/catalog.tsx';
import { blockAliases } from '#src/server/cms/blocks.ts';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';

// What every block must do. Each block's own behaviour is tested beside it, in
// src/components/blocks/BlockX/BlockX.test.tsx.

const aliases = Object.keys(blockRegistry) as BlockAlias[];
const cases = aliases.flatMap((alias) =>
  Object.entries(blockRegistry[alias].examples).flatMap(([name, props]) =>
    (['da', 'en', 'de'] as const).map(
      (language) => [`${alias}: ${name} (${language})`, alias, props as object, language] as const,
    ),
  ),
);

describe('every named example of every block', () => {
  it.each(cases)('%s', (_label, alias, props, language) => {
    const Component = blockRegistry[alias].component as ComponentType<
      object & { ctx: BlockContext }
    >;
    const html = renderToString(
      createElement(Component, { ...props, ctx: exampleContext({ language }) }),
    );
    expect(html.length).toBeGreaterThan(0);
    // No dictionary key leaks through untranslated.
    const text = html.replace(/<[^>]*>/g, ' ');
    expect(text).not.toMatch(
      /\b(?:file|link|contact|hearing|job|map|video|cookieType|related|news|event|table|borgerDk)\.[a-z]+/,
    );
    const title =
      'title' in props
        ? (props.title as string | null)
        : 'article' in props
          ? (props as BlockContentMap['BlockBorgerDk']).article.title
          : null;
    if (title) {
      const heading = /<h2 id="([^"]+)"[^>]*>([^<]*)<\/h2>/.exec(html);
      expect(heading?.[2]).toBe(renderToString(<>{title}</>));
      expect(html).toContain(`aria-labelledby="${heading?.[1]}"`);
    }
    // Headings in order: the block title is the only h2, items are h3, nothing skips a level.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels).not.toContain(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `heading h${level}`).toBeLessThanOrEqual(1);
    });
    if (levels.length > 0) expect(levels[0]).toBeLessThanOrEqual(title ? 2 : 3);
  });

  it('every block alias the backend knows is registered, and the catalog shows each', () => {
    expect(aliases).toEqual(blockAliases);
    const shown = catalog.filter((entry) => entry.kind === 'block');
    expect(shown.map((entry) => entry.name)).toEqual(aliases);
    for (const entry of shown) {
      expect(entry.examples, entry.name).toBe(blockRegistry[entry.name as BlockAlias].examples);
    }
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
    };
    const links: Block = {
      alias: 'BlockLinkList',
      key: 'l',
      content: blockRegistry.BlockLinkList.examples.mixed!,
      inToc: true,
      anchor: null,
    };
    for (const block of [table, links]) {
      const html = renderToString(
        <BlockList blocks={[withAnchor(block)]} ctx={exampleContext()} />,
      );
      expect(html).toMatch(/<h2 id="affaldsgebyrer"/);
      expect(html).toContain('aria-labelledby="affaldsgebyrer"');
    }
  });
});
