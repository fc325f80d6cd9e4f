import type { BlockDefinition } from '../block-definition.ts';
import { BlockEventList } from './BlockEventList.tsx';
import { examples } from './BlockEventList.examples.ts';
import { sample } from './BlockEventList.sample.ts';
import { schema } from './BlockEventList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockEventList,
  schema,
  examples,
  sample,
};
