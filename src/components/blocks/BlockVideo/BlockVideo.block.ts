import type { BlockDefinition } from '../block-definition.ts';
import { BlockVideo } from './BlockVideo.tsx';
import { examples } from './BlockVideo.examples.ts';
import { sample } from './BlockVideo.sample.ts';
import { schema } from './BlockVideo.schema.ts';

export const block: BlockDefinition<typeof schema> = {
  component: BlockVideo,
  schema,
  examples,
  sample,
};
