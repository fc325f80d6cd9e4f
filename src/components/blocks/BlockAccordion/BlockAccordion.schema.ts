import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { text } from '#src/server/cms/lenient.ts';
import { items, optHtml, type BlockSchema } from '#src/server/cms/block-fields.ts';

export type BlockAccordionContent = { items: { title: string; text: SafeHtml }[] };

export const schema = (): BlockSchema<BlockAccordionContent> =>
  z.object({ items: items(z.object({ title: text, text: optHtml })) });
