import { z } from 'zod';
import { text } from '#src/server/cms/lenient.ts';
import { dateText, items, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';

export type BlockJobListContent = {
  title: string | null;
  items: {
    title: string;
    url: string;
    deadline: string | null;
    department: string | null;
    workplace: string | null;
    hours: string | null;
  }[];
};

export const schema = (): BlockSchema<BlockJobListContent> =>
  z.object({
    title: optText,
    items: items(
      z.object({
        title: text,
        url: z.string().min(1),
        deadline: dateText,
        department: optText,
        workplace: optText,
        hours: optText,
      }),
    ),
  });
