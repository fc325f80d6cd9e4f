import type { BlockDefinition } from '../block-definition.ts';
import { BlockImage } from './BlockImage.tsx';
import { examples } from './BlockImage.examples.ts';
import { sample } from './BlockImage.sample.ts';
import { schema } from './BlockImage.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockImage,
  schema,
  examples,
  sample,
};
