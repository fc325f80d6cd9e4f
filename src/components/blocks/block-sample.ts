import { mediaFields } from '#src/server/cms/block-fields.ts';
import { parsePart } from '#src/server/cms/lenient.ts';
import type { BlockSample, BlockSchemaBuilder, ContentOf } from './block-definition.ts';

const made = new WeakMap<BlockSample, unknown>();

/**
 * The named example a block's sample (BlockX/BlockX.sample.ts) makes: what a page's parse makes
 * of the element, with media addresses left root-relative (the app serves /eksempelbilleder/, so
 * the components overview shows the same pictures as the sample site). Made on first use, not at
 * import: a schema may read the configuration (BlockVideo's embed hosts), which is not set yet
 * when the modules load. Kept per sample.
 *
 * A sample its schema does not take whole, with a field dropped or the block skipped, throws: the
 * sample site, the components overview and the tests would show less than the sample says.
 */
export function exampleOf<S extends BlockSchemaBuilder>(
  schema: S,
  sample: BlockSample,
): ContentOf<S> {
  if (made.has(sample)) return made.get(sample) as ContentOf<S>;
  const { value, issues } = parsePart(schema(mediaFields('')), sample.content);
  if (!value || issues.length > 0)
    throw new Error(`a block sample its schema does not take whole: ${JSON.stringify(issues)}`);
  made.set(sample, value);
  return value as ContentOf<S>;
}
