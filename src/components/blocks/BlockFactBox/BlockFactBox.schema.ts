import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { html, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockFactBoxContent = { title: string | null; text: SafeHtml };

export const schema = (): BlockSchema<BlockFactBoxContent> =>
  z.object({ title: optText, text: html });

/** Its title and text count towards the reading time. */
export const hooks: BlockHooks<BlockFactBoxContent> = {
  texts: (content) => [content.title ?? '', content.text],
};
