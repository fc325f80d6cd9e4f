import type { BlockDefinition } from '../block-definition.ts';
import { BlockHearingList } from './BlockHearingList.tsx';
import { examples } from './BlockHearingList.examples.ts';
import { sample } from './BlockHearingList.sample.ts';
import { schema } from './BlockHearingList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockHearingList,
  schema,
  examples,
  sample,
};
