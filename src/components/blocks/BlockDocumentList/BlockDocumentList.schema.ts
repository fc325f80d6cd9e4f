import { z } from 'zod';
import type { Link } from '#src/server/types.ts';
import {
  items,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';
import { linkedFiles, type BlockHooks } from '../block-hooks.ts';

export type BlockDocumentListContent = { title: string | null; items: Link[] };

export const schema = ({ link }: MediaFields): BlockSchema<BlockDocumentListContent> =>
  z.object({ title: optText, items: items(link) });

/** The files it links to are the page's documents. */
export const hooks: BlockHooks<BlockDocumentListContent> = {
  documents: linkedFiles,
};
