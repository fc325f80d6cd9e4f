import type { BlockDefinition } from '../block-definition.ts';
import { BlockMapKultunautDemo } from './BlockMapKultunautDemo.tsx';
import { examples } from './BlockMapKultunautDemo.examples.ts';
import { sample } from './BlockMapKultunautDemo.sample.ts';
import { schema } from './BlockMapKultunautDemo.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockMapKultunautDemo,
  schema,
  examples,
  sample,
};
