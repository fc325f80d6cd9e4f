import { z } from 'zod';
import { text } from '#src/server/cms/lenient.ts';
import { dateText, items, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';

export type BlockHearingListContent = {
  title: string | null;
  items: {
    title: string;
    url: string;
    startDate: string | null;
    endDate: string | null;
    status: 'open' | 'closed';
    formNumber: string | null;
  }[];
};

export const schema = (): BlockSchema<BlockHearingListContent> =>
  z.object({
    title: optText,
    items: items(
      z.object({
        title: text,
        url: z.string().min(1),
        startDate: dateText,
        endDate: dateText,
        status: z.enum(['open', 'closed']),
        formNumber: optText,
      }),
    ),
  });
