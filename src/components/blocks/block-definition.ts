import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockSchema, MediaFields } from '#src/server/cms/block-fields.ts';
import type { BlockProps } from './block-props.ts';

/** A block's schema: built once per media origin, it validates and reshapes the content. */
export type BlockSchemaBuilder = (fields: MediaFields) => BlockSchema<object>;

/** The app's shape of a block's content, as its schema gives it. */
export type ContentOf<S extends BlockSchemaBuilder> = z.output<ReturnType<S>>;

/**
 * A block's sample (BlockX/BlockX.sample.ts): one content element as the backend sends it
 * (Limbo.Umbraco.Spa's `contentElements` item without its key and alias). The sample site's page of
 * every block (/borger/alle-blokke/) shows it, and one of the block's named examples is what the
 * block's schema makes of it (`exampleOf`), so a block is written out once for the sample site,
 * the components overview and the tests.
 */
export type BlockSample = {
  content: Record<string, unknown>;
  settings?: { includeInToc?: boolean };
};

/**
 * Everything a block is, from its folder: the component, the schema, the named examples (rendered
 * by the unit tests and the components overview) and the sample the sample site shows. None is
 * optional. It is typed by the schema rather than the alias, so the block list can derive the
 * aliases from it.
 */
export type BlockDefinition<S extends BlockSchemaBuilder> = {
  component: ComponentType<BlockProps<ContentOf<S>>>;
  schema: S;
  examples: Record<string, ContentOf<S>>;
  sample: BlockSample;
};
