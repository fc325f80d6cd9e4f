import type { BlockDefinition } from '../block-definition.ts';
import { BlockRichText } from './BlockRichText.tsx';
import { examples } from './BlockRichText.examples.ts';
import { sample } from './BlockRichText.sample.ts';
import { schema } from './BlockRichText.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockRichText,
  schema,
  examples,
  sample,
};
