import type { BlockDefinition } from '../block-definition.ts';
import { BlockDocumentList } from './BlockDocumentList.tsx';
import { examples } from './BlockDocumentList.examples.ts';
import { sample } from './BlockDocumentList.sample.ts';
import { schema } from './BlockDocumentList.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockDocumentList,
  schema,
  examples,
  sample,
};
