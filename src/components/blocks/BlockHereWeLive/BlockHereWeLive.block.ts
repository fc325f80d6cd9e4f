import type { BlockDefinition } from '../block-definition.ts';
import { BlockHereWeLive } from './BlockHereWeLive.tsx';
import { examples } from './BlockHereWeLive.examples.ts';
import { sample } from './BlockHereWeLive.sample.ts';
import { schema } from './BlockHereWeLive.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockHereWeLive,
  schema,
  examples,
  sample,
};
