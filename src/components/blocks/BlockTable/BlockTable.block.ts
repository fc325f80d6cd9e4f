import type { BlockDefinition } from '../block-definition.ts';
import { BlockTable } from './BlockTable.tsx';
import { examples } from './BlockTable.examples.ts';
import { sample } from './BlockTable.sample.ts';
import { schema } from './BlockTable.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockTable,
  schema,
  examples,
  sample,
};
