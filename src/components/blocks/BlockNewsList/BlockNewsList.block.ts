import type { BlockDefinition } from '../block-definition.ts';
import { BlockNewsList } from './BlockNewsList.tsx';
import { examples } from './BlockNewsList.examples.ts';
import { sample } from './BlockNewsList.sample.ts';
import { schema } from './BlockNewsList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockNewsList,
  schema,
  examples,
  sample,
};
