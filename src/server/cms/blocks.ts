import { log } from '../log.ts';
import { turnsOf } from './freshness.ts';
import { mediaFields, type BlockSchema } from './block-fields.ts';
import { parsePart } from './lenient.ts';
import type { ReshapeContext } from './links.ts';
import { rawElementSchema } from './schemas.ts';
import * as blockList from '#src/components/blocks/block-list.ts';
import type {
  Block,
  BlockAlias,
  BlockContentMap,
  BlockSchemas,
} from '#src/components/blocks/block-types.ts';

// Content elements: each block's own schema (src/components/blocks/BlockX/BlockX.schema.ts)
// validates the element's content and turns it into the app's shape. An element is validated on
// its own, so one bad element cannot sink the page (decision 012).

/** Each block's schema by its alias, from the one block list (block-list.ts), which loads no component. */
export const blockSchemas = Object.fromEntries(
  Object.entries(blockList).map(([alias, block]) => [alias, block.schema]),
) as BlockSchemas;

type Schemas = { [A in BlockAlias]: BlockSchema<BlockContentMap[A]> };

/**
 * The block schemas depend on the media origin only, and are built once per origin: building
 * them took longer than a page's parse (decision 023).
 */
const schemasByMediaBase = new Map<string, Schemas>();
function schemasFor({ mediaBase }: Pick<ReshapeContext, 'mediaBase'>): Schemas {
  let schemas = schemasByMediaBase.get(mediaBase);
  if (!schemas) {
    const fields = mediaFields(mediaBase);
    schemas = Object.fromEntries(
      Object.entries(blockSchemas).map(([alias, build]) => [alias, build(fields)]),
    ) as Schemas;
    schemasByMediaBase.set(mediaBase, schemas);
  }
  return schemas;
}

export const blockAliases = Object.keys(blockSchemas) as BlockAlias[];
const isBlockAlias = (alias: string): alias is BlockAlias => Object.hasOwn(blockSchemas, alias);

/**
 * Validates each element on its own; unknown or malformed ones are skipped with one warning
 * (alias, key, page id), and the rest of the page renders.
 */
export function reshapeBlocks(raw: unknown[], pageId: string, ctx: ReshapeContext): Block[] {
  const schemas = schemasFor(ctx);
  const blocks: Block[] = [];
  raw.forEach((element, index) => {
    const base = parsePart(rawElementSchema, element);
    if (!base.value) {
      log.warn({ pageId, index }, 'content element skipped: not an {alias, content} object');
      return;
    }
    const { alias, key, settings } = base.value;
    if (!isBlockAlias(alias)) {
      log.warn({ pageId, index, alias, key }, 'content element skipped: unknown block alias');
      return;
    }
    const parsed = parsePart(schemas[alias], base.value.content);
    if (!parsed.value) {
      const issue = parsed.issues.at(-1);
      log.warn(
        { pageId, index, alias, key, path: issue?.path, problem: issue?.problem },
        'content element skipped: malformed content',
      );
      return;
    }
    for (const issue of parsed.issues) {
      log.warn(
        { pageId, alias, key, path: issue.path, problem: issue.problem },
        'block field dropped',
      );
    }
    blocks.push({
      alias,
      key: key ?? `${alias}-${index}`,
      content: parsed.value,
      inToc: settings?.includeInToc === true,
      anchor: null,
      turns: turnsOf(parsed.value),
    } as Block);
  });
  return blocks;
}
