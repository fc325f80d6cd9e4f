import type { BlockDefinition } from '../block-definition.ts';
import { BlockImages } from './BlockImages.tsx';
import { examples } from './BlockImages.examples.ts';
import { sample } from './BlockImages.sample.ts';
import { schema } from './BlockImages.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockImages,
  schema,
  examples,
  sample,
};
