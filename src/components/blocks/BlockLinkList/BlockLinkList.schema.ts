import { z } from 'zod';
import type { Link } from '#src/server/types.ts';
import {
  items,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';
import { linkedFiles, type BlockHooks } from '../block-hooks.ts';

export type BlockLinkListContent = { title: string | null; items: Link[] };

export const schema = ({ link }: MediaFields): BlockSchema<BlockLinkListContent> =>
  z.object({ title: optText, items: items(link) });

/**
 * Ending the page, it goes below the article at full width; the files it links
 * to are the page's documents.
 */
export const hooks: BlockHooks<BlockLinkListContent> = {
  placement: ['end'],
  documents: linkedFiles,
};
