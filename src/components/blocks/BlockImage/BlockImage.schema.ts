import { z } from 'zod';
import type { Image } from '#src/server/types.ts';
import { optWords, type BlockSchema, type MediaFields } from '#src/server/cms/block-fields.ts';

export type BlockImageContent = { image: Image; caption: string | null };

export const schema = ({ image }: MediaFields): BlockSchema<BlockImageContent> =>
  z.object({ image, caption: optWords });
