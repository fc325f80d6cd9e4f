import type { BlockDefinition } from '../block-definition.ts';
import { BlockContactGroup } from './BlockContactGroup.tsx';
import { examples } from './BlockContactGroup.examples.ts';
import { sample } from './BlockContactGroup.sample.ts';
import { schema } from './BlockContactGroup.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockContactGroup,
  schema,
  examples,
  sample,
};
