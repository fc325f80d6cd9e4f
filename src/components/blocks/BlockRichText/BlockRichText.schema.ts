import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { html, type BlockSchema } from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockRichTextContent = { text: SafeHtml };

export const schema = (): BlockSchema<BlockRichTextContent> => z.object({ text: html });

/** Its text is read (reading time) and its headings are listed (long-read contents). */
export const hooks: BlockHooks<BlockRichTextContent> = {
  texts: (content) => [content.text],
  withHeadingIds: (content, withIds) => ({ ...content, text: withIds(content.text) }),
};
