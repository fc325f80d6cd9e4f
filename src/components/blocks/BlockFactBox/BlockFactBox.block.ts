import type { BlockDefinition } from '../block-definition.ts';
import { BlockFactBox } from './BlockFactBox.tsx';
import { examples } from './BlockFactBox.examples.ts';
import { sample } from './BlockFactBox.sample.ts';
import { schema } from './BlockFactBox.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockFactBox,
  schema,
  examples,
  sample,
};
