import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { html, type BlockSchema } from '#src/server/cms/block-fields.ts';

export type BlockRichTextContent = { text: SafeHtml };

export const schema = (): BlockSchema<BlockRichTextContent> => z.object({ text: html });
