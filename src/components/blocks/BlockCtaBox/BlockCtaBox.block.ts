import type { BlockDefinition } from '../block-definition.ts';
import { BlockCtaBox } from './BlockCtaBox.tsx';
import { examples } from './BlockCtaBox.examples.ts';
import { sample } from './BlockCtaBox.sample.ts';
import { schema } from './BlockCtaBox.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockCtaBox,
  schema,
  examples,
  sample,
};
