import type { BlockDefinition } from '../block-definition.ts';
import { BlockAccordion } from './BlockAccordion.tsx';
import { examples } from './BlockAccordion.examples.ts';
import { sample } from './BlockAccordion.sample.ts';
import { schema } from './BlockAccordion.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockAccordion,
  schema,
  examples,
  sample,
};
