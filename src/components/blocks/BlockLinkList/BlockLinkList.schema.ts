import { z } from 'zod';
import type { Link } from '#src/server/cms/types.ts';
import {
  items,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';

export type BlockLinkListContent = { title: string | null; items: Link[] };

export const schema = ({ link }: MediaFields): BlockSchema<BlockLinkListContent> =>
  z.object({ title: optText, items: items(link) });
