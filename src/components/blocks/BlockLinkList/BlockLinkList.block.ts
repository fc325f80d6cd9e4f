import type { BlockDefinition } from '../block-definition.ts';
import { BlockLinkList } from './BlockLinkList.tsx';
import { examples } from './BlockLinkList.examples.ts';
import { sample } from './BlockLinkList.sample.ts';
import { schema } from './BlockLinkList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockLinkList,
  schema,
  examples,
  sample,
};
