import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockSchema, MediaFields } from '#src/server/cms/block-fields.ts';
import type { BlockProps } from './block-props.ts';

/** A block's schema: built once per media origin, it validates and reshapes the content. */
export type BlockSchemaBuilder = (fields: MediaFields) => BlockSchema<object>;

/** The app's shape of a block's content, as its schema gives it. */
export type ContentOf<S extends BlockSchemaBuilder> = z.output<ReturnType<S>>;

/**
 * Everything a block is, from its folder: the component, the schema and the named examples
 * (rendered by the unit tests and the components overview). None is optional. It is typed by the
 * schema rather than the alias, so the block list can derive the aliases from it.
 */
export type BlockDefinition<S extends BlockSchemaBuilder> = {
  component: ComponentType<BlockProps<ContentOf<S>>>;
  schema: S;
  examples: Record<string, ContentOf<S>>;
};
