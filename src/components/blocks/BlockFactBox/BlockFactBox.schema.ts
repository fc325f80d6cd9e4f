import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { html, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';

export type BlockFactBoxContent = { title: string | null; text: SafeHtml };

export const schema = (): BlockSchema<BlockFactBoxContent> =>
  z.object({ title: optText, text: html });
