import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { text } from '#src/server/cms/lenient.ts';
import { items, optHtml, type BlockSchema } from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockAccordionContent = { items: { title: string; text: SafeHtml }[] };

export const schema = (): BlockSchema<BlockAccordionContent> =>
  z.object({ items: items(z.object({ title: text, text: optHtml })) });

/** Every item's title and text count towards the reading time. */
export const hooks: BlockHooks<BlockAccordionContent> = {
  texts: (content) => content.items.flatMap((item) => [item.title, item.text]),
};
