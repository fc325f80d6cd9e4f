import { z } from 'zod';
import { text } from '#src/server/cms/lenient.ts';
import { items, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockContactGroupContent = {
  title: string | null;
  items: {
    name: string;
    role: string | null;
    phone: string | null;
    email: string | null;
    openingHours: string | null;
    address: string | null;
  }[];
};

export const schema = (): BlockSchema<BlockContactGroupContent> =>
  z.object({
    title: optText,
    items: items(
      z.object({
        name: text,
        role: optText,
        phone: optText,
        email: optText,
        openingHours: optText,
        address: optText,
      }),
    ),
  });

/** An end block: it goes below the article, at full width. */
export const hooks: BlockHooks<BlockContactGroupContent> = { placement: ['end'] };
