import { z } from 'zod';
import type { Link } from '#src/server/types.ts';
import { text } from '#src/server/cms/lenient.ts';
import {
  nullable,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockCtaBoxContent = { title: string; text: string | null; link: Link | null };

export const schema = ({ link }: MediaFields): BlockSchema<BlockCtaBoxContent> =>
  z.object({ title: text, text: optText, link: nullable(link) });

/**
 * Its text counts towards the reading time; first on the page it goes above the article, last
 * below it at full width.
 */
export const hooks: BlockHooks<BlockCtaBoxContent> = {
  texts: (content) => [content.title, content.text ?? ''],
  placement: ['start', 'end'],
};
