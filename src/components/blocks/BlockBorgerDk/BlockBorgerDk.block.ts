import type { BlockDefinition } from '../block-definition.ts';
import { BlockBorgerDk } from './BlockBorgerDk.tsx';
import { examples } from './BlockBorgerDk.examples.ts';
import { sample } from './BlockBorgerDk.sample.ts';
import { schema } from './BlockBorgerDk.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockBorgerDk,
  schema,
  examples,
  sample,
};
