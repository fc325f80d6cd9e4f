import type { BlockDefinition } from '../block-definition.ts';
import { BlockJobList } from './BlockJobList.tsx';
import { examples } from './BlockJobList.examples.ts';
import { sample } from './BlockJobList.sample.ts';
import { schema } from './BlockJobList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockJobList,
  schema,
  examples,
  sample,
};
