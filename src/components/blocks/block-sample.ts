import { mediaFields } from '#src/server/cms/block-fields.ts';
import { parsePart } from '#src/server/cms/lenient.ts';
import type { Link } from '#src/server/types.ts';
import type { BlockSample, BlockSchemaBuilder, ContentOf } from './block-definition.ts';

/** What a link of an example is unless it says otherwise: to a page of this site, same window. */
export const PAGE_LINK = {
  external: false,
  newWindow: false,
  kind: 'content',
  size: null,
  extension: null,
} as const satisfies Omit<Link, 'name' | 'url'>;

/** A link of an example: to a page of this site unless `fields` say otherwise. */
export const exampleLink = (fields: Partial<Link> & Pick<Link, 'name' | 'url'>): Link => ({
  ...PAGE_LINK,
  ...fields,
});

/**
 * The named example a block's sample (BlockX/BlockX.sample.ts) makes: what a page's parse makes
 * of the element, with media addresses left root-relative (the app serves /eksempelbilleder/, so
 * the components overview shows the same pictures as the sample site). Made each time it is
 * asked for (a getter in the examples file), not at import: a schema may read the configuration
 * (BlockVideo's embed hosts, for a hosted player), which is not set yet when the modules load and
 * which a test may change. A parse costs microseconds.
 *
 * A sample its schema does not take whole throws: a field the schema reads but drops as
 * malformed, or the block skipped. Fields the schema does not read are ignored, as they are in a
 * real answer (a picture's `id`, `key` and `name`), so a misspelt field is not caught here: zod
 * leaves out what it does not read.
 */
export function exampleOf<S extends BlockSchemaBuilder>(
  schema: S,
  sample: BlockSample,
): ContentOf<S> {
  const { value, issues } = parsePart(schema(mediaFields('')), sample.content);
  if (!value || issues.length > 0)
    throw new Error(`a block sample its schema does not take whole: ${JSON.stringify(issues)}`);
  return value as ContentOf<S>;
}
