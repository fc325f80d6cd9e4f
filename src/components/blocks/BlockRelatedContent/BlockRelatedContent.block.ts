import type { BlockDefinition } from '../block-definition.ts';
import { BlockRelatedContent } from './BlockRelatedContent.tsx';
import { examples } from './BlockRelatedContent.examples.ts';
import { sample } from './BlockRelatedContent.sample.ts';
import { schema } from './BlockRelatedContent.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockRelatedContent,
  schema,
  examples,
  sample,
};
